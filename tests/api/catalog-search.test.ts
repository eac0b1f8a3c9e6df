import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity } from './catalog.fixtures.js';
import {
  setUp,
  tearDown,
  server,
  type Item,
  gql,
  SEARCH,
  search,
  searchAll,
  FUTURE_DAY,
  supplierA,
  pendingId,
  datedId,
  attributedId,
  marker,
} from './catalog.context.js';

beforeAll(() => setUp('2031-03-14'));
afterAll(tearDown);

describe('activities: filters (every returned item satisfies the filter)', () => {
  it('categoryIds keeps only those categories', async () => {
    const items = await searchAll({ categoryIds: ['1', '2'] });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(['1', '2']).toContain(item.category.id);
    expect(items.map((i) => i.category.id)).toContain('2');
  });

  it('destinationId and originId', async () => {
    const byDestination = await searchAll({ destinationId: '3' });
    expect(byDestination.map((i) => Number(i.id))).toContain(datedId);
    for (const item of byDestination) expect(item.destination.id).toBe('3');
    const byOrigin = await searchAll({ originId: '2' });
    expect(byOrigin.map((i) => Number(i.id))).toContain(datedId);
    for (const item of byOrigin) expect(item.origin.id).toBe('2');
    const both = await searchAll({ originId: '2', destinationId: '3' });
    for (const item of both) expect([item.origin.id, item.destination.id]).toEqual(['2', '3']);
  });

  it('startsAt keeps activities with a date that day that has a time slot', async () => {
    const page = await search({ filter: { startsAt: FUTURE_DAY }, perPage: 100, day: FUTURE_DAY });
    expect(page.items.map((i) => Number(i.id))).toEqual([datedId]);
    for (const item of page.items) {
      const day = item.dates!.find((d) => d.startsAt === FUTURE_DAY);
      expect(day?.times.length).toBeGreaterThan(0);
    }
    // A seeded day: tomorrow in Caracas has dates for a third of the catalogue.
    const [{ day: seededDay }] = await server.db.orm.em
      .fork()
      .execute<{ day: string }[]>('select min(starts_at)::text as day from activity_dates');
    const seeded = await search({ filter: { startsAt: seededDay }, perPage: 100, day: seededDay });
    expect(seeded.total).toBeGreaterThan(0);
    for (const item of seeded.items)
      expect(item.dates!.some((d) => d.startsAt === seededDay && d.times.length > 0)).toBe(true);
  });

  it('attributeIds keeps activities having every attribute with value yes', async () => {
    const items = await searchAll({ attributeIds: ['6', '7'] });
    expect(items.map((i) => Number(i.id))).toContain(attributedId);
    const rows = await server.db.orm.em.fork().execute<{ activityId: number; n: string }[]>(
      `select activity_id as "activityId", count(distinct attribute_template_id) as n from activity_details
      where type = 'attribute' and value = true and attribute_template_id in (6, 7) group by activity_id`,
    );
    const complete = new Set(rows.filter((r) => Number(r.n) === 2).map((r) => r.activityId));
    for (const item of items) expect(complete.has(Number(item.id))).toBe(true);
    const one = await searchAll({ attributeIds: ['1'] });
    expect(one.length).toBeGreaterThan(0);
  });

  it('minPrice and maxPrice are inclusive bounds on the base price', async () => {
    const items = await searchAll({ minPrice: 20, maxPrice: 40 });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(Number(item.basePrice)).toBeGreaterThanOrEqual(20);
      expect(Number(item.basePrice)).toBeLessThanOrEqual(40);
    }
    const exact = await searchAll({ minPrice: 77.5, maxPrice: 77.5 });
    expect(exact.map((i) => Number(i.id))).toContain(datedId);
  });

  it('featured true and false', async () => {
    const featured = await searchAll({ featured: true });
    expect(featured.length).toBeGreaterThan(0);
    for (const item of featured) expect(item.featured).toBe(true);
    const others = await searchAll({ featured: false });
    expect(others.length).toBeGreaterThan(0);
    for (const item of others) expect(item.featured).toBe(false);
  });

  it('combines filters (AND)', async () => {
    const items = await searchAll({ categoryIds: ['2'], destinationId: '3', maxPrice: 100, text: marker });
    expect(items.map((i) => Number(i.id))).toEqual([datedId]);
  });

  it('lists only published activities (status 1)', async () => {
    const all = await searchAll({});
    expect(all.length).toBeGreaterThan(20);
    for (const item of all) expect(item.status).toBe(1);
    expect(all.map((i) => Number(i.id))).not.toContain(pendingId);
    const byText = await searchAll({ text: marker });
    expect(byText.map((i) => Number(i.id)).sort()).toEqual([datedId, attributedId].sort());
  });
});

