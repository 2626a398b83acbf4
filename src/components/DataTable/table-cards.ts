import { css, type RuleSet } from 'styled-components';
import { visuallyHidden } from '../theme';

interface TableCardsOptions {
  /** The container whose width decides (a `container-name`); by default the nearest one. */
  container?: string;
  /** At this container width and below, each row is a card. */
  below: string;
  /** The width of the names' column on a card… */
  labelWidth: string;
  /** …and on a card narrower than 20rem (a 320 px phone), when it differs. */
  narrowLabelWidth?: string;
  /** The table's own rules for its cards (the row's frame, a cell laid out otherwise). */
  cards?: RuleSet<object>;
}

/**
 * A table that becomes cards below a width, so nothing is wider than the screen (WCAG 1.4.10):
 * each row a block of "name value" lines, the header row kept for screen readers only. The table
 * stays one table in the markup. A line's name is either the cell's `data-label` (drawn by the
 * stylesheet) or an element of the cell marked `data-cell-label` (shown only while stacked).
 * The width is the table's container's (`container-type: inline-size` on a wrapper), so it
 * stacks in a slim column of a wide screen too.
 */
export const tableCards = ({
  container = '',
  below,
  labelWidth,
  narrowLabelWidth,
  cards,
}: TableCardsOptions) => css`
  @container ${container} (max-width: ${below}) {
    &,
    tbody,
    tr,
    th,
    td {
      display: block;
    }
    thead {
      ${visuallyHidden}
    }
    tbody th,
    tbody td {
      display: flex;
      gap: ${({ theme }) => theme.space[3]};
      align-items: baseline;
      height: auto;
      padding: ${({ theme }) => theme.space[1]} 0;
      border-bottom: none;
      overflow-wrap: anywhere;
    }
    :is(th, td)[data-label]::before {
      content: attr(data-label);
    }
    :is(th, td)[data-label]::before,
    [data-cell-label] {
      display: block;
      flex: 0 0 ${labelWidth};
      color: ${({ theme }) => theme.color.textMuted};
      font-weight: ${({ theme }) => theme.font.weight.semibold};
    }
    ${cards}
  }
  ${
    narrowLabelWidth &&
    css`
      @container ${container} (max-width: 20rem) {
        :is(th, td)[data-label]::before,
        [data-cell-label] {
          flex-basis: ${narrowLabelWidth};
        }
      }
    `
  }
`;
