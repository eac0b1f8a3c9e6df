import { useContext } from 'react';
import { SessionContext, useSessionState, type SessionApi } from './SessionProvider';
import type { SessionState } from './session-store';

export type Session = SessionState & SessionApi;

/** The current user and token, plus `login(payload)` and `logout()`. */
export function useSession(): Session {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession() needs <SessionProvider>.');
  const state = useSessionState();
  return { ...state, ...api };
}
