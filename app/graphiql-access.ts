import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Request, type Response, type Router } from 'express';
import type { Config } from '../server/src/config.js';
import { sessionProblem } from '../server/src/assembly/context.js';
import { bearerToken, hashToken } from '../server/src/graphql/context.js';
import { AccessToken } from '../server/src/modules/account/access-token.entity.js';

/**
 * GraphiQL in production, for signed-in admins only: its page and the files only it loads (editor, workers, styles).
 * Sessions are bearer tokens the client keeps in localStorage, so a navigation to /graphiql proves nothing. Without a
 * pass, /graphiql answers 403 with a small page of our own (client/graphiql-pass.html) that posts the stored token to
 * POST /graphiql/pass; an admin session gets a pass cookie for ten minutes and the page reloads into GraphiQL.
 *
 * The pass names the session and is signed with the session's own secret hash, so it is worthless as an API
 * credential, needs no key shared between replicas, and dies with the session (logout, expiry, closed account).
 * It is HttpOnly, SameSite=Strict, Secure on https, and sent only to /graphiql and /assets.
 */

const COOKIE = 'xplora_graphiql';
const PASS_SECONDS = 600;
const COOKIE_PATHS = ['/graphiql', '/assets'];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** Files (as request paths) that only GraphiQL loads: those of its entry, minus anything another entry loads too. */
function graphiqlOnlyFiles(clientDist: string): Set<string> {
  const file = path.join(clientDist, '.vite', 'manifest.json');
  const manifest = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const reachable = (keys: string[]) => {
    const seen = new Set<string>();
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const f of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${f}`);
      [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };
  const others = reachable(
    Object.keys(manifest).filter((k) => manifest[k]!.isEntry && k !== 'graphiql.html'),
  );
  const only = [...reachable(['graphiql.html'])].filter((f) => !others.has(f));
  return new Set(['/graphiql.html', ...only]);
}

function signature(token: AccessToken, expires: number): Buffer {
  return createHmac('sha256', token.tokenHash).update(`graphiql|${token.id}|${expires}`).digest();
}

function cookies(req: Request, name: string): string[] {
  return (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .filter(([key]) => key === name)
    .map(([, value]) => value ?? '');
}

const isAdminSession = (token: AccessToken | null): token is AccessToken =>
  !!token && !sessionProblem(token) && token.scopes.includes('admin');

export function graphiqlAccess({ config, orm }: { config: Config; orm: MikroORM }): Router {
  const router = express.Router();
  const adminOnly = graphiqlOnlyFiles(config.clientDist);
  const passPage = path.join(config.clientDist, 'graphiql-pass.html');
  const refusal = existsSync(passPage) ? readFileSync(passPage, 'utf8') : 'Solo para administradores.';

  const holdsPass = async (req: Request): Promise<boolean> => {
    for (const value of cookies(req, COOKIE)) {
      const [id, expires, mac] = value.split('.');
      if (!/^\d{1,15}$/.test(id ?? '') || !(Number(expires) * 1000 > Date.now()) || !mac) continue;
      const token = await orm.em.fork().findOne(AccessToken, Number(id), { populate: ['user'] });
      if (!isAdminSession(token)) continue;
      const expected = signature(token, Number(expires));
      const given = Buffer.from(mac, 'base64url');
      if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
    }
    return false;
  };

  router.post('/graphiql/pass', async (req: Request, res: Response) => {
    const raw = bearerToken(req.headers.authorization);
    const token = raw
      ? await orm.em.fork().findOne(AccessToken, { tokenHash: hashToken(raw) }, { populate: ['user'] })
      : null;
    res.set('Cache-Control', 'no-store');
    if (!token || sessionProblem(token)) {
      res.status(401).json({ message: 'Inicia sesión como administrador.', code: 'UNAUTHENTICATED' });
      return;
    }
    if (!isAdminSession(token)) {
      res.status(403).json({ message: 'GraphiQL es solo para administradores.', code: 'FORBIDDEN' });
      return;
    }
    const expires = Math.floor(Date.now() / 1000) + PASS_SECONDS;
    const value = `${token.id}.${expires}.${signature(token, expires).toString('base64url')}`;
    const secure = req.secure || config.publicUrl.startsWith('https://');
    for (const cookiePath of COOKIE_PATHS)
      res.cookie(COOKIE, value, {
        path: cookiePath,
        maxAge: PASS_SECONDS * 1000,
        httpOnly: true,
        sameSite: 'strict',
        secure,
      });
    res.status(204).end();
  });

  router.use(async (req, res, next) => {
    // The precompressed twins (x.js.br, x.js.gz) are the same files.
    const file = req.path.replace(/\.(br|gz)$/, '');
    const page = file === '/graphiql' || file.startsWith('/graphiql/') || file === '/graphiql.html';
    if (!page && !adminOnly.has(file)) return next();
    if (await holdsPass(req)) {
      res.locals.adminOnly = true; // never kept by a shared cache (app/http.ts, assetCacheHeaders)
      res.vary('Cookie');
      return next();
    }
    res.status(403).set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
    if (page && (req.method === 'GET' || req.method === 'HEAD')) res.type('html').send(refusal);
    else res.type('text').send('Solo para administradores.');
  });
  return router;
}
