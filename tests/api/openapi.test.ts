import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath, summaries } from '../../rest-compat/src/openapi/document.js';
import { OUTSIDE_TABLE_OPERATIONS } from '../../rest-compat/src/openapi/outside-table.js';
import { routes } from '../../rest-compat/src/routes/index.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let doc: { openapi: string; paths: Record<string, Record<string, Record<string, any>>> };

beforeAll(async () => {
  server = await startTestServer();
  const res = await server.http('GET', '/api/v1/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  doc = res.body;
});
afterAll(() => server.stop());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

describe('GET /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists exactly the route table (plus the image upload and the voucher PDF served before it)', () => {
    const expected = [
      ...routes.map((r) => `${r.method} ${openApiPath(r.path)}`),
      ...OUTSIDE_TABLE_OPERATIONS.map((o) => `${o.method} ${openApiPath(o.path)}`),
    ].sort();
    expect(
      operations()
        .map((o) => o.key)
        .sort(),
    ).toEqual(expected);
    expect(new Set(expected).size).toBe(expected.length);
  });

  it('gives every route a Spanish and an English summary, its path parameters and its error responses', () => {
    for (const route of routes) {
      const { es, en } = summaries(route);
      expect(es, `${route.method} ${route.path}`).toMatch(/\S/);
      expect(en, `${route.method} ${route.path} has no English summary`).toMatch(/\S/);
      const op = doc.paths[openApiPath(route.path)]![route.method.toLowerCase()]!;
      expect(op.summary).toBe(es);
      expect(op['x-summary-en']).toBe(en);
      const inPath = (op.parameters as { in: string; name: string }[]).filter((p) => p.in === 'path');
      expect(inPath.map((p) => p.name)).toEqual([...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]));
      expect(Object.keys(op.responses)).toContain(String(route.status ?? 200));
      expect(op.responses['429']).toBeDefined();
      expect(op['x-partner-scope']).toBe(route.partnerScope);
    }
  });

  it('derives bodies, list parameters, roles and scopes from the routes', () => {
    const booking = doc.paths['/activity/{id}/booking']!.post!;
    const body = booking.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['activity_date_id', 'activity_time_id', 'details']);
    expect(body.properties.details.items.required).toEqual(['activity_price_id', 'quantity']);
    expect(body.properties.activity_id).toBeUndefined(); // the path gives it
    expect(booking['x-partner-scope']).toBe('bookings:write');
    expect(booking['x-roles']).toEqual(['client']);

    const search = doc.paths['/activity']!.get!;
    const names = search.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['page', 'perPage', 'orderBy', 'with', 'cache', 'category_id']),
    );
    expect(search.security).toContainEqual({});
    const list = search.responses['200'].content['application/json'].schema;
    expect(list.required).toEqual(['data', 'currentPage', 'lastPage', 'total']);
    expect(list.properties.data.items.properties).toHaveProperty('base_price');
    const facets = list.properties.facets.properties;
    for (const group of ['categories', 'destinations', 'origins', 'attributes'])
      expect(facets[group].items.properties, group).toHaveProperty('count');
    expect(facets).toHaveProperty('price_ranges');

    const suppliers = doc.paths['/supplier']!.get!;
    expect(suppliers['x-roles']).toEqual(['admin']);
    expect(suppliers.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/exchange_rate']!.post!['x-xplora-addition']).toBe(true);
    expect(doc.paths['/booking/order']!.post!['x-xplora-addition']).toBe(false);
  });
});

describe('GET /api/docs', () => {
  it('answers the Swagger UI page with every script and style served from this origin', async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const html = await res.text();
    expect(html).not.toMatch(/<script>/i); // no inline script: everything is a file of ours
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.sort()).toEqual([
      '/api/docs/assets/favicon-32x32.png',
      '/api/docs/assets/swagger-ui-bundle.js',
      '/api/docs/assets/swagger-ui.css',
      '/api/docs/start.js',
    ]);
    for (const asset of assets) {
      const file = await fetch(`${server.url}${asset}`);
      expect(file.status, asset).toBe(200);
      expect(file.headers.get('content-type'), asset).toMatch(/javascript|css|png/);
      await file.arrayBuffer();
    }
    const start = await (await fetch(`${server.url}/api/docs/start.js`)).text();
    expect(start).toContain("url: '/api/v1/openapi.json'");
    expect(start).toContain('validatorUrl: null');
    expect((await fetch(`${server.url}/api/docs/assets/index.html`)).status).toBe(404);
  });
});
