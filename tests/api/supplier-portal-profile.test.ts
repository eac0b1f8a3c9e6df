import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierActor } from './admin-fixtures.js';
import { createActivity, gqlOk, restActivityForm } from './supplier-portal.fixtures.js';
import { setUp, tearDown, server, l, inactive, customer, setStatusInDb } from './supplier-portal.context.js';

beforeAll(setUp);
afterAll(tearDown);

describe('dashboard and profile', () => {
  it('counts own data, 0 when missing, and shows the latest rates', async () => {
    const fresh = await supplierActor(server);
    const empty = await server.http('GET', '/api/v1/suppliers/dashboard', { token: fresh.token });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      activities: 0,
      bookmarks: 0,
      bookings: 0,
      alerts: 0,
      comments: 0,
      activated: true,
    });
    const conn = server.db.orm.em.fork().getConnection();
    const a = await createActivity(server, fresh.token, l);
    await setStatusInDb(a.id, 1);
    await conn.execute('insert into bookmarks (user_id, activity_id) values (?, ?)', [
      customer.user.id,
      a.id,
    ]);
    await conn.execute(
      `insert into reviews (activity_id, user_id, rating, title, message) values (?, ?, 4, 'T', 'Muy bueno')`,
      [a.id, customer.user.id],
    );
    await conn.execute(
      `insert into provider_alerts (supplier_id, title, message, status, sent_at) values (?, 'Hola', '<p>x</p>', 1, now()), (?, 'Borrador', '<p>x</p>', 0, null)`,
      [fresh.supplier.id, fresh.supplier.id],
    );
    const latestRates = () =>
      conn.execute<{ currency: string; rate: string; value_date: string }[]>(
        `select distinct on (currency) currency, rate::text as rate, to_char(value_date, 'YYYY-MM-DD') as value_date
           from exchange_rates order by currency, value_date desc, id desc`,
      );
    const before = await latestRates();
    const d = await gqlOk<any>(
      server,
      '{ supplierDashboard { dolar { rate valueDate } euro { rate valueDate } activities bookmarks bookings alerts comments } }',
      {},
      fresh.token,
    );
    expect(d.supplierDashboard).toMatchObject({
      activities: 1,
      bookmarks: 1,
      bookings: 0,
      alerts: 1,
      comments: 1,
    });
    // The newest rate of each currency (shared table: only read; another file may add one meanwhile).
    const after = await latestRates();
    for (const [key, currency] of [
      ['dolar', 'USD'],
      ['euro', 'EUR'],
    ] as const) {
      const expected = [before, after].map((rates) => {
        const row = rates.find((r) => r.currency === currency);
        return row ? { rate: row.rate, valueDate: row.value_date } : null;
      });
      expect(expected).toContainEqual(d.supplierDashboard[key]);
    }
    const review = await server.http('GET', '/api/v1/suppliers/dashboard', { token: inactive.token });
    expect(review.body.activated).toBe(false);
  });

  it('reads and saves the profile with pago móvil data (upserted)', async () => {
    const me = await supplierActor(server);
    const body = {
      trade_name: 'Posada Mar Azul',
      legal_name: 'Mar Azul C.A.',
      address: 'Calle 1, Choroní',
      description: 'Posada familiar frente al mar.',
      document_type_id: 3,
      document_code: 'J12345678',
      webpage: 'https://marazul.example',
      phone_number: '0414-1234567',
      language_id: l.languageId,
      pago_movil: { holder: 'Mar Azul C.A.', rif: 'J-12345678-9', phone: '04141234567', bank_code: '0102' },
    };
    const saved = await server.http('PUT', '/api/v1/suppliers/profile', { body, token: me.token });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      trade_name: 'Posada Mar Azul',
      pago_movil: { bank_code: '0102', phone: '04141234567' },
    });
    const again = await server.http('PUT', '/api/v1/suppliers/profile', {
      body: { ...body, pago_movil: { ...body.pago_movil, holder: 'Otro Titular' } },
      token: me.token,
    });
    expect(again.body.pago_movil.holder).toBe('Otro Titular');
    const [count] = await server.db.orm.em
      .fork()
      .getConnection()
      .execute<{ n: string }[]>('select count(*) as n from supplier_payment_data where supplier_id = ?', [
        me.supplier.id,
      ]);
    expect(Number(count!.n)).toBe(1);
    const read = await server.http('GET', '/api/v1/suppliers/profile', { token: me.token });
    expect(read.body).toMatchObject({
      legal_name: 'Mar Azul C.A.',
      document_code: 'J12345678',
      language_id: l.languageId,
    });
    // seed.test.ts expects only the demo suppliers to have pago móvil data in the shared database.
    await server.db.orm.em
      .fork()
      .getConnection()
      .execute('delete from supplier_payment_data where supplier_id = ?', [me.supplier.id]);

    for (const [patch, field, message] of [
      [{ trade_name: 'ab' }, 'trade_name', 'El nombre comercial debe tener al menos 3 caracteres'],
      [{ legal_name: '' }, 'legal_name', 'La Razón Social es requerida'],
      [{ description: 'corta' }, 'description', 'La descripción debe tener al menos 12 caracteres'],
      [{ document_code: '12' }, 'document_code', 'El/la CI/RIF debe tener al menos 5 caracteres'],
      [{ webpage: 'ftp://x' }, 'webpage', 'La página web debe ser una URL válida (http:// o https://).'],
      [
        { pago_movil: { ...body.pago_movil, phone: '123' } },
        'pago_movil.phone',
        'El teléfono de pago móvil debe ser un celular venezolano (04XX1234567)',
      ],
      [
        { pago_movil: { ...body.pago_movil, bank_code: '9999' } },
        'pago_movil.bank_code',
        'El banco no existe.',
      ],
    ] as const) {
      const res = await server.http('PUT', '/api/v1/suppliers/profile', {
        body: { ...body, ...patch },
        token: me.token,
      });
      expect(res.status, JSON.stringify(patch)).toBe(422);
      expect(res.body.errors[field]).toBe(message);
    }
    const unchanged = await server.http('GET', '/api/v1/suppliers/profile', { token: me.token });
    expect(unchanged.body.trade_name).toBe('Posada Mar Azul');
  });
});

