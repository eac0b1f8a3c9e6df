import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './embedded-postgres.js';

describe('the embedded PostgreSQL port', () => {
  it('is the preferred one when free, another free one when something listens there', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const busy = (taken.address() as { port: number }).port;
    const other = await freePort(busy);
    expect(other).not.toBe(busy);
    expect(other).toBeGreaterThan(0);
    await new Promise((resolve) => taken.close(resolve));
    expect(await freePort(busy)).toBe(busy);
  });
});
