import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../server/src/config.js';
import { DEMO_ACCOUNTS } from '../../server/src/db/seed/demo-accounts.js';
import { startTestServer } from './support/test-server.js';

/** Issue 15, finding 1 (demo accounts in production) and the compose file's database password (finding 14). */

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

function environment(values: Record<string, string | undefined>) {
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'SEED_DEMO']) delete process.env[name];
  process.env.VOUCHER_SECRET = 'a-production-voucher-secret-of-32-chars';
  for (const [name, value] of Object.entries(values)) if (value !== undefined) process.env[name] = value;
}

describe('demo accounts in production', () => {
  it('the production image with no settings does not seed, and refuses the demo password', () => {
    environment({ NODE_ENV: 'production' });
    expect(loadConfig()).toMatchObject({ seedDemo: false, demoPasswordAllowed: false });
  });

  it('production seeds only with an explicit SEED_DEMO=1 (a demo: the demo password is then expected)', () => {
    environment({ NODE_ENV: 'production', SEED_DEMO: '1' });
    expect(loadConfig()).toMatchObject({ seedDemo: true, demoPasswordAllowed: true });
    environment({ NODE_ENV: 'production', SEED_DEMO: '0' });
    expect(loadConfig()).toMatchObject({ seedDemo: false, demoPasswordAllowed: false });
  });

  it('npm start (not production) on the embedded database still seeds the demo as before', () => {
    environment({});
    expect(loadConfig()).toMatchObject({ env: 'development', seedDemo: true, demoPasswordAllowed: true });
    environment({ DATABASE_URL: 'postgresql://x@127.0.0.1/x' });
    expect(loadConfig().seedDemo).toBe(false);
  });

  it('a production start on a database whose demo accounts keep the demo password refuses, naming them', async () => {
    const started = startTestServer({ env: 'production', demoPasswordAllowed: false });
    await expect(started).rejects.toThrow(/contraseña de demostración/);
    await expect(started).rejects.toThrow(new RegExp(DEMO_ACCOUNTS[4].email.replace('.', '\\.')));
  });
});

describe('voucher secret', () => {
  it('production refuses to start without VOUCHER_SECRET or with a short one; development has its own', () => {
    environment({ NODE_ENV: 'production', VOUCHER_SECRET: '' });
    expect(() => loadConfig()).toThrow(/VOUCHER_SECRET es requerida en producción/);
    environment({ NODE_ENV: 'production', VOUCHER_SECRET: 'corta' });
    expect(() => loadConfig()).toThrow(/VOUCHER_SECRET debe tener al menos 32 caracteres/);
    environment({ VOUCHER_SECRET: '' });
    expect(loadConfig().voucherSecret.length).toBeGreaterThanOrEqual(32);
  });
});

describe('docker-compose.yml', () => {
  it('takes the database password from the environment (.env), never a literal', () => {
    const compose = parse(readFileSync('docker-compose.yml', 'utf8'));
    const password = compose.services.db.environment.POSTGRES_PASSWORD as string;
    expect(password).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    expect(compose.services.app.environment.DATABASE_URL).toContain('${POSTGRES_PASSWORD:?');
    expect(readFileSync('.env.example', 'utf8')).toMatch(/^POSTGRES_PASSWORD=$/m);
  });
});
