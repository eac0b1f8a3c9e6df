import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('activity categories', () => {
  it('answers the GraphQL query with the active categories in id order', async () => {
    const res = await server.graphql<{ activityCategories: { id: string; name: string }[] }>(
      '{ activityCategories { id name } }',
    );
    expect(res.errors).toBeUndefined();
    const ids = res.data!.activityCategories.map((c) => Number(c.id));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('answers GET /api/v1/activity_category in the list envelope', async () => {
    const res = await server.http('GET', '/api/v1/activity_category?status=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currentPage: 1, lastPage: 1 });
    expect(res.body.total).toBe(res.body.data.length);
    expect(res.body.data[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), status: 1 });
    expect(res.headers.get('x-sql-count')).toBe('1');
  });

  it('refuses an unknown relation in `with` with a 422 and a Spanish message', async () => {
    const res = await server.http('GET', '/api/v1/activity_category?with=secret');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Relación desconocida: secret. Esta ruta no tiene relaciones.',
      errors: { with: 'Esta ruta no acepta relaciones.' },
    });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await server.http('GET', '/api/v1/no-such-route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Ruta no encontrada.', code: 'NOT_FOUND' });
  });
});
