import { createContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { sessionStore, type LoginPayload, type SessionState } from './session-store';

export interface SessionApi {
  login(payload: LoginPayload): void;
  /** Clears the stored user and token locally (see `useLogout` for the full logout with the server call). */
  logout(): void;
}

export const SessionContext = createContext<SessionApi | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useMemo<SessionApi>(
    () => ({
      login: (payload) => sessionStore.login(payload),
      logout: () => sessionStore.clear(),
    }),
    [],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}

export function useSessionState(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
}
