import styled, { css } from 'styled-components';
import {
  Button,
  focusRing,
  raisedSurface,
  stickyScrollMargin,
  visuallyHidden,
} from '../../../components';
import { TYPING } from './typing-marks';

/** Below this width the bar is a phone's: one row, and slimmer while a field has focus. */
const PHONE = '(max-width: 37.49em)';

/**
 * Focus in the form on a phone means the keyboard is up (about 460 px left): the bar keeps only its
 * row. Any focus counts (a bar grown back on a date's calendar button would cover it); the form's
 * focus events mark it (`typingMarks`, typing-marks.ts).
 */
const whileTyping = (rules: ReturnType<typeof css>) => css`
  @media ${PHONE} {
    [${TYPING}] & {
      ${rules}
    }
  }
`;

/* Held under the app's sticky header (its measured height); Main is its containing block. */
export const Bar = styled.section`
  position: sticky;
  top: var(--sticky-top-height, 4rem);
  z-index: ${({ theme }) => theme.zIndex.header - 1};
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 2px ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  ${raisedSurface}
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};

  /* The bar lies inside the page's scroll padding: see stickyScrollMargin (AppHeader). */
  &,
  & * {
    ${stickyScrollMargin}
  }

  /*
   * A phone's sticky area keeps within 120 px (docs/behaviour.md#the-bar): a row and one line. The
   * warning or the Undo offer stands where the state was (still read); the step ends the row.
   */
  @media ${PHONE} {
    & > p:first-child:has(~ [data-warning]),
    & > p:first-child:has(~ [data-undo]) {
      ${visuallyHidden}
    }
    & > [data-step] {
      grid-column: 2;
      grid-row: 1;
    }
    /* The offer's words take the line under the row. */
    &:has(> [data-undo]) {
      padding-bottom: calc(
        ${({ theme }) => theme.space[1]} + 2px +
          ${({ theme }) => `${theme.font.lineHeight.tight} * ${theme.font.size.sm}`}
      );
    }
  }

  @media (min-width: 37.5em) {
    gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  }
`;

export const State = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};

  /* The Offline live region, empty, takes no place (a flex item would add a row gap). */
  & > [role='status']:empty {
    position: absolute;
  }
  /* On a phone two pills (the state and Offline) stack within the row's 44 px: tight lines. */
  @media ${PHONE} {
    row-gap: ${({ theme }) => theme.space[1]};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    & > span,
    & > [role='status'] > span {
      padding-block: 0;
    }
    & > span:not([role]) {
      padding-block: 1px;
    }
  }
  /* The countdown keeps its width as it ticks. */
  &[data-phase='waiting'] {
    font-variant-numeric: tabular-nums;
  }
  /* Focused by script while a request waits (after Request Consent here): the app's ring. */
  &:focus-visible {
    ${focusRing}
  }
`;

/** Read by everyone, shown from a tablet up (a phone keeps one line): labels, a note's more. */
export const WideOnly = styled.span`
  @media ${PHONE} {
    ${visuallyHidden}
  }
`;

/** What a phone shows in place of a WideOnly (aria-hidden: the WideOnly is what is read). */
export const PhoneOnly = styled.span`
  @media (min-width: 37.5em) {
    display: none;
  }
`;

/** No signal: the bar says so beside the consent state, so the page needs no banner of its own. */
export const Offline = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.warningAccent};
  background: ${({ theme }) => theme.color.warningSubtle};
  color: ${({ theme }) => theme.color.warning};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/* Tall enough for a thumb; narrower on a phone, so the state beside it keeps one line at 390. */
export const StepButton = styled(Button)`
  &&& {
    min-height: 44px;
    padding-inline: ${({ theme }) => theme.space[3]};
  }
  @media (min-width: 37.5em) {
    &&& {
      padding-inline: ${({ theme }) => theme.space[5]};
    }
  }
`;

/* Tight lines on a phone: each line of a note is height the sticky area takes from the form. */
const phoneLines = css`
  @media ${PHONE} {
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;

export const Note = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  ${phoneLines}
  color: ${({ theme }) => theme.color.textMuted};
  &[data-tone='problem'] {
    color: ${({ theme }) => theme.color.danger};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  ${whileTyping(css`
    display: none;
  `)}
`;

/** "Saving changes clears…": kept while the adviser types; on a phone in the state's place. */
export const Warning = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  padding-left: ${({ theme }) => theme.space[2]};
  border-left: 3px solid ${({ theme }) => theme.color.warningAccent};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.warning};
  ${phoneLines}
  @media ${PHONE} {
    grid-column: 1;
    grid-row: 1;
  }
`;

/** 'Your changes were undone.' with Undo (docs/behaviour.md#undo), in either bar. */
export const Undone = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  section > & {
    grid-column: 1 / -1;
  }
`;

/** On a phone the Undo stands where the state was, its words on the line under the row (Bar). */
export const BarUndone = styled(Undone)`
  @media ${PHONE} {
    section > & {
      grid-column: 1;
      grid-row: 1;
    }
    & > span {
      position: absolute;
      inset-inline: ${({ theme }) => theme.space[3]};
      bottom: ${({ theme }) => theme.space[1]};
      font-size: ${({ theme }) => theme.font.size.sm};
      line-height: ${({ theme }) => theme.font.lineHeight.tight};
    }
  }
`;
