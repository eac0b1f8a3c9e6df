import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity } from './catalog.fixtures.js';
import {
  setUp,
  tearDown,
  server,
  FUTURE_DAY,
  datedId,
  attributedId,
  marker,
  supplierA,
} from './catalog.context.js';

beforeAll(() => setUp('2031-03-16'));
afterAll(tearDown);

describe('REST /api/v1/activity', () => {
  it('answers the spec envelope with snake_case fields and the requested relations', async () => {
    const res = await server.http(
      'GET',
      '/api/v1/activity?status=1&page=1&size=8&with=images,category,destination,tags&orderBy=id:asc',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currentPage: 1, lastPage: Math.ceil(res.body.total / 8) });
    expect(res.body.data).toHaveLength(8);
    const first = res.body.data[0];
    expect(first).toMatchObject({
      id: expect.any(Number),
      base_price: expect.stringMatching(/^\d+\.\d{2}$/),
      comments_count: expect.any(Number),
      duration_quantity: expect.any(Number),
      duration_unit: expect.stringMatching(/^(days|hours|minutes)$/),
      destination_id: expect.any(Number),
      category_id: expect.any(Number),
      bookmarked: false,
      category: { id: expect.any(Number), name: expect.any(String) },
      destination: { id: expect.any(Number), name: expect.any(String) },
    });
    expect(first.images[0]).toMatchObject({ id: expect.any(Number), path: expect.any(String) });
    expect(first).not.toHaveProperty('origin');
    const bare = await server.http('GET', '/api/v1/activity?perPage=2');
    expect(bare.body.data[0]).not.toHaveProperty('images');
    expect(bare.body.data[0]).toHaveProperty('category_id');
  });

  it('applies every documented filter', async () => {
    const get = async (query: string) => {
      const res = await server.http('GET', `/api/v1/activity?perPage=100&${query}`);
      expect(res.status).toBe(200);
      return res.body.data as Record<string, any>[];
    };
    for (const a of await get('category_id=1,2')) expect([1, 2]).toContain(a.category_id);
    for (const a of await get('destination_id=1')) expect(a.destination_id).toBe(1);
    for (const a of await get('origin_id=2')) expect(a.origin_id).toBe(2);
    expect((await get(`starts_at=${FUTURE_DAY}`)).map((a) => a.id)).toEqual([datedId]);
    expect((await get(`attribute_id=6,7&s=${marker}`)).map((a) => a.id)).toEqual([attributedId]);
    for (const a of await get('base_price_gte=20&base_price_lte=40')) {
      expect(Number(a.base_price)).toBeGreaterThanOrEqual(20);
      expect(Number(a.base_price)).toBeLessThanOrEqual(40);
    }
    for (const a of await get('featured=true')) expect(a.featured).toBe(true);
    // Narrowed by a word of this run's own: other files publish "Paseo …" activities while this one runs.
    const word = `Cuarzo${marker.slice('Zafiro'.length)}`;
    const own = await createActivity(server, {
      supplierId: supplierA.supplierId,
      title: `Paseo al mirador ${word}`,
    });
    const accented = (await get(`s=${encodeURIComponent(`paséo ${word}`)}`)).map((a) => a.id);
    expect(accented).toEqual([own.id]);
    expect((await get(`s=${encodeURIComponent(`PASEO ${word.toUpperCase()}`)}`)).map((a) => a.id)).toEqual(
      accented,
    );
    const desc = (await get('orderBy=base_price:desc')).map((a) => Number(a.base_price));
    expect(desc).toEqual([...desc].sort((x, y) => y - x));
  });

  it('_gt and _lt are strict, _gte and _lte inclusive, at the exact boundary price', async () => {
    const ids = async (query: string) => {
      const res = await server.http('GET', `/api/v1/activity?perPage=100&${query}`);
      expect(res.status).toBe(200);
      return (res.body.data as { id: number; base_price: string }[]).map((a) => a.id);
    };
    const [sample] = (await server.http('GET', '/api/v1/activity?perPage=1')).body.data as {
      id: number;
      base_price: string;
    }[];
    const price = sample!.base_price;
    expect(await ids(`base_price_gt=${price}&base_price_lt=${Number(price) + 1}`)).not.toContain(sample!.id);
    expect(await ids(`base_price_gt=${Number(price) - 1}&base_price_lt=${price}`)).not.toContain(sample!.id);
    expect(await ids(`base_price_gte=${price}&base_price_lte=${price}`)).toContain(sample!.id);
    expect(
      await ids(`base_price_gt=${Number(price) - 0.01}&base_price_lt=${Number(price) + 0.01}`),
    ).toContain(sample!.id);
  });

  it('category_id as a list: comma-separated, repeated and the [] form give the same page', async () => {
    const page = (query: string) => server.http('GET', `/api/v1/activity?perPage=100&${query}`);
    const ids = async (query: string) => {
      const res = await page(query);
      expect(res.status, query).toBe(200);
      return (res.body.data as { id: number; category_id: number }[]).map((a) => a.id);
    };
    const expected = await ids('category_id=1,2');
    expect(expected.length).toBeGreaterThan(0);
    // Totals, not pages: other files publish activities meanwhile, and a page stops at 100.
    expect((await page('category_id=1,2')).body.total).toBeLessThan((await page('')).body.total);
    expect(await ids('category_id=1&category_id=2')).toEqual(expected);
    expect(await ids('category_id[]=1&category_id[]=2')).toEqual(expected);
    expect(await ids('category_id%5B%5D=1&category_id%5B%5D=2')).toEqual(expected);
    expect(await ids('category_id[]=1&category_id=2')).toEqual(expected);
    const bad = await server.http('GET', '/api/v1/activity?category_id[]=1&category_id[]=x');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ category_id: 'La categoría no es válida.' });
  });

  it('names error keys after the request parameters and refuses unknown ones', async () => {
    const cases: [string, Record<string, string>][] = [
      ['perPage=0', { perPage: expect.any(String) }],
      ['orderBy=nope:asc', { orderBy: expect.any(String) }],
      ['starts_at=2031-13-45', { starts_at: 'La fecha debe tener el formato AAAA-MM-DD.' }],
      ['base_price_gt=50&base_price_lt=10', { base_price_lt: expect.any(String) }],
      ['colour=red&page=1&Size=3', { colour: 'Parámetro desconocido.', Size: 'Parámetro desconocido.' }],
    ];
    for (const [query, errors] of cases) {
      const res = await server.http('GET', `/api/v1/activity?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.errors, query).toEqual(errors);
    }
  });

  it('a stale filter id answers 200 with an empty page; a malformed one stays a 422', async () => {
    for (const query of [
      'category_id=99999',
      'destination_id=99999',
      'origin_id=99999',
      'attribute_id=99999',
    ]) {
      const res = await server.http('GET', `/api/v1/activity?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.body, query).toMatchObject({ data: [], total: 0, currentPage: 1 });
    }
    expect((await server.http('GET', '/api/v1/activity?destination_id=abc')).status).toBe(422);
  });

  it('refuses bad parameters with 4xx and a Spanish message', async () => {
    const cases: [string, number, string][] = [
      ['base_price_gt=-1', 422, 'El precio mínimo no puede ser negativo.'],
      ['base_price_gt=abc', 422, 'El precio mínimo debe ser un número.'],
      ['base_price_gt=50&base_price_lt=10', 422, 'El precio mínimo no puede ser mayor que el precio máximo.'],
      ['category_id=1,x', 422, 'La categoría no es válida.'],
      ['starts_at=2031-13-45', 422, 'La fecha debe tener el formato AAAA-MM-DD.'],
      ['perPage=101', 422, 'El tamaño de página debe estar entre 1 y 100.'],
      ['size=500', 422, 'El tamaño de página debe estar entre 1 y 100.'],
      ['page=0', 422, 'El parámetro page debe ser un entero positivo.'],
      [
        'with=secret',
        422,
        'Relación desconocida: secret. Relaciones permitidas: images, category, destination, origin, tags.',
      ],
      [
        'orderBy=password:asc',
        422,
        'No se puede ordenar por "password". Columnas permitidas: id, title, base_price, price, rating, published_at, recommended, popularity, duration.',
      ],
      [
        'orderBy=id:sideways',
        422,
        'La dirección de orden debe ser asc o desc (columnas permitidas: id, title, base_price, price, rating, published_at, recommended, popularity, duration).',
      ],
      ['colour=red', 422, 'Parámetros desconocidos: colour.'],
      ['status=0', 422, 'La búsqueda pública solo lista actividades publicadas (status=1).'],
      ['featured=maybe', 422, 'El parámetro featured debe ser true o false.'],
    ];
    for (const [query, status, message] of cases) {
      const res = await server.http('GET', `/api/v1/activity?${query}`);
      expect({ query, status: res.status, message: res.body.message }).toEqual({ query, status, message });
    }
  });

  it('GET /api/v1/activity/{id} returns the activity with related data; unknown ids are 404', async () => {
    const res = await server.http('GET', '/api/v1/activity/3');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 3, display_title: expect.any(String), status: 1 });
    for (const key of ['images', 'tags', 'category', 'destination', 'prices', 'details', 'dates', 'comments'])
      expect(res.body).toHaveProperty(key);
    expect(res.body.details[0].type).toMatch(/^(attribute|highlight|unsuitable|question)$/);
    expect(res.body.dates[0]).toMatchObject({ starts_at: expect.any(String), times: expect.any(Array) });
    expect(res.body.comments[0]).toMatchObject({
      person_name: expect.any(String),
      rating: expect.any(Number),
    });
    const withRelations = await server.http(
      'GET',
      '/api/v1/activity/3?with=images,category,destination,dates.times',
    );
    expect(withRelations.status).toBe(200);
    expect(withRelations.body.id).toBe(3);
    expect((await server.http('GET', '/api/v1/activity/3?with=password')).status).toBe(422);
    for (const id of ['999999', 'abc']) {
      const missing = await server.http('GET', `/api/v1/activity/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'La actividad no existe.', code: 'NOT_FOUND' });
    }
  });
});
