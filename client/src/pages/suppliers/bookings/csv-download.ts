import { readStoredAccessToken } from '../../../platform/session/session-store';

/**
 * Downloads `/api/v1/suppliers/bookings.csv` with the session's bearer token (a plain link would not send it) and
 * saves it as a file; the error message when the server refuses.
 */
export async function downloadBookingsCsv(query: URLSearchParams): Promise<string | null> {
  const token = readStoredAccessToken();
  const response = await fetch(`/api/v1/suppliers/bookings.csv?${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    return body?.message ?? 'No se pudo exportar.';
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'reservas.csv';
  link.click();
  URL.revokeObjectURL(url);
  return null;
}
