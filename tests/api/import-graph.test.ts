import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = path.resolve('scripts/import-graph.mjs');
const checkout = mkdtempSync(path.join(tmpdir(), 'xplora-imports-'));
cpSync('server/src', path.join(checkout, 'server/src'), { recursive: true });
cpSync('tsconfig.json', path.join(checkout, 'tsconfig.json'));

afterAll(() => rmSync(checkout, { recursive: true, force: true }));

/** The server's import lint, as `npm run lint` runs it, on a copy of server/src. */
const lint = () => run(process.execPath, [script, 'server', '--max-up', '0', checkout]);

describe('server import lint', () => {
  it('passes on the tree as it is: no import runs back up, no known exception', async () => {
    const { stdout } = await lint();
    expect(stdout).toMatch(/0 running back up, 0 circles/);
  });

  it('fails on a new arrow back up (an entity of a lower module importing the booking module)', async () => {
    writeFileSync(
      path.join(checkout, 'server/src/modules/catalog/back-arrow.ts'),
      "export { Booking } from '../booking/booking.entity.js';\n",
    );
    await expect(lint()).rejects.toMatchObject({ code: 1 });
  });
});
