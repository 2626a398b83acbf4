import styled, { css } from 'styled-components';
import {
  Button,
  focusRing,
  raisedSurface,
  stickyScrollMargin,
  visuallyHidden,
} from '../../../components';

/** Below this width the bar is a phone's: one row, and slimmer while a field has focus. */
const PHONE = '(max-width: 37.49em)';

/**
 * A field with the focus on a phone means the on-screen keyboard is up (about 460 px left): the
 * bar keeps only its row then. Any focus in the form counts, not only a text field's: a bar that
 * grew back on a button (a date's calendar) after the browser had scrolled it in under the slim
 * bar's padding would cover it. The selector is the page's focus, not a JS flag, so it follows
 * every way a field gets the focus (a tap, Tab, the error summary's links).
 */
const whileTyping = (rules: ReturnType<typeof css>) => css`
  @media ${PHONE} {
    :root:has(main form :focus) & {
      ${rules}
    }
  }
`;

/*
 * Held under the app's sticky header (its measured height) while the page scrolls; Main is its
 * containing block, so it stays in view from the top of the form to the bottom of the page.
 */
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
   * A phone's sticky area (header and bar) keeps within 120 px in every state
   * (docs/behaviour.md#the-bar): the bar is its row and at most one line under it. The consent
   * warning, and the Undo offer, stand where the state was (the state is still read); the step
   * keeps its place at the row's end.
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

  /*
   * The Offline live region is there from the start (so the signal going is heard); empty, it
   * takes no place (as a flex item it added a row gap under a two-line wait).
   */
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

/** "Consent", before the state's word: read by everyone, shown from a tablet up. */
export const StateLabel = styled.span`
  @media ${PHONE} {
    ${visuallyHidden}
  }
`;

/** A note's second sentence: read by everyone, shown from a tablet up (a phone keeps one line). */
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

/*
 * Tall enough for a thumb, with room around its label; on a phone less room at its sides, so the
 * state's word beside it keeps one line ('No Consent' broke in two at 390).
 */
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

/**
 * "Saving changes clears the client's consent": said from the first edit of an accepted
 * application, and kept while the adviser types (it is why the bar is looked at then): on a
 * phone with a field focused it takes the state's place in the row.
 */
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

/**
 * The Undo offer in the details bar: on a phone its Undo stands in the row where the state was,
 * and its words take the line under the row (the bar leaves room for them: Bar).
 */
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
