import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../../components';

export const FinderBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

export const Search = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  flex: 1 1 18rem;
  min-width: 0;
`;

export const FinderLabel = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const SearchHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const SearchBox = styled.div`
  position: relative;
  display: flex;
`;

export const SearchInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: 0 48px 0 ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.md};

  &::-webkit-search-cancel-button {
    display: none;
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** 44 × 44 everywhere: it sits inside the field, where a small target is easy to miss. */
export const ClearButton = styled.button`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  width: 44px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
  cursor: pointer;

  @media (hover: hover) {
    &:hover {
      color: ${({ theme }) => theme.color.text};
    }
  }
  &:focus-visible {
    ${focusRing}
    outline-offset: -3px;
  }
`;

/**
 * The chips wrap on a wide screen; on a phone they are one line beside their label, which scrolls
 * sideways inside itself (the page never does), so the first application is on the first screen
 * (docs/behaviour.md#finding-an-application). The block padding leaves room for the focus ring.
 */
export const StatusGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;

  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
  }

  @media (max-width: 40rem) {
    flex: 1 1 100%;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};

    & > div {
      flex-wrap: nowrap;
      overflow-x: auto;
      padding: 6px;
      margin: -6px;
      scroll-padding-inline: 6px;
      scrollbar-width: thin;
    }
    & > div > label {
      flex: none;
      white-space: nowrap;
    }
  }
`;

/** A segmented control: one press per status, the chosen one filled. */
export const StatusOption = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  border-radius: ${({ theme }) => theme.radius.md};
  /* The radio button itself is kept for assistive technology and the keyboard; the label is
     what shows. */
  & > input {
    ${visuallyHidden}
  }
  @media (hover: hover) {
    &:hover {
      background: ${({ theme }) => theme.color.primarySubtle};
    }
  }
  &:has(input:checked) {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.textInverse};
  }
  /* The app's ring (3 px of the focus blue, 2 px out) with the 2 px between filled white: the blue
     alone is 1.4:1 on a chosen chip's navy. White is 8.2:1 on the navy, the ring 5.8:1 on the
     white, 5.3:1 on the page (canvas) and 5.0:1 on a hovered chip (docs/behaviour.md#finding-an-application). */
  &:has(input:focus-visible) {
    z-index: 1;
    ${focusRing}
    box-shadow: 0 0 0 ${({ theme }) => theme.focusRing.offset} ${({ theme }) => theme.color.surface};
  }
`;

/**
 * The count and, beside it, the queue's "Order by what to do next": the line is always as tall as
 * the button, so the button coming or going moves no row (docs/decisions/0018-queue-by-value.md).
 */
export const CountLine = styled.div`
  display: flex;
  flex: 1 0 100%;
  /* One line at 320 px too: a longer count wraps inside its own box, beside the button. */
  flex-wrap: nowrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 32px;
  @media (pointer: coarse) {
    min-height: 44px;
  }
`;

/**
 * A chip's count, after its word: 2 characters wide whether it says '1' or '1+', so a count that
 * settles as the logs are read does not widen a chip, rewrap the chips and move the rows (from
 * '10+' on it may; 3 characters cost a third line of chips at 768 px).
 */
export const ChipCount = styled.span`
  display: inline-block;
  min-width: 2ch;
  margin-inline-start: ${({ theme }) => theme.space[1]};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

export const MatchCount = styled.p`
  flex: 1 1 0;
  min-width: 0;
  margin: 0;
  /* One line even while it is empty (the list loading): the table below stays where it is when
     the count arrives, instead of moving down a line (a layout shift). */
  min-height: 1lh;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** How far a consent filter has got reading the rows' logs. */
export const CheckProgress = styled.progress`
  flex: 1 0 100%;
  height: 0.5rem;
  accent-color: ${({ theme }) => theme.color.primary};
`;