describe('activities: text search', () => {
  it('ignores accents and case: paseo, PASEO and paséo find the same activities', async () => {
    // Narrowed by a word of this run's own: other files publish "Paseo …" activities while this one runs (and the
    // file's marker is counted by the paging test).
    const word = `Cuarzo${marker.slice('Zafiro'.length)}`;
    const ours = await Promise.all(
      [`Paseo por el lago ${word}`, `Paséo nocturno ${word}`].map(async (title) =>
        String((await createActivity(server, { supplierId: supplierA.supplierId, title })).id),
      ),
    );
    const [lower, upper, accented] = await Promise.all(
      [`paseo ${word}`, `PASEO ${word.toUpperCase()}`, `paséo ${word}`].map((text) => searchAll({ text })),
    );
    const ids = (items: Item[]) => items.map((i) => i.id).sort();
    expect(ids(lower)).toEqual(ours.sort());
    expect(ids(upper)).toEqual(ids(lower));
    expect(ids(accented)).toEqual(ids(lower));
    for (const item of lower) expect(item.status).toBe(1);
  });

  it('stems Spanish words and ranks title matches first', async () => {
    const page = await search({ filter: { text: 'playas' } });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items[0]!.title.toLowerCase()).toContain('playa');
  });

  it('corrects a typo against the words of the titles and searches again', async () => {
    const page = await search({ filter: { text: 'telerefico' } });
    expect(page.total).toBeGreaterThan(0);
    for (const item of page.items) expect(item.title).toMatch(/Teleférico/);
    const combined = await search({ filter: { text: 'telerefico', destinationId: '1' } });
    for (const item of combined.items) expect(item.destination.id).toBe('1');
  });

  it('corrects doubled letters and a word cut short, word by word', async () => {
    const page = await search({ filter: { text: 'chocolatte' } });
    expect(page.items.map((i) => i.title)).toContain('Taller de chocolate venezolano en Chacao');
    const cut = await search({ filter: { text: 'Taller de chocol' } });
    expect(cut.items.map((i) => i.title)).toContain('Taller de chocolate venezolano en Chacao');
    // Full text found nothing and the vocabulary has nothing close: a valid empty page after two statements.
    const none = await gql(SEARCH, { filter: { text: 'zzzzqqqq' } });
    expect(none.data.activities.total).toBe(0);
    expect(none.sql).toBeLessThanOrEqual(2);
  });

  it('learns the words of a new title, and corrects towards them', async () => {
    const title = 'Excursión en kitesurf al islote Quetzalcoatlus';
    // Category 4: the REST list tests compare pages of categories 1 and 2 while this file runs beside them.
    const activity = await createActivity(server, { supplierId: supplierA.supplierId, title, categoryId: 4 });
    const page = await searchAll({ text: 'quetzalcoatlos' });
    expect(page.map((i) => Number(i.id))).toContain(activity.id);
    for (const item of page) expect(item.title).toMatch(/Quetzalcoatlus/);
  });

  it('finds nothing for gibberish', async () => {
    const page = await search({ filter: { text: 'qxzwv jjkkq' } });
    expect(page).toMatchObject({ total: 0, items: [], page: 1, lastPage: 1 });
  });
});

