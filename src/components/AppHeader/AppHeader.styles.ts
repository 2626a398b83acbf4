import styled, { css } from 'styled-components';
import { visuallyHidden } from '../theme';

// The app's blue focus ring is too dark on the navy header: links here use a white ring.
const headerFocus = css`
  outline: ${({ theme }) => theme.focusRing.width} solid ${({ theme }) => theme.color.focusHalo};
  outline-offset: ${({ theme }) => theme.focusRing.offset};
`;

export const HeaderRoot = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.color.header};
  color: ${({ theme }) => theme.color.headerText};
  box-shadow: ${({ theme }) => theme.shadow.md};
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
`;

export const Mark = styled.svg`
  flex: none;
  width: 28px;
  height: 28px;
`;

export const Nav = styled.nav`
  flex: 1 1 auto;

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

  &:hover {
    background: rgba(255, 255, 255, 0.12);
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  &:focus-visible {
    ${headerFocus}
  }
`;

export const User = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0 0 0 auto;
  font-size: ${({ theme }) => theme.font.size.sm};
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

export const UserName = styled.span`
  max-width: 28ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;
