import { SCOPES, type Scope } from '../../../../schema/constants';
import { seal, unseal } from './cipher';
import { clearPrivateCopies } from './private-copies';

/** The user object returned at login (customer spec §3: name, last login; suppliers also `activatedAt`). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: string;
  lastLoginAt?: string | null;
  activatedAt?: string | null;
  avatar?: string | null;
}

/** The stored token record: access token, expiry (ISO date-time) and scopes (the first decides the account type). */
export interface SessionToken {
  access: string;
  expire: string;
  scopes: Scope[];
}

export interface SessionState {
  user: SessionUser | null;
  token: SessionToken | null;
}

/** Shape of the `login` / `staffLogin` mutation result. */
export interface LoginPayload {
  user: SessionUser;
  accessToken: string;
  expiresAt: string;
  scopes: readonly string[];
}

/** localStorage entry names fixed by the spec (§4.1). */
export const USER_KEY = 'user';
export const TOKEN_KEY = 'token';

/** Valid only with an expiry, the required scope, and an expiry not earlier than now (customer spec §4.1). */
export function isTokenValid(
  token: SessionToken | null | undefined,
  scope: Scope,
  now = Date.now(),
): boolean {
  if (!token?.expire || !Array.isArray(token.scopes)) return false;
  if (!token.scopes.includes(scope)) return false;
  const expiry = Date.parse(token.expire);
  return !Number.isNaN(expiry) && expiry >= now;
}

/** First scope of the stored token (the account type), if any. */
export function firstScope(token: SessionToken | null | undefined): Scope | undefined {
  return token?.scopes[0];
}

function readJson<T>(key: string): T | null {
  try {
    const plain = unseal(localStorage.getItem(key));
    return plain ? (JSON.parse(plain) as T) : null;
  } catch {
    return null;
  }
}

function readToken(): SessionToken | null {
  const token = readJson<SessionToken>(TOKEN_KEY);
  if (!token || typeof token.access !== 'string' || !Array.isArray(token.scopes)) return null;
  return { ...token, scopes: token.scopes.filter((s): s is Scope => SCOPES.includes(s)) };
}

function readState(): SessionState {
  const user = readJson<SessionUser>(USER_KEY);
  const token = readToken();
  return user && token ? { user, token } : { user: null, token: null };
}

/** The stored bearer token, read straight from storage (GraphiQL uses it without the React app). */
export function readStoredAccessToken(): string | undefined {
  return readToken()?.access;
}

type Listener = () => void;

/**
 * The session as a tiny external store, so the router guards, the Apollo links and the error catalogue read
 * the same state outside React; components use `useSession()`.
 */
class SessionStore {
  private state: SessionState = readState();
  private listeners = new Set<Listener>();

  constructor() {
    if (typeof window !== 'undefined') {
      // Another tab logged in or out: follow it.
      window.addEventListener('storage', (event) => {
        if (event.key === null || event.key === USER_KEY || event.key === TOKEN_KEY) this.set(readState());
      });
    }
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  login(payload: LoginPayload): void {
    const token: SessionToken = {
      access: payload.accessToken,
      expire: payload.expiresAt,
      scopes: payload.scopes.filter((s): s is Scope => (SCOPES as readonly string[]).includes(s)),
    };
    const user: SessionUser = { ...payload.user };
    // Another account on this browser (the last one's session expired rather than ended): nothing of it stays.
    if (this.state.user?.id !== user.id) clearPrivateCopies();
    try {
      localStorage.setItem(USER_KEY, seal(JSON.stringify(user)));
      localStorage.setItem(TOKEN_KEY, seal(JSON.stringify(token)));
    } catch {
      // Storage full or blocked: the session lasts for this page only.
    }
    this.set({ user, token });
  }

  /** Replaces the stored user with fresher data from the server (`me`), keeping the token. */
  updateUser(user: SessionUser): void {
    if (!this.state.token || !this.state.user) return;
    const next = { ...this.state.user, ...user };
    if (JSON.stringify(next) === JSON.stringify(this.state.user)) return;
    try {
      localStorage.setItem(USER_KEY, seal(JSON.stringify(next)));
    } catch {
      // Kept in memory only.
    }
    this.set({ user: next, token: this.state.token });
  }

  /** Deletes both entries and every offline copy of private data (logout, invalid token, 401/403). */
  clear(): void {
    try {
      localStorage.removeItem(USER_KEY);
      localStorage.removeItem(TOKEN_KEY);
    } catch {
      // Nothing stored.
    }
    clearPrivateCopies();
    if (this.state.user || this.state.token) this.set({ user: null, token: null });
  }

  private set(next: SessionState): void {
    this.state = next;
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (error) {
        console.error(error);
      }
    }
  }
}

export const sessionStore = new SessionStore();
