import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ormConfig } from '../../server/src/assembly/mikro-orm.config.js';
import { seedDemoRefunds } from '../../server/src/db/seed/demo-refunds.js';
import { User } from '../../server/src/modules/account/user.entity.js';
import { PAGO_MOVIL, PaymentMethod } from '../../server/src/modules/supplier/payment-method.entity.js';

/** Issue 17 §6: the demo customer's cancelled bookings with a pending and a refunded refund (global-setup seed). */

let client: pg.Client;
const REFUNDS = `select r.status::text as status, r.reference, r.amount_ves, o.total_ves, b.status as booking_status,
  u.email as supplier from refunds r join bookings b on b.id = r.booking_id join orders o on o.id = r.order_id
  join activities a on a.id = b.activity_id join suppliers s on s.id = a.supplier_id join users u on u.id = s.user_id
  where b.user_id = (select id from users where email = 'cliente@xplora.test') order by r.status::text`;

beforeAll(async () => {
  client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
});
afterAll(() => client.end());

describe('demo refunds', () => {
  it('gives cliente@xplora.test a pending and a refunded refund on aliado@xplora.test activities', async () => {
    const rows = (await client.query(REFUNDS)).rows;
    expect(rows.map((r) => r.status)).toEqual(['refunded', 'requested']);
    for (const row of rows) {
      expect(row).toMatchObject({ booking_status: 5, supplier: 'aliado@xplora.test' });
      expect(row.amount_ves).toBe(row.total_ves);
    }
    expect(rows[0].reference).toMatch(/^\d{6,20}$/);
  });

  it('adds nothing when called again', async () => {
    const orm = await MikroORM.init(ormConfig(inject('databaseUrl')));
    try {
      const em = orm.em.fork();
      const customer = await em.findOneOrFail(User, { email: 'cliente@xplora.test' });
      const pagoMovil = await em.findOneOrFail(PaymentMethod, { code: PAGO_MOVIL });
      await seedDemoRefunds(em, { customer, pagoMovil, after: '2026-01-01' });
      expect((await client.query(REFUNDS)).rows).toHaveLength(2);
    } finally {
      await orm.close();
    }
  });
});
