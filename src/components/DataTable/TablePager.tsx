import { useId } from 'react';
import { countText as count } from '../../lib/display-text';
import { Button } from '../Button';
import { Pager } from './DataTable.styles';

export interface TablePagerProps {
  page: number;
  pageCount: number;
  /** The first and last shown rows' places in the whole list, from 1. */
  first: number;
  last: number;
  total: number;
  /** What the rows are: "applications". */
  itemsLabel: string;
  onPageChange: (page: number) => void;
}

/** Previous page / Next page, described by where the page sits: 'Page 2 of 4 (26–50 of 90 rows)'. */
export function TablePager({
  page,
  pageCount,
  first,
  last,
  total,
  itemsLabel,
  onPageChange,
}: TablePagerProps) {
  const pagerId = useId();
  return (
    <Pager aria-label={`Pages of ${itemsLabel}`}>
      <Button
        size="sm"
        variant="secondary"
        isDisabled={page === 1}
        onPress={() => onPageChange(page - 1)}
        aria-describedby={pagerId}
      >
        Previous page
      </Button>
      <span id={pagerId}>
        Page {count(page)} of {count(pageCount)} ({count(first)}–{count(last)} of {count(total)}{' '}
        {itemsLabel})
      </span>
      <Button
        size="sm"
        variant="secondary"
        isDisabled={page === pageCount}
        onPress={() => onPageChange(page + 1)}
        aria-describedby={pagerId}
      >
        Next page
      </Button>
    </Pager>
  );
}
