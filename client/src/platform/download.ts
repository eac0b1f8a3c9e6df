import { readStoredAccessToken } from './session/session-store';

/**
 * Fetches a private file of `/api/v1` with the session's bearer token and hands it to the browser as a download
 * named `filename`. Rejects on any answer but 2xx (the caller shows its own message).
 */
export async function downloadPrivateFile(path: string, filename: string): Promise<void> {
  const token = readStoredAccessToken();
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(String(res.status));
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
