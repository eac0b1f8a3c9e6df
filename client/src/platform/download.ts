import { readStoredAccessToken } from './session/session-store';

/**
 * Fetches a private file of `/api/v1` with the session's bearer token and hands it to the browser as a download
 * named `filename`. Rejects on any answer but 2xx, with the server's message when it sent one (else the status).
 */
export async function downloadPrivateFile(path: string, filename: string): Promise<void> {
  const token = readStoredAccessToken();
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? String(res.status));
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
