import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ALIASES } from '../../server/src/graphql/alias-limit.js';
import { MAX_COMPLEXITY } from '../../server/src/graphql/apollo.js';
import { supplierActor } from './admin-fixtures.js';
import { createActivity, lookups, upload } from './supplier-portal.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 8, reliability 5: headers, body and upload limits, GraphQL cost limits. Already covered elsewhere and not
 * repeated here: depth (gateway.test.ts), batched requests and CSRF (gateway.test.ts), "Did you mean" on a misspelled
 * field (gateway.test.ts), spoofed/oversized/missing upload (supplier-portal-details.test.ts).
 */

let server: TestServer;
let production: TestServer;
let clientDist: string;

beforeAll(async () => {
  // A stand-in client build: the headers are the server's, whatever the bundle holds.
  clientDist = mkdtempSync(path.join(tmpdir(), 'xplora-client-'));
  writeFileSync(
    path.join(clientDist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  [server, production] = await Promise.all([
    startTestServer({ clientDist }),
    startTestServer({ clientDist, env: 'production' }),
  ]);
});

afterAll(async () => {
  await Promise.all([server?.stop(), production?.stop()]);
  rmSync(clientDist, { recursive: true, force: true });
});

function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers', () => {
  // A public page (rendered on the server once built), a static one and a private screen (the client shell).
  it.each(['/', '/help', '/suppliers/activity'])(
    'client page %s: CSP whose script-src has no unsafe-inline/unsafe-eval, no X-Powered-By',
    async (page) => {
      for (const s of [server, production]) {
        const res = await fetch(s.url + page);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/text\/html/);
        const csp = directives(res.headers.get('content-security-policy'));
        const scripts = csp.get('script-src') ?? csp.get('default-src');
        expect(scripts, 'script-src or default-src').toBeDefined();
        expect(scripts).not.toContain("'unsafe-inline'");
        expect(scripts).not.toContain("'unsafe-eval'");
        expect(csp.get('object-src')).toEqual(["'none'"]);
        expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
        expect(res.headers.get('x-powered-by')).toBeNull();
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      }
    },
  );

  it('no X-Powered-By on GraphQL, REST, errors and health', async () => {
    const answers = await Promise.all([
      server.http('POST', '/graphql', { body: { query: '{ __typename }' } }),
      server.http('GET', '/api/v1/activity'),
      server.http('GET', '/api/v1/no-such-route'),
      server.http('GET', '/healthz'),
      server.http('POST', '/graphql', { body: { query: '{' } }),
    ]);
    for (const res of answers) expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('HSTS for a year (with subdomains) in production', async () => {
    const res = await fetch(production.url + '/');
    const hsts = res.headers.get('strict-transport-security') ?? '';
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toMatch(/includeSubDomains/);
  });
});

describe('request body limits', () => {
  it('a 2 MB JSON body is 413 with the JSON error body on /graphql and /api/v1, never a 5xx', async () => {
    const huge = 'x'.repeat(2 * 1024 * 1024);
    const gql = await server.http('POST', '/graphql', {
      body: {
        query: 'query ($t: String) { activities(filter: { text: $t }) { total } }',
        variables: { t: huge },
      },
    });
    expect(gql.status).toBe(413);
    expect(gql.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const rest = await server.http('POST', '/api/v1/login', { body: { email: huge, password: 'x' } });
    expect(rest.status).toBe(413);
    expect(rest.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    // the server is still fine afterwards
    expect((await server.http('GET', '/healthz')).status).toBe(200);
  });
});

describe('upload limits (beyond supplier-portal-details.test.ts)', () => {
  it('an SVG, a zero-byte file and a PNG header glued to HTML are refused; nothing stored', async () => {
    const a = await supplierActor(server);
    const activity = await createActivity(server, a.token, await lookups(server));
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const polyglot = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const cases = [
      { data: svg, name: 'a.svg', type: 'image/svg+xml' },
      { data: svg, name: 'a.png', type: 'image/png' },
      { data: Buffer.alloc(0), name: 'empty.jpg', type: 'image/jpeg' },
      { data: polyglot, name: 'poly.png', type: 'image/png' },
    ];
    for (const file of cases) {
      const res = await upload(server, activity.id, a.token, file);
      expect([400, 415, 422], `${file.name}: ${res.status} ${JSON.stringify(res.body)}`).toContain(
        res.status,
      );
    }
    const [row] = await server.db.orm.em
      .fork()
      .execute<{ n: number }[]>('select count(*)::int as n from activity_images where activity_id = ?', [
        activity.id,
      ]);
    expect(row!.n).toBe(0);
  });
});

describe('GraphQL cost limits', () => {
  it(`aliases: ${MAX_ALIASES} pass, ${MAX_ALIASES + 1} are refused before any resolver runs`, async () => {
    const aliased = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: activityCategories { id }`).join(' ')} }`;
    const ok = await server.graphql(aliased(MAX_ALIASES));
    expect(ok.errors).toBeUndefined();
    const refused = await server.graphql(aliased(MAX_ALIASES + 1));
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(refused.data ?? null).toBeNull();
  });

  it('50 aliased logins in one request are refused outright (no 50 password checks)', async () => {
    const logins = Array.from(
      { length: 50 },
      (_, i) => `l${i}: login(input: { email: "cliente@xplora.test", password: "intento-${i}" }) { token }`,
    ).join(' ');
    const started = Date.now();
    const res = await server.graphql(`mutation { ${logins} }`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a fragment bomb (each fragment spreading the previous twice, 12 levels) is merged, not multiplied', async () => {
    const fragments = ['fragment F0 on Query { activityCategories { id name } }'];
    for (let i = 1; i <= 12; i++) fragments.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`);
    const started = Date.now();
    const res = await server.graphql<{ activityCategories: unknown[] }>(`{ ...F12 } ${fragments.join(' ')}`);
    expect(res.errors).toBeUndefined();
    expect(res.data!.activityCategories.length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('complexity: a document over the budget is refused; a normal page is not', async () => {
    // Each 100-item page of 17 fields costs about 1 800 (page size × one item).
    const fields =
      'id title slug summary description basePrice rating commentsCount durationQuantity maxParticipants ' +
      'minParticipants expectedParticipants featured status createdAt departureAddress cancelBefore';
    const pages = Math.ceil(MAX_COMPLEXITY / 1800) + 1;
    const many = `{ ${Array.from({ length: pages }, (_, i) => `p${i}: activities(perPage: 100) { items { ${fields} } }`).join(' ')} }`;
    const res = await server.graphql(many);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/^Consulta demasiado costosa/);
    const page = await server.graphql(
      '{ activities(perPage: 24) { total items { id title slug basePrice images { id } } } }',
    );
    expect(page.errors).toBeUndefined();
  });

  it('a bad enum in variables does not suggest valid values (schema details stay hidden)', async () => {
    const res = await server.graphql('query ($c: Currency!) { latestExchangeRate(currency: $c) { rate } }', {
      c: 'usd',
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(res.errors)).not.toMatch(/Did you mean/);
  });
});
