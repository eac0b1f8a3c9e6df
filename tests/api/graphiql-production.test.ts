import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/src/graphql/context.js';
import { AccessToken } from '../../server/src/modules/account/access-token.entity.js';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { createSupplier, createUser, tokenFor } from './catalog.fixtures.js';
import { buildClient } from './support/client-build.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * GraphiQL in production is an admin's only: a visitor, a customer or a supplier gets neither its page nor its
 * bundle (the editor, its workers, its styles); an admin session gets a short-lived pass cookie and then both.
 * Development keeps it open. Real server, fresh client build.
 */

let dir: string;
let production: TestServer;
let development: TestServer;
/** Request paths of the files only GraphiQL loads, read from the build's manifest. */
let graphiqlFiles: string[];
/** A file the public site loads (the main entry): never gated. */
let publicEntry: string;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  assets?: string[];
}

async function get(server: TestServer, pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + pathname, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

async function askForPass(server: TestServer, token?: string) {
  const res = await fetch(`${server.url}/graphiql/pass`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, cookies: res.headers.getSetCookie() };
}

/** The cookie header a browser would send back (name=value of each Set-Cookie). */
const cookieHeader = (setCookies: string[]) => ({
  cookie: [...new Set(setCookies.map((c) => c.split(';')[0]!))].join('; '),
});

/** GraphiQL itself: its mount point or its entry script. */
const isGraphiql = (html: string) => html.includes('<div id="graphiql">') || html.includes(graphiqlFiles[0]!);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'xplora-graphiql-'));
  await buildClient(dir);
  const manifest = JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = manifest['graphiql.html']!;
  graphiqlFiles = [entry.file, ...(entry.css ?? []), ...(entry.assets ?? [])].map((f) => `/${f}`);
  publicEntry = `/${manifest['index.html']!.file}`;
  [production, development] = await Promise.all([
    startTestServer({ env: 'production', clientDist: dir }),
    startTestServer({ clientDist: dir }),
  ]);
}, 240_000);

afterAll(async () => {
  await Promise.all([production?.stop(), development?.stop()]);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('GraphiQL in production', () => {
  it('a visitor gets a Spanish 403 page of our own, never the GraphiQL page nor its bundle', async () => {
    expect(graphiqlFiles.some((f) => f.includes('worker'))).toBe(true);
    for (const pathname of ['/graphiql', '/graphiql/', '/graphiql/graphiql.html', '/graphiql.html']) {
      const { status, headers, body } = await get(production, pathname);
      expect(status, pathname).toBe(403);
      expect(headers.get('cache-control'), pathname).toBe('no-store');
      expect(isGraphiql(body), pathname).toBe(false);
    }
    const page = (await get(production, '/graphiql/')).body;
    expect(page).toContain('GraphiQL es solo para administradores');
    expect(page).toContain('href="/admin/login"');
    // Its script (it hands the stored session over) is public; GraphiQL's files are not.
    const script = /<script type="module"[^>]*src="([^"]+)"/.exec(page)![1]!;
    expect((await get(production, script)).status).toBe(200);
    for (const file of graphiqlFiles) expect((await get(production, file)).status, file).toBe(403);
    expect((await get(production, publicEntry)).status).toBe(200);
  });

  it('a customer or supplier session gets no pass, and so no GraphiQL', async () => {
    const customer = await tokenFor(production, await createUser(production, UserRole.Client));
    const { token: supplier } = await createSupplier(production);
    for (const token of [customer, supplier]) {
      const pass = await askForPass(production, token);
      expect(pass.status).toBe(403);
      expect(pass.cookies).toEqual([]);
      const page = await get(production, '/graphiql/', { authorization: `Bearer ${token}` });
      expect(page.status).toBe(403);
      expect(isGraphiql(page.body)).toBe(false);
    }
    expect((await askForPass(production)).status).toBe(401);
    expect((await askForPass(production, 'not-a-session')).status).toBe(401);
  });

  it('an admin session gets a short-lived HttpOnly pass, then the GraphiQL page and its files', async () => {
    const admin = await tokenFor(production, await createUser(production, UserRole.Admin));
    const pass = await askForPass(production, admin);
    expect(pass.status).toBe(204);
    expect(pass.cookies).toHaveLength(2);
    for (const [cookie, scope] of pass.cookies.map((c, i) => [c, ['/graphiql', '/assets'][i]])) {
      expect(cookie).toMatch(new RegExp(`^xplora_graphiql=[^;]+; Max-Age=600; Path=${scope}; Expires=`));
      expect(cookie).toMatch(/; HttpOnly; SameSite=Strict$/); // Secure only over https
    }
    const withPass = cookieHeader(pass.cookies);

    const page = await get(production, '/graphiql/', withPass);
    expect(page.status).toBe(200);
    expect(isGraphiql(page.body)).toBe(true);
    expect(page.headers.get('cache-control')).toMatch(/^private/);
    for (const file of graphiqlFiles) {
      const res = await get(production, file, withPass);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe('private, max-age=31536000, immutable');
    }

    // A pass is bound to its session and signed with it: a tampered one, or one outliving its session, opens nothing.
    const [name, value] = withPass.cookie.split('=') as [string, string];
    const [id, expires, mac] = value.split('.');
    for (const forged of [
      `${id}.${Number(expires) + 3600}.${mac}`,
      `${Number(id) + 1}.${expires}.${mac}`,
      `${id}.${expires}.${mac!.slice(1)}A`,
    ])
      expect((await get(production, '/graphiql/', { cookie: `${name}=${forged}` })).status).toBe(403);
    const em = production.db.orm.em.fork() as EntityManager;
    const session = await em.findOneOrFail(AccessToken, { tokenHash: hashToken(admin) });
    session.revokedAt = new Date();
    await em.flush();
    const afterLogout = await get(production, '/graphiql/', withPass);
    expect(afterLogout.status).toBe(403);
    expect(isGraphiql(afterLogout.body)).toBe(false);
  });
});

describe('GraphiQL in development', () => {
  it('stays open, with no pass', async () => {
    const page = await get(development, '/graphiql/');
    expect(page.status).toBe(200);
    expect(isGraphiql(page.body)).toBe(true);
    for (const file of graphiqlFiles) expect((await get(development, file)).status, file).toBe(200);
  });
});
