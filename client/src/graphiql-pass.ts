import { readStoredAccessToken } from './platform/session/session-store';

/**
 * The page the server sends in production instead of GraphiQL when the request carries no admin pass (a navigation
 * carries no bearer token): it hands the stored session token to the server once, which answers with a short-lived
 * pass cookie if the session is an admin's, and reloads. Anyone else is told to sign in as an admin.
 */

const RETRY_KEY = 'xplora.graphiql.pass';
/** A reload within this long of the last pass still showed this page: the cookie did not stick, do not loop. */
const RETRY_MS = 10_000;

function show(id: 'refused' | 'failed'): void {
  document.getElementById('graphiql-checking')!.hidden = true;
  document.getElementById(`graphiql-${id}`)!.hidden = false;
}

async function askForPass(): Promise<void> {
  const token = readStoredAccessToken();
  if (!token) return show('refused');
  const last = Number(sessionStorage.getItem(RETRY_KEY) ?? 0);
  if (Date.now() - last < RETRY_MS) {
    sessionStorage.removeItem(RETRY_KEY);
    return show('failed');
  }
  const res = await fetch('/graphiql/pass', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
  });
  if (!res.ok) return show(res.status === 401 || res.status === 403 ? 'refused' : 'failed');
  sessionStorage.setItem(RETRY_KEY, String(Date.now()));
  location.reload();
}

askForPass().catch(() => show('failed'));
