import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';

/** One choice of a listbox: its key, the text typeahead matches, and whether it can be chosen. */
export interface ListboxItem<K extends string | number> {
  id: K;
  textValue: string;
  isDisabled?: boolean;
}

/** How long typed letters add up to one search (react-aria's typeahead waits as long). */
const TYPEAHEAD_RESET_MS = 1000;

/**
 * Typeahead shared by the listbox and the closed select: letters typed within a second add up;
 * the first enabled item from `from` on whose text starts with them is the match.
 */
export function useTypeahead() {
  const search = useRef({ text: '', at: 0 });
  return {
    /** Whether a search is under way (a space then types a space instead of choosing). */
    isActive: () =>
      search.current.text !== '' && Date.now() - search.current.at < TYPEAHEAD_RESET_MS,
    match<K extends string | number>(
      key: string,
      items: readonly ListboxItem<K>[],
      from: number,
    ): ListboxItem<K> | undefined {
      const now = Date.now();
      const text = now - search.current.at < TYPEAHEAD_RESET_MS ? search.current.text + key : key;
      search.current = { text, at: now };
      const wanted = text.toLocaleLowerCase();
      const start = Math.max(0, from);
      const ordered = [...items.slice(start), ...items.slice(0, start)];
      return ordered.find(
        (item) => !item.isDisabled && item.textValue.toLocaleLowerCase().startsWith(wanted),
      );
    },
  };
}

/** A key that types a character (not a shortcut). */
export const isPrintableKey = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

export interface ListboxOptions<K extends string | number> {
  items: readonly ListboxItem<K>[];
  selectedKey: K | null;
  /** A choice was made: Enter, Space or a press on an enabled option. */
  onAction: (key: K) => void;
  /** Items per row: 1 is a list (↑ ↓), more is a grid (← → by one, ↑ ↓ by a row). */
  columns?: number;
  /** Where focus lands when the listbox mounts: the selected item, else the first or last. */
  autoFocus?: 'first' | 'last';
}

/**
 * A single-choice listbox with the WAI-ARIA listbox pattern as react-aria's ListBox had it: the
 * options take DOM focus (one Tab stop, a roving tabindex), ↑ ↓ (and ← → in a grid) move, Home /
 * End go to the ends, letters typeahead, Enter or Space chooses, disabled options are skipped.
 * Escape and Tab are left to the popover around it. It replaced react-aria's ListBox in the
 * select and the calendar's year and month views: that ListBox brought a collection builder,
 * selection managers, drag and drop and virtualisation hooks the app never used
 * (docs/architecture.md#load-budget).
 */
export function useListbox<K extends string | number>({
  items,
  selectedKey,
  onAction,
  columns = 1,
  autoFocus = 'first',
}: ListboxOptions<K>) {
  const enabled = items.filter((item) => !item.isDisabled);
  const initial =
    enabled.find((item) => item.id === selectedKey)?.id ??
    (autoFocus === 'last' ? enabled.at(-1)?.id : enabled[0]?.id) ??
    null;
  const [focusedKey, setFocusedKey] = useState<K | null>(initial);
  const optionRefs = useRef(new Map<K, HTMLElement>());
  const typeahead = useTypeahead();

  // Focus follows the roving key; on mount it lands on the selected (or first) option.
  useEffect(() => {
    if (focusedKey !== null) optionRefs.current.get(focusedKey)?.focus();
  }, [focusedKey]);

  const indexOf = (key: K | null) => items.findIndex((item) => item.id === key);

  /** The nearest enabled item from `index` stepping by `step`, or null past either end. */
  const enabledFrom = (index: number, step: number): K | null => {
    for (let i = index; i >= 0 && i < items.length; i += step) {
      if (!items[i].isDisabled) return items[i].id;
    }
    return null;
  };

  const move = (key: K | null) => {
    if (key === null) return;
    setFocusedKey(key);
    optionRefs.current.get(key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const at = indexOf(focusedKey);
    const grid = columns > 1;
    const step: Record<string, number | undefined> = {
      ArrowDown: columns,
      ArrowUp: -columns,
      ...(grid ? { ArrowRight: 1, ArrowLeft: -1 } : {}),
    };
    const by = step[event.key];
    if (by !== undefined) {
      event.preventDefault();
      move(enabledFrom(at + by, by > 0 ? 1 : -1) ?? (grid ? null : focusedKey));
      return;
    }
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      move(event.key === 'Home' ? enabledFrom(0, 1) : enabledFrom(items.length - 1, -1));
      return;
    }
    const isSpace = event.key === ' ';
    if (event.key === 'Enter' || (isSpace && !typeahead.isActive())) {
      event.preventDefault();
      const item = items[at];
      if (item && !item.isDisabled) onAction(item.id);
      return;
    }
    if (isPrintableKey(event)) {
      event.preventDefault();
      const match = typeahead.match(event.key, items, at);
      if (match) move(match.id);
    }
  };

  const optionProps = (item: ListboxItem<K>) => {
    const isSelected = item.id === selectedKey;
    return {
      ref: (element: HTMLElement | null) => {
        if (element) optionRefs.current.set(item.id, element);
        else optionRefs.current.delete(item.id);
      },
      role: 'option',
      tabIndex: item.id === focusedKey ? 0 : -1,
      'aria-selected': isSelected,
      'aria-disabled': item.isDisabled || undefined,
      'data-selected': isSelected || undefined,
      'data-disabled': item.isDisabled || undefined,
      onFocus: (event: FocusEvent) => {
        if (event.target === event.currentTarget && !item.isDisabled) setFocusedKey(item.id);
      },
      onClick: (event: MouseEvent) => {
        event.preventDefault();
        if (!item.isDisabled) onAction(item.id);
      },
    };
  };

  return { listProps: { role: 'listbox', onKeyDown }, optionProps };
}
