import { useEffect, useState } from 'react';
import type { StatusFilter } from './application-index';
import {
  ClearButton,
  FinderBar,
  FinderLabel,
  MatchCount,
  Search,
  SearchBox,
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
}

/** Search and status filter above the application list. */
export function ApplicationFinder({
  text,
  onTextChange,
  status,
  onStatusChange,
  countText,
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

  return (
    <FinderBar>
      <Search
        value={typed}
        onChange={setTyped}
        // Clearing (the button or Escape) applies at once: there is nothing left to type.
        onClear={() => onTextChange('')}
      >
        <FinderLabel>Find an application</FinderLabel>
        <SearchBox>
          <SearchInput
            placeholder="Policy number, client name or ID number"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
          />
          <ClearButton aria-label="Clear search">✕</ClearButton>
        </SearchBox>
      </Search>
      <StatusGroup
        value={status}
        onChange={(value) => onStatusChange(value as StatusFilter)}
        orientation="horizontal"
      >
        <FinderLabel>Status</FinderLabel>
        <div>
          <StatusOption value="all">All</StatusOption>
          <StatusOption value="awaiting">Awaiting forms</StatusOption>
          <StatusOption value="ready">Forms ready</StatusOption>
        </div>
      </StatusGroup>
      <MatchCount role="status">{countText}</MatchCount>
    </FinderBar>
  );
}
