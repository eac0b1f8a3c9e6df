/**
 * Copies of a signed-in user's private data kept on the device for use without a connection (the voucher at a
 * meeting point). Each copy is keyed by its owner, so another account on the same browser never reads it, and the
 * session store removes them all when the session ends.
 */
const PREFIX = 'xplora.private.';
/** Copies stored before they were keyed by owner (`xplora.voucher.{bookingId}`): removed with the rest. */
const UNOWNED_PREFIX = 'xplora.voucher.';

const keyOf = (userId: string, name: string) => `${PREFIX}${userId}.${name}`;

export function savePrivateCopy(userId: string, name: string, data: unknown): void {
  try {
    localStorage.setItem(keyOf(userId, name), JSON.stringify(data));
  } catch {
    // Storage full or blocked: the page works online only.
  }
}

export function readPrivateCopy<T>(userId: string, name: string): T | null {
  try {
    const raw = localStorage.getItem(keyOf(userId, name));
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function dropPrivateCopy(userId: string, name: string): void {
  try {
    localStorage.removeItem(keyOf(userId, name));
  } catch {
    // Nothing stored.
  }
}

/** Removes every private copy of every user. */
export function clearPrivateCopies(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
    for (const key of keys)
      if (key.startsWith(PREFIX) || key.startsWith(UNOWNED_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
