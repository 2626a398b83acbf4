import styled, { css } from 'styled-components';
import { visuallyHidden } from '../theme';

/** Below this width the header is a phone's: one row, the name behind the avatar. */
const PHONE = '(max-width: 37.49em)';

/**
 * For what is sticky: to the browser a control there lies under the scroll padding (GlobalStyle),
 * so focusing it would scroll the page to centre it. Its scroll box is moved below the sticky
 * area (at most 120 px, under half a phone's screen), so nothing scrolls.
 */
export const stickyScrollMargin = css`
  scroll-margin-top: calc(
    -1 * (var(--sticky-top-height, 4rem) + var(--details-bar-height, 0px) + 8px)
  );
  scroll-margin-bottom: calc(var(--sticky-top-height, 4rem) + var(--details-bar-height, 0px) + 8px);
`;

export const HeaderRoot = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.color.header};
  color: ${({ theme }) => theme.color.headerText};
  box-shadow: ${({ theme }) => theme.shadow.md};

  & * {
    ${stickyScrollMargin}
  }
`;

export const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: 60px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};

  /* One row on a phone (44 px): the title gives way (an ellipsis) before anything wraps. */
  @media ${PHONE} {
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.space[1]};
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  }
`;

export const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.01em;
  white-space: nowrap;

  @media ${PHONE} {
    flex: 0 1 auto;
    min-width: 0;
    gap: 6px;
    font-size: 0.9375rem;
    letter-spacing: 0;
  }
`;

/** The product's name; on a phone it shortens with an ellipsis rather than push a second row. */
export const Title = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Mark = styled.svg`
  flex: none;
  width: 28px;
  height: 28px;

  @media ${PHONE} {
    width: 24px;
    height: 24px;
  }
`;

export const Nav = styled.nav`
  flex: 1 1 auto;

  @media ${PHONE} {
    flex: none;
  }

  ul {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const NavLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.headerText};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;

  @media ${PHONE} {
    padding: 0 6px;
  }

  &:hover {
    background: rgba(255, 255, 255, 0.12);
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  /* The app's blue focus ring is too dark on the navy header: a white one. */
  &:focus-visible {
    outline: ${({ theme }) => theme.focusRing.width} solid ${({ theme }) => theme.color.focusHalo};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

export const User = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0 0 0 auto;
  font-size: ${({ theme }) => theme.font.size.sm};

  /* On a phone only the avatar shows: it keeps its size, the title gives way (Brand). */
  @media ${PHONE} {
    flex: none;
  }
`;

export const Avatar = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.headerText};
  color: ${({ theme }) => theme.color.header};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** On a phone the avatar alone shows who is signed in; the name is still read out. */
export const UserName = styled.span`
  @media ${PHONE} {
    ${visuallyHidden}
  }
  max-width: 28ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
