import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { STATUS_FILTERS, type StatusFilter } from './row-state';
import {
  CheckProgress,
  ChipCount,
  ClearButton,
  CountLine,
  FinderBar,
  FinderLabel,
  MatchCount,
  Search,
  SearchBox,
  SearchHint,
  SearchInput,
  StatusGroup,
  StatusOption,
} from './ApplicationFinder.styles';

/** How long typing pauses before the list follows it (docs/behaviour.md#finding-an-application). */
const TYPEAHEAD_DELAY_MS = 200;

export interface ApplicationFinderProps {
  /** The search the list applies; typing reaches it TYPEAHEAD_DELAY_MS after the last key. */
  text: string;
  onTextChange: (text: string) => void;
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
  /** "12 of 40 applications match", announced politely; empty while the list loads. */
  countText: string;
  /** While a consent filter reads the rows' logs: how far it has got, in words. */
  progress?: { value: number; max: number; text: string };
  /** Each chip's count among the rows the search finds; none while the list loads. */
  counts?: StatusCounts;
  /** A control beside the count, in the line kept for it (the queue's "Order by what to do next"). */
  action?: ReactNode;
  /** The search box, for a control elsewhere that hands the focus to it (Clear search). */
  searchRef?: Ref<HTMLInputElement>;
}

export interface StatusCounts {
  all: number;
  /** Rows in each state known now (a row with a draft also counts under Unsaved draft). */
  byStatus: ReadonlyMap<StatusFilter, number>;
  /** Rows whose consent state is not known yet (their log not read, or not readable). */
  unknown: number;
}

/** Read from the list's own data or the tab's: exact from the start. */
const KNOWN_FROM_THE_LIST: ReadonlySet<StatusFilter> = new Set(['all', 'ready', 'draft']);

/** The chip's count, and its words: "at least" while some rows' states are not known yet. */
function chipCount(counts: StatusCounts, value: StatusFilter): { shown: string; said: string } {
  const n = value === 'all' ? counts.all : (counts.byStatus.get(value) ?? 0);
  if (counts.unknown > 0 && !KNOWN_FROM_THE_LIST.has(value)) {
    return { shown: `${n}+`, said: `at least ${n}` };
  }
  return { shown: String(n), said: String(n) };
}

/** Search and status filter above the application list. */
export function ApplicationFinder({
  text,
  onTextChange,
  status,
  onStatusChange,
  countText,
  progress,
  counts,
  action,
  searchRef,
}: ApplicationFinderProps) {
  const [typed, setTyped] = useState(text);
  // Another source changed the applied text (e.g. a restored state): show it.
  const [applied, setApplied] = useState(text);
  if (applied !== text) {
    setApplied(text);
    setTyped(text);
  }
  useEffect(() => {
    if (typed === text) return;
    const timer = setTimeout(() => onTextChange(typed), TYPEAHEAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, text, onTextChange]);

  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(searchRef, () => inputRef.current as HTMLInputElement, []);
  const clear = () => {
    setTyped('');
    // Clearing applies at once: there is nothing left to type.
    onTextChange('');
  };

  // Native controls (a search input, radio buttons): react-aria's field and radio group machinery
  // would be most of what this bar costs the list's first load (docs/architecture.md#large-lists).
  return (
    <FinderBar>
      <Search>
        <FinderLabel htmlFor={`${id}-search`}>Find an application</FinderLabel>
        {/* A hint, not a placeholder: it stays while the adviser types, and it wraps where a
            placeholder was cut short on a phone. */}
        <SearchHint id={`${id}-hint`}>By policy number, client name or ID number</SearchHint>
        <SearchBox>
          <SearchInput
            ref={inputRef}
            id={`${id}-search`}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && typed !== '') {
                event.preventDefault();
                clear();
              }
            }}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
          />
          {typed !== '' && (
            // Out of the Tab order, as a search field's clear button usually is: Escape clears too.
            <ClearButton
              type="button"
              tabIndex={-1}
              aria-label="Clear search"
              onClick={() => {
                clear();
                inputRef.current?.focus();
              }}
            >
              ✕
            </ClearButton>
          )}
        </SearchBox>
      </Search>
      <StatusGroup
        role="radiogroup"
        aria-labelledby={`${id}-status`}
        aria-describedby={counts && counts.unknown > 0 ? `${id}-so-far` : undefined}
      >
        <FinderLabel as="span" id={`${id}-status`}>
          Status
        </FinderLabel>
        <div>
          {STATUS_FILTERS.map(([value, label]) => {
            const count = counts && chipCount(counts, value);
            return (
              <StatusOption key={value}>
                <input
                  type="radio"
                  name={`${id}-status`}
                  value={value}
                  checked={status === value}
                  onChange={() => onStatusChange(value)}
                  aria-describedby={count ? `${id}-${value}-count` : undefined}
                />
                {label}
                {count && (
                  <>
                    <ChipCount aria-hidden="true">{count.shown}</ChipCount>
                    <span id={`${id}-${value}-count`} hidden>
                      {count.said}
                    </span>
                  </>
                )}
              </StatusOption>
            );
          })}
        </div>
        {counts && counts.unknown > 0 && (
          <span id={`${id}-so-far`} hidden>
            {`Counts so far: consent not read yet for ${counts.unknown} of ${counts.all}; choose a status to check them all.`}
          </span>
        )}
      </StatusGroup>
      <CountLine>
        <MatchCount role="status">{countText}</MatchCount>
        {action}
      </CountLine>
      {progress && (
        <CheckProgress
          aria-label="Consent checked"
          aria-valuetext={progress.text}
          value={progress.value}
          max={progress.max}
        />
      )}
    </FinderBar>
  );
}
