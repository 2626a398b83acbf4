import styled from 'styled-components';
import { Button, focusRing, raisedSurface } from '../../../components';

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
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  margin-bottom: ${({ theme }) => theme.space[5]};
  ${raisedSurface}
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};

  @media (min-width: 37.5em) {
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

  /* The countdown keeps its width as it ticks. */
  &[data-phase='waiting'] {
    font-variant-numeric: tabular-nums;
  }
  /* Focused by script while a request waits (after Request Consent here): the app's ring. */
  &:focus-visible {
    ${focusRing}
  }
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

export const Note = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  &[data-tone='problem'] {
    color: ${({ theme }) => theme.color.danger};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;
