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

/** What the server renders (it never reads a session) and what hydration starts from; the stored one follows. */
const ANONYMOUS: SessionState = { user: null, token: null };
const serverSnapshot = (): SessionState => ANONYMOUS;

export function useSessionState(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, serverSnapshot);
}
