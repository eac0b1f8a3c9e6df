import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The requests of the proof-of-payment tests (a customer's payment, a supplier's commission payment). */

/** A JPEG with EXIF (camera make and a comment) as a phone's screenshot would carry. */
export function screenshot(make = 'TelefonoX'): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 200, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Make: make, ImageDescription: 'Caracas 10.50,-66.91' } })
    .toBuffer();
}

/** POSTs `file` as the multipart `image` to a proof address; status and parsed body. */
export async function uploadProofTo(
  url: string,
  token: string | undefined,
  file?: Buffer,
  type = 'image/jpeg',
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  if (file) form.append('image', new Blob([new Uint8Array(file)], { type }), 'captura.jpg');
  const res = await fetch(url, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

/** GETs a proof address: status, type, cache header and bytes. */
export async function readProofAt(url: string, token?: string) {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
    body: Buffer.from(await res.arrayBuffer()),
  };
}

/** The files of a folder of the private store (none when it does not exist yet). */
export async function privateFilesIn(dataDir: string, folder: string): Promise<string[]> {
  try {
    return await readdir(path.join(dataDir, 'private', folder));
  } catch {
    return [];
  }
}
