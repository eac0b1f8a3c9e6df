import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../schema/validation/admin.js';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { Activity } from '../../server/src/modules/catalog/activity.entity.js';
import { actor, mailsTo, pendingActivity, supplierActor } from './admin-fixtures.js';
import { setUp, tearDown, server, admin, supplier, gql, api, fieldErrors } from './admin.context.js';

beforeAll(setUp);
afterAll(tearDown);

describe('approvals', () => {
  it('activates a supplier registration once, mails the supplier and leaves the review queue', async () => {
    const registration = await supplierActor(server, { activated: false });
    const res = await api('POST', `/supplier/${registration.supplier.id}/activate`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ activated_at: expect.any(String), status: 1 });
    const [mail] = await mailsTo(server, registration.user.email);
    expect(mail?.subject).toBe('Tu cuenta de aliado fue activada');
    const pending = await api('GET', '/supplier?pending_review=1&perPage=100&orderBy=id:desc');
    expect(pending.body.data.map((s: { id: number }) => s.id)).not.toContain(registration.supplier.id);
    const again = await api('POST', `/supplier/${registration.supplier.id}/activate`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('La cuenta del aliado ya fue activada.');
    expect(await mailsTo(server, registration.user.email)).toHaveLength(1);
  });

  it('approves a pending activity: published, publishedAt set, supplier mailed, publicly visible', async () => {
    const activity = await pendingActivity(server, supplier.supplier.id);
    const queue = (
      await gql('{ pendingActivities(perPage: 100) { total items { id supplierName supplierId } } }')
    ).data.pendingActivities;
    expect(queue.items).toContainEqual({
      id: String(activity.id),
      supplierName: supplier.supplier.tradeName,
      supplierId: String(supplier.supplier.id),
    });
    const res = await gql('mutation ($id: ID!) { approveActivity(id: $id) { id status publishedAt } }', {
      id: activity.id,
    });
    expect(res.data.approveActivity).toMatchObject({ status: 1, publishedAt: expect.any(String) });
    const mails = await mailsTo(server, supplier.user.email);
    expect(mails.at(-1)?.subject).toBe('Tu actividad fue aprobada');
    const again = await api('POST', `/activity/${activity.id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('La actividad no está pendiente por aprobación.');
    const stored = await server.db.orm.em.fork().findOneOrFail(Activity, { id: activity.id });
    expect(stored.status).toBe(1);
  });

  it('sends an activity back with a reason: it stays pending and the reason is mailed', async () => {
    const activity = await pendingActivity(server, supplier.supplier.id);
    const bad = await api('POST', `/activity/${activity.id}/reject`, { reason: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ reason: 'El motivo es obligatorio' });
    const res = await api('POST', `/activity/${activity.id}/reject`, { reason: 'Faltan fotos <del lugar>' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(0);
    const mail = (await mailsTo(server, supplier.user.email)).at(-1)!;
    expect(mail.subject).toBe('Tu actividad necesita cambios');
    expect(mail.text).toContain('Motivo: Faltan fotos <del lugar>');
    expect(mail.html).toContain('Faltan fotos &lt;del lugar&gt;');
  });

  it('lists and closes supplier landing requests', async () => {
    const em = server.db.orm.em.fork();
    const [row] = await em.execute<{ id: number }[]>(
      `insert into supplier_leads (name, email, company) values ('Luis Mora', 'luis@admin.test', 'Posada Mora') returning id`,
    );
    const open = (await gql('{ supplierLeads(perPage: 100) { items { id name } } }')).data.supplierLeads
      .items;
    expect(open.map((l: { id: string }) => Number(l.id))).toContain(row!.id);
    await gql('mutation ($id: ID!) { markSupplierLeadHandled(id: $id) { handledAt } }', { id: row!.id });
    const again = await gql('mutation ($id: ID!) { markSupplierLeadHandled(id: $id) { handledAt } }', {
      id: row!.id,
    });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const handled = (await gql('{ supplierLeads(handled: true, perPage: 100) { items { id } } }')).data
      .supplierLeads.items;
    expect(handled.map((l: { id: string }) => Number(l.id))).toContain(row!.id);
  });

  it('the dashboard counts match the waiting work (registrations, activities, payments, requests)', async () => {
    await pendingActivity(server, supplier.supplier.id);
    await supplierActor(server, { activated: false });
    const em = server.db.orm.em.fork();
    // Other test files write concurrently: compare with the database until two reads agree.
    await expect
      .poll(async () => {
        const [api1, [db]] = await Promise.all([
          api('GET', '/admin/dashboard'),
          em.execute<Record<string, string>[]>(
            `select (select count(*) from suppliers s join users u on u.id = s.user_id where u.activated_at is null and u.closed_at is null)
                      as pending_suppliers,
                    (select count(*) from activities where status = 0 and deleted_at is null) as pending_activities,
                    (select count(*) from payments where status = 'pending') as pending_payments,
                    (select count(*) from supplier_leads where handled_at is null) as pending_leads`,
          ),
        ]);
        return (
          JSON.stringify(api1.body) ===
          JSON.stringify(Object.fromEntries(Object.entries(db!).map(([k, v]) => [k, Number(v)])))
        );
      })
      .toBe(true);
    const counts = (await api('GET', '/admin/dashboard')).body;
    expect(counts.pending_activities).toBeGreaterThan(0);
    expect(counts.pending_suppliers).toBeGreaterThan(0);
  });
});

describe('exchange rates', () => {
  const SET = `mutation ($input: SetExchangeRateInput!) { setExchangeRate(input: $input) { id currency rate valueDate } }`;

  it('validates currency, rate (> 0, 2–4 decimals) and value date (valid, not future)', async () => {
    const tomorrow = new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ currency: 'GBP' }, 'currency', 'La moneda debe ser USD o EUR'],
      [{ rate: '0.00' }, 'rate', 'La tasa debe ser mayor a 0'],
      [{ rate: '-1.00' }, 'rate', 'La tasa debe ser un número'],
      [{ rate: '240' }, 'rate', 'La tasa debe tener entre 2 y 4 decimales'],
      [{ rate: '240.12345' }, 'rate', 'La tasa debe tener entre 2 y 4 decimales'],
      [{ rate: 'abc' }, 'rate', 'La tasa debe ser un número'],
      [{ valueDate: '2026-02-30' }, 'valueDate', 'La fecha valor debe ser una fecha válida (AAAA-MM-DD)'],
      [
        { valueDate: tomorrow > businessToday() ? tomorrow : '2999-01-01' },
        'valueDate',
        'La fecha valor no puede ser futura',
      ],
      [{ valueDate: '' }, 'valueDate', 'La fecha valor es requerida'],
    ];
    for (const [change, field, message] of cases) {
      const res = await gql(SET, {
        input: { currency: 'USD', rate: '240.50', valueDate: businessToday(), ...change },
      });
      expect(fieldErrors(res)[field], JSON.stringify(change)).toBe(message);
    }
    const rest = await api('POST', '/exchange_rate', { currency: 'XXX', rate: 1, value_date: 'hoy' });
    expect(rest.status).toBe(422);
    expect(rest.body.errors).toMatchObject({
      currency: 'La moneda debe ser USD o EUR',
      value_date: expect.any(String),
    });
  });

  it('keeps the history; the latest (newest value date) is what latestExchangeRate answers', async () => {
    const today = businessToday();
    const usd = await gql(SET, { input: { currency: 'usd', rate: '301.1234', valueDate: today } });
    expect(usd.data.setExchangeRate).toMatchObject({ currency: 'USD', rate: '301.1234', valueDate: today });
    // An older value date does not become the latest.
    await gql(SET, { input: { currency: 'USD', rate: '100.00', valueDate: '2025-01-01' } });
    const latest = await gql('{ latestExchangeRate(currency: USD) { rate valueDate } }', {}, supplier.token);
    // Other test files set rates concurrently in the shared database: the latest is today's (or newer), never the old one.
    expect(latest.data.latestExchangeRate.valueDate >= today).toBe(true);
    expect(latest.data.latestExchangeRate.rate).not.toBe('100.0000');
    const history = await api('GET', '/exchange_rate?currency=USD&perPage=100');
    expect(history.body.data[0].value_date >= today).toBe(true);
    expect(history.body.data.map((r: { rate: string }) => r.rate)).toContain('301.1234');
    expect(history.body.data.map((r: { rate: string }) => r.rate)).toContain('100.0000');
    expect((await api('GET', '/exchange_rate?currency=GBP')).status).toBe(422);
  });
});

describe('README: Soporte con GraphiQL', () => {
  it('the support queries documented as existing run for an admin and are refused to a supplier', async () => {
    const { readFileSync } = await import('node:fs');
    const readme = readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('## Soporte con GraphiQL'));
    const block = /```graphql\n([\s\S]*?)```/.exec(section)![1]!;
    const names = [...block.matchAll(/^query (\w+)/gm)].map((m) => m[1]!);
    expect(names).toEqual(['Pendientes', 'Aliado', 'Tasas']);
    for (const operationName of names) {
      const res = await server.http('POST', '/graphql', {
        token: admin.token,
        body: { query: block, operationName, variables: { id: String(supplier.supplier.id) } },
      });
      expect(res.body.errors, operationName).toBeUndefined();
      const denied = await server.http('POST', '/graphql', {
        token: supplier.token,
        body: { query: block, operationName, variables: { id: String(supplier.supplier.id) } },
      });
      expect(denied.body.errors?.[0]?.extensions?.code, operationName).toBe('FORBIDDEN');
    }
  });
});

describe('no N+1', () => {
  it('the supplier list costs the same SQL at 5 and 50 per page (activatedAt is batched)', async () => {
    await Promise.all(Array.from({ length: 8 }, () => supplierActor(server, { activated: false })));
    const small = await api('GET', '/supplier?perPage=5');
    const large = await api('GET', '/supplier?perPage=50');
    expect(large.body.data.length).toBeGreaterThan(5);
    expect(large.headers.get('x-sql-count')).toBe(small.headers.get('x-sql-count'));
    expect(Number(small.headers.get('x-sql-count'))).toBeLessThanOrEqual(6);
  });

  it('internal comments with their authors cost the same SQL for 1 and 8 comments', async () => {
    const one = await supplierActor(server);
    const many = await supplierActor(server);
    const authors = await Promise.all(Array.from({ length: 4 }, () => actor(server, UserRole.Admin)));
    await api(
      'POST',
      '/supplier_comment',
      { supplier_id: one.supplier.id, message: 'Único comentario' },
      authors[0]!.token,
    );
    for (const [i, author] of [...authors, ...authors].entries()) {
      await api(
        'POST',
        '/supplier_comment',
        { supplier_id: many.supplier.id, message: `Comentario ${i}` },
        author.token,
      );
    }
    const a = await api('GET', `/supplier/${one.supplier.id}/comment`);
    const b = await api('GET', `/supplier/${many.supplier.id}/comment`);
    expect(b.body.data).toHaveLength(8);
    expect(new Set(b.body.data.map((c: { author_name: string }) => c.author_name)).size).toBe(4);
    expect(b.headers.get('x-sql-count')).toBe(a.headers.get('x-sql-count'));
  });
});
