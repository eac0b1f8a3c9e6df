import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DEPTH } from '../../server/src/graphql/apollo.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let production: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  production = await startTestServer({ env: 'production' });
});
afterAll(async () => {
  await server.stop();
  await production.stop();
});

describe('GraphQL gateway defences', () => {
  it(`rejects a query nested deeper than ${MAX_DEPTH} levels before running it`, async () => {
    // Unknown fields fail validation too; the point is that the depth rule is wired and reports.
    let selection = 'id';
    for (let i = 0; i < MAX_DEPTH + 1; i++) selection = `nested { ${selection} }`;
    const res = await server.graphql(`{ ${selection} }`);
    expect(res.status).toBe(400);
    expect(res.errors?.map((e) => e.message).join('\n')).toMatch(
      /supera la profundidad máxima \(10 niveles\)/,
    );
  });

  it('cyclic fragments are a 400 with a Spanish message, not a stack overflow (500)', async () => {
    const res = await server.graphql(
      'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }',
    );
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.errors?.[0]?.message).toMatch(/fragmentos que se incluyen a sí mismos/);
    const self = await server.graphql('{ ...A } fragment A on Query { activityCategories { id } ...A }');
    expect(self.status).toBe(400);
  });

  it('refuses simple (CSRF-able) requests: a header-less GET and a text/plain POST', async () => {
    const get = await server.http('GET', '/graphql?query=%7BactivityCategories%7Bid%7D%7D');
    expect(get.status).toBe(400);
    const plain = await server.http('POST', '/graphql', {
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(400);
  });

  it('refuses batched requests', async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { query: '{ activityCategories { id } }' },
        { query: '{ activityCategories { id } }' },
      ]),
    });
    expect(res.status).toBe(400);
  });

  it('does not suggest field names to clients', async () => {
    const res = await server.graphql('{ activityCategorie { id } }');
    expect(JSON.stringify(res.errors)).not.toMatch(/Did you mean/);
  });

  it('allows introspection in development and refuses it to anonymous callers in production', async () => {
    const dev = await server.graphql('{ __schema { queryType { name } } }');
    expect(dev.errors).toBeUndefined();
    const prod = await production.graphql('{ __schema { queryType { name } } }');
    expect(prod.errors?.[0]?.extensions?.code).toBe('INTROSPECTION_DISABLED');
  });

  it('answers malformed JSON with a 400 JSON body, never a 5xx', async () => {
    const res = await fetch(`${server.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'El cuerpo de la solicitud no es JSON válido.',
      code: 'BAD_REQUEST',
    });
  });

  it('answers an out-of-range variable with BAD_USER_INPUT, never a 5xx', async () => {
    const res = await server.graphql('query ($p: Int!) { activities(page: $p) { total } }', { p: 2 ** 40 });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const rest = await server.http('GET', '/api/v1/activity?page=99999999999');
    expect(rest.status).toBe(422);
  });

  it('reports liveness and readiness', async () => {
    expect((await server.http('GET', '/healthz')).body).toEqual({ status: 'ok' });
    expect((await server.http('GET', '/readyz')).body).toEqual({ status: 'ok', database: 'ok' });
  });
});
