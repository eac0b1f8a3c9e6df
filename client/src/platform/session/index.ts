export { SessionProvider } from './SessionProvider';
export { useSession, type Session } from './use-session';
export { useLogout } from './use-logout';
export {
  firstScope,
  isTokenValid,
  sessionStore,
  type LoginPayload,
  type SessionState,
  type SessionToken,
  type SessionUser,
} from './session-store';
export { dropPrivateCopy, readPrivateCopy, savePrivateCopy } from './private-copies';
