import { createContext, useContext, type ReactNode } from 'react';
import type { AppActors } from './actors';
import type { AppServices } from './services';

export interface AppContextValue {
  services: AppServices;
  actors: AppActors;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppProvider({ value, children }: { value: AppContextValue; children: ReactNode }) {
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside AppProvider');
  return value;
}
