import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../app/http.js';

/** The security headers set once per answer from a list worked out at startup are exactly helmet's own. */

const OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: { directives: { 'script-src': ["'self'"], 'upgrade-insecure-requests': null } },
  crossOriginEmbedderPolicy: false,
};

let server: http.Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.get('/helmet', helmet(OPTIONS), (_req, res) => void res.send('ok'));
  app.get('/copy', securityHeaders(OPTIONS), (_req, res) => void res.send('ok'));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function headersOf(path: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}${path}`);
  await res.text();
  const headers = Object.fromEntries(res.headers);
  delete headers.date;
  return headers;
}

describe('securityHeaders', () => {
  it('sets the same headers as helmet with the same options, X-Powered-By removed', async () => {
    const copy = await headersOf('/copy');
    expect(copy).toEqual(await headersOf('/helmet'));
    expect(copy['content-security-policy']).toContain("script-src 'self'");
    expect(copy['strict-transport-security']).toBeDefined();
    expect(copy['x-powered-by']).toBeUndefined();
  });
});
