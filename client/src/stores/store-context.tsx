import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './root-store';

const StoreContext = createContext<RootStore | null>(null);

export function StoreProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useStores(): RootStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStores() needs a <StoreProvider>');
  return store;
}

/** The store when a provider is there (shared widgets that also render in bare unit tests). */
export const useOptionalStores = (): RootStore | null => useContext(StoreContext);
