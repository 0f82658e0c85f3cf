import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { configurationMachine } from '../../machines/configuration.machine';
import type { errorLogSenderMachine } from '../../machines/errorLogSender.machine';
import type { contentChangesMachine } from '../../machines/contentChanges.machine';
import type { localeMachine } from '../../machines/locale.machine';
import type { preferencesMachine } from '../../machines/preferences.machine';
import type { sessionMachine } from '../../machines/session.machine';
import type { startupMachine } from '../../machines/startup.machine';
import type { themeMachine } from '../../machines/theme.machine';
import type { unreadNotificationsMachine } from '../../machines/unreadNotifications.machine';
import type { webviewBridgeMachine } from '../../machines/webviewBridge.machine';
import type { Platform } from './platform';

/**
 * The long-lived actors of the portal (the shell's flows, created by `src/shell/actors.ts`).
 * Views subscribe to them; nothing else holds their state.
 */
export interface AppActors {
  startup: ActorRefFrom<typeof startupMachine>;
  session: ActorRefFrom<typeof sessionMachine>;
  locale: ActorRefFrom<typeof localeMachine>;
  theme: ActorRefFrom<typeof themeMachine>;
  languages: ActorRefFrom<typeof configurationMachine>;
  preferences: ActorRefFrom<typeof preferencesMachine>;
  contentChanges: ActorRefFrom<typeof contentChangesMachine>;
  /** the bell's count of unread notifications, while someone is signed in */
  unreadNotifications: ActorRefFrom<typeof unreadNotificationsMachine>;
  /** the native shell around the portal, when there is one (requirements#web-view) */
  webviewBridge: ActorRefFrom<typeof webviewBridgeMachine>;
  /** failed calls sent to the error log (requirements#error-log) */
  errorLog: ActorRefFrom<typeof errorLogSenderMachine>;
}

export interface AppContextValue {
  platform: Platform;
  actors: AppActors;
}

/** What every route's `beforeLoad` and loader receives. */
export type RouterContext = AppContextValue;

const AppContext = createContext<AppContextValue | null>(null);

export function AppProvider({ value, children }: { value: AppContextValue; children: ReactNode }) {
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

/** The app's context where there may be none (a form rendered on its own, as in its tests). */
export function useOptionalApp(): AppContextValue | null {
  return useContext(AppContext);
}

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside AppProvider');
  return value;
}
