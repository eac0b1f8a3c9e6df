/**
 * The spec stores the session "encrypted with a fixed symmetric cipher embedded in the client".
 * This is OBFUSCATION ONLY, not a security boundary: the key ships in the bundle, so anyone who can run
 * script on the page can read the values. It only keeps the token out of casual sight in DevTools.
 * The real protections are server-side: opaque, hashed, expiring and revocable tokens, plus the CSP.
 */
const KEY = new TextEncoder().encode('xplora·sesión·v1');
const PREFIX = 'x1.';

function xor(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i += 1) out[i] = bytes[i]! ^ KEY[i % KEY.length]! ^ ((i * 31) % 251);
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function seal(plain: string): string {
  return PREFIX + toBase64(xor(new TextEncoder().encode(plain)));
}

/** The plain text, or null when the value is missing, foreign or corrupt. */
export function unseal(sealed: string | null): string | null {
  if (!sealed?.startsWith(PREFIX)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(xor(fromBase64(sealed.slice(PREFIX.length))));
  } catch {
    return null;
  }
}