describe('REST activity routes', () => {
  it('creates (201), reads, lists and replaces through /api/v1/suppliers/activity', async () => {
    const me = await supplierActor(server);
    const created = await server.http('POST', '/api/v1/suppliers/activity', {
      body: restActivityForm(l),
      token: me.token,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 0,
      duration_unit: 'hours',
      category_id: l.categoryId,
      regularity_id: l.regularityId,
    });
    const invalid = await server.http('POST', '/api/v1/suppliers/activity', {
      body: restActivityForm(l, { title: 'ab', language_id: null, duration_unit: 'weeks' }),
      token: me.token,
    });
    expect(invalid.status).toBe(422);
    const invalid2 = await server.http('POST', '/api/v1/suppliers/activity', {
      body: restActivityForm(l, { title: 'ab', language_id: 0 }),
      token: me.token,
    });
    expect(invalid2.body.errors).toMatchObject({
      title: 'El título debe contener al menos 3 caracteres.',
      language_id: 'El idioma es requerido',
    });
    // Left out, category, language and origin take the spec's form defaults (1).
    const defaults = await server.http('POST', '/api/v1/suppliers/activity', {
      body: restActivityForm(l, { category_id: undefined, language_id: null, origin_id: '' }),
      token: me.token,
    });
    expect(defaults.status, JSON.stringify(defaults.body)).toBe(201);
    expect(defaults.body).toMatchObject({ category_id: 1, language_id: 1, origin_id: 1 });
    await server.http('DELETE', `/api/v1/suppliers/activity/${defaults.body.id}`, { token: me.token });
    const one = await server.http('GET', `/api/v1/suppliers/activity/${created.body.id}`, {
      token: me.token,
    });
    expect(one.body.title).toBe(created.body.title);
    const put = await server.http('PUT', `/api/v1/suppliers/activity/${created.body.id}`, {
      body: restActivityForm(l, { title: 'Cambiado por PUT' }),
      token: me.token,
    });
    expect(put.body.title).toBe('Cambiado por PUT');
    const list = await server.http(
      'GET',
      '/api/v1/suppliers/activity?orderBy=title:asc&perPage=15&page=1&with=category',
      {
        token: me.token,
      },
    );
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ currentPage: 1, lastPage: 1, total: 1 });
    expect(list.body.data[0].category.id).toBe(l.categoryId);
    const badSort = await server.http('GET', '/api/v1/suppliers/activity?orderBy=secret:asc', {
      token: me.token,
    });
    expect(badSort.status).toBe(422);
  });
});
