/** DataTable's frame as a container: its width decides whether the rows are cards. */
export const TABLE_CONTAINER = 'data-table';

/**
 * Where DataTable's rows become cards: at this width of its frame and below (a container query on
 * the frame). The list's table needs about 61rem (973 px) at its columns' least widths, so any
 * narrower frame would make the page scroll sideways (docs/decisions/0012-list-cards-width.md). A
 * tablet held landscape (1024 px) gets cards, two across.
 */
export const CARDS_BELOW = '62rem';

/** The container query that holds while the rows are cards, for the table's neighbours' styles. */
export const whileCards = `@container ${TABLE_CONTAINER} (max-width: ${CARDS_BELOW})`;
