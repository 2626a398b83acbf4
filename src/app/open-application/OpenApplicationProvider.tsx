/**
 * The open application for the React tree. Prerendered and hydrating, a new form (zustand's
 * `useStore` answers the initial state then); the tab's own right after.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import {
  createOpenApplication,
  type OpenApplicationState,
  type OpenApplicationStore,
} from './store';

const Context = createContext<OpenApplicationStore | null>(null);

export interface OpenApplicationProviderProps {
  children: ReactNode;
  /** The app's (app-state.ts), or a story's; by default one in memory. */
  store?: OpenApplicationStore;
}

export function OpenApplicationProvider({ children, store }: OpenApplicationProviderProps) {
  const [value] = useState(() => store ?? createOpenApplication());
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** A slice of the open application (its actions are stable); re-renders only when it changes. */
export function useOpenApplication<T>(select: (state: OpenApplicationState) => T): T {
  const store = useContext(Context);
  if (!store) throw new Error('useOpenApplication needs an <OpenApplicationProvider> above it');
  return useStore(store, select);
}