describe('activities: paging and order', () => {
  it('answers items, total, page and lastPage', async () => {
    for (let i = 0; i < 3; i++)
      await createActivity(server, { supplierId: supplierA.supplierId, title: `Paginada ${i} ${marker}` });
    const filter = { text: marker };
    const first = await search({ filter, page: 1, perPage: 2, orderBy: 'ID_ASC' });
    expect(first).toMatchObject({ total: 5, page: 1, lastPage: 3 });
    expect(first.items).toHaveLength(2);
    const last = await search({ filter, page: 3, perPage: 2, orderBy: 'ID_ASC' });
    expect(last).toMatchObject({ total: 5, page: 3, lastPage: 3 });
    expect(last.items).toHaveLength(1);
    const beyond = await search({ filter, page: 9, perPage: 2 });
    expect(beyond).toMatchObject({ total: 5, page: 9, lastPage: 3, items: [] });
    const all = await search({ filter, perPage: 10, orderBy: 'ID_ASC' });
    expect(all.items.map((i) => i.id)).toEqual(
      [
        ...first.items,
        ...(await search({ filter, page: 2, perPage: 2, orderBy: 'ID_ASC' })).items,
        ...last.items,
      ].map((i) => i.id),
    );
  });

  it('defaults to 8 per page in id order', async () => {
    const page = await search({});
    expect(page.items).toHaveLength(8);
    const ids = page.items.map((i) => Number(i.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('orders by id desc, price and rating', async () => {
    const sorted = (values: number[], dir: 1 | -1) =>
      expect(values).toEqual([...values].sort((a, b) => (a - b) * dir));
    sorted(
      (await search({ perPage: 50, orderBy: 'ID_DESC' })).items.map((i) => Number(i.id)),
      -1,
    );
    sorted(
      (await search({ perPage: 50, orderBy: 'PRICE_ASC' })).items.map((i) => Number(i.basePrice)),
      1,
    );
    sorted(
      (await search({ perPage: 50, orderBy: 'PRICE_DESC' })).items.map((i) => Number(i.basePrice)),
      -1,
    );
    sorted(
      (await search({ perPage: 50, orderBy: 'RATING_DESC' })).items.map((i) => i.rating),
      -1,
    );
  });
});

describe('activities: bad input (4xx with a Spanish message, never a 5xx)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['negative price', { filter: { minPrice: -1 } }, 'El precio mínimo no puede ser negativo.'],
    [
      'min above max',
      { filter: { minPrice: 50, maxPrice: 10 } },
      'El precio mínimo no puede ser mayor que el precio máximo.',
    ],
    ['malformed category', { filter: { categoryIds: ['abc'] } }, 'La categoría no es válida.'],
    ['malformed date', { filter: { startsAt: '14/03/2031' } }, 'La fecha debe tener el formato AAAA-MM-DD.'],
    ['impossible date', { filter: { startsAt: '2031-02-30' } }, 'La fecha debe tener el formato AAAA-MM-DD.'],
    ['perPage over 100', { perPage: 101 }, 'El tamaño de página debe estar entre 1 y 100.'],
    ['page 0', { page: 0 }, 'La página debe ser un entero mayor o igual a 1.'],
  ];
  it.each(cases)('%s → BAD_USER_INPUT', async (_name, variables, message) => {
    const res = await gql(SEARCH, variables);
    expect(res.status).toBeLessThan(500);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it.each([
    ['category', { categoryIds: ['99999'] }],
    ['destination', { destinationId: '99999' }],
    ['origin', { originId: '99999' }],
    ['attribute', { attributeIds: ['99999'] }],
  ])('an id that names no %s narrows to an empty page, not an error', async (_name, filter) => {
    const res = await gql(SEARCH, { filter });
    expect(res.errors).toBeUndefined();
    expect(res.data.activities).toMatchObject({ total: 0, items: [] });
  });

  it('an unknown orderBy value is a GraphQL validation error', async () => {
    // Written inline; as a variable it currently trips the shared complexity plugin (reported to the lead).
    const res = await gql('{ activities(orderBy: NAME_ASC) { total } }');
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
