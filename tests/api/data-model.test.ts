import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ormConfig } from '../../server/src/assembly/mikro-orm.config.js';
import { Booking, BookingStatus } from '../../server/src/modules/booking/booking.entity.js';
import { Order } from '../../server/src/modules/booking/order.entity.js';
import { Payment, PaymentStatus } from '../../server/src/modules/booking/payment.entity.js';

/** Constraints the database itself guarantees, whatever the services do. Every test rolls its writes back. */
let client: pg.Client;
let orm: MikroORM;
let fixture: { userId: number; activityId: number; dateId: number; timeId: number };

beforeAll(async () => {
  client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  const { rows } = await client.query(`
    select u.id as "userId", a.id as "activityId", d.id as "dateId", t.id as "timeId"
    from activities a
    join activity_dates d on d.activity_id = a.id
    join activity_times t on t.activity_date_id = d.id
    cross join (select id from users where role = 'client' order by id limit 1) u
    where a.status = 1
    order by a.id, d.starts_at, t.id
    limit 1`);
  fixture = rows[0];
  orm = await MikroORM.init(ormConfig(inject('databaseUrl')));
});

afterAll(async () => {
  await client.end();
  await orm.close();
});

/** Runs `fn` in a transaction that is always rolled back. */
async function rolledBack(fn: () => Promise<void>): Promise<void> {
  await client.query('begin');
  try {
    await fn();
  } finally {
    await client.query('rollback');
  }
}

/** The PostgreSQL error code `sql` fails with (inside a savepoint, so the transaction goes on), or 'ok'. */
async function outcome(sql: string, params: unknown[] = []): Promise<string> {
  await client.query('savepoint attempt');
  try {
    await client.query(sql, params);
    await client.query('release savepoint attempt');
    return 'ok';
  } catch (error) {
    await client.query('rollback to savepoint attempt');
    return (error as { code: string }).code;
  }
}

const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

async function insertOrder(): Promise<number> {
  const booking = await client.query(
    `insert into bookings (user_id, activity_id, activity_date_id, activity_time_id, status, exchange_rate, seats_held)
     values ($1, $2, $3, $4, 2, 238.71, 1) returning id`,
    [fixture.userId, fixture.activityId, fixture.dateId, fixture.timeId],
  );
  const order = await client.query(
    `insert into orders (activity_booking_id, expires_at, total_usd, total_ves)
     values ($1, now() + interval '2 hours', 10, 2387.10) returning id`,
    [booking.rows[0].id],
  );
  return order.rows[0].id;
}

const insertPayment = (orderId: number, reference: string) =>
  outcome(
    `insert into payments (order_id, payment_method_id, bank_code, buyer_id, paid_amount, reference)
     values ($1, 1, '0134', 'V-18456789', 2387.10, $2)`,
    [orderId, reference],
  );

describe('data model constraints', () => {
  it('never lets a time slot’s current_available go below 0', async () => {
    await rolledBack(async () => {
      expect(
        await outcome('update activity_times set current_available = -1 where id = $1', [fixture.timeId]),
      ).toBe(CHECK_VIOLATION);
      expect(
        await outcome('update activity_times set current_available = 0 where id = $1', [fixture.timeId]),
      ).toBe('ok');
      // The guarded decrement the booking service uses cannot overshoot either.
      const res = await client.query(
        'update activity_times set current_available = current_available - 1 where id = $1 and current_available >= 1',
        [fixture.timeId],
      );
      expect(res.rowCount).toBe(0);
    });
  });

  it('refuses a review rating outside 1..5', async () => {
    await rolledBack(async () => {
      const insert = (rating: number) =>
        outcome(
          `insert into reviews (activity_id, user_id, rating, title, message) values ($1, $2, $3, 'Título', 'Mensaje')`,
          [fixture.activityId, fixture.userId, rating],
        );
      expect(await insert(0)).toBe(CHECK_VIOLATION);
      expect(await insert(6)).toBe(CHECK_VIOLATION);
      expect(await insert(1)).toBe('ok');
      expect(await insert(5)).toBe('ok');
    });
  });

  it('refuses a second bookmark of the same user and activity', async () => {
    await rolledBack(async () => {
      await client.query('delete from bookmarks where user_id = $1 and activity_id = $2', [
        fixture.userId,
        fixture.activityId,
      ]);
      const bookmark = () =>
        outcome('insert into bookmarks (user_id, activity_id) values ($1, $2)', [
          fixture.userId,
          fixture.activityId,
        ]);
      expect(await bookmark()).toBe('ok');
      expect(await bookmark()).toBe(UNIQUE_VIOLATION);
    });
  });

  it('allows one live payment per order; a rejected one does not block the next', async () => {
    await rolledBack(async () => {
      const orderId = await insertOrder();
      expect(await insertPayment(orderId, '000111')).toBe('ok');
      expect(await insertPayment(orderId, '000222')).toBe(UNIQUE_VIOLATION);
      await client.query(`update payments set status = 'rejected' where order_id = $1`, [orderId]);
      expect(await insertPayment(orderId, '000333')).toBe('ok');
      expect(await insertPayment(orderId, '000444')).toBe(UNIQUE_VIOLATION);
    });
  });

  it('refuses unknown bank codes, negative prices and order statuses out of range', async () => {
    await rolledBack(async () => {
      const orderId = await insertOrder();
      expect(
        await outcome(
          `insert into payments (order_id, payment_method_id, bank_code, buyer_id, paid_amount, reference)
           values ($1, 1, '9999', 'V-1', 10, '123456')`,
          [orderId],
        ),
      ).toBe(FOREIGN_KEY_VIOLATION);
      expect(
        await outcome(
          `insert into payments (order_id, payment_method_id, bank_code, buyer_id, paid_amount, reference)
           values ($1, 1, '0102', 'V-1', 0, '123456')`,
          [orderId],
        ),
      ).toBe(CHECK_VIOLATION);
      expect(await outcome('update orders set status = 3 where id = $1', [orderId])).toBe(CHECK_VIOLATION);
      expect(
        await outcome('update activity_prices set price = -1 where activity_id = $1', [fixture.activityId]),
      ).toBe(CHECK_VIOLATION);
      expect(
        await outcome(
          'update bookings set status = 6 where id = (select activity_booking_id from orders where id = $1)',
          [orderId],
        ),
      ).toBe(CHECK_VIOLATION);
    });
  });

  it('maps bank codes as plain strings through the ORM (mapToPk) and keeps money exact', async () => {
    const rollback = new Error('rollback');
    const seen: Payment[] = [];
    await expect(
      orm.em.fork().transactional(async (em) => {
        const booking = em.create(Booking, {
          user: fixture.userId,
          activity: fixture.activityId,
          activityDate: fixture.dateId,
          activityTime: fixture.timeId,
          status: BookingStatus.Ordered,
          exchangeRate: '238.7100',
        });
        const order = em.create(Order, {
          booking,
          expiresAt: new Date(Date.now() + 7_200_000),
          totalUsd: '70.10',
          totalVes: '16733.57',
        });
        const payment = em.create(Payment, {
          order,
          paymentMethod: 1,
          bank: '0134',
          buyerId: 'V-18456789',
          paidAmount: '16733.57',
          reference: '123456',
        });
        await em.flush();
        em.clear();
        seen.push(await em.findOneOrFail(Payment, payment.id));
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(seen[0].bank).toBe('0134');
    expect(seen[0].paidAmount).toBe('16733.57');
    expect(seen[0].status).toBe(PaymentStatus.Pending);
  });

  it('finds the same activities for paseo, PASEO and paséo (Spanish, accent-insensitive)', async () => {
    const search = async (text: string) =>
      (
        await client.query(
          `select id from activities where search_vector @@ websearch_to_tsquery('es_unaccent', $1) order by id`,
          [text],
        )
      ).rows.map((r) => r.id as number);
    // One snapshot for the four: other files publish "Paseo …" activities while this one runs.
    await client.query('begin isolation level repeatable read');
    try {
      const plain = await search('paseo');
      expect(plain.length).toBeGreaterThan(0);
      expect(await search('PASEO')).toEqual(plain);
      expect(await search('paséo')).toEqual(plain);
      // Stemming: the plural matches too; the title weighs more than the body.
      expect(await search('paseos')).toEqual(plain);
    } finally {
      await client.query('rollback');
    }
  });

  it('keeps the words of the titles, unaccented, as the vocabulary a misspelt search is corrected against', async () => {
    const { rows } = await client.query(
      `select word from search_words where word in ('teleferico', 'mukumbari', 'teleférico') order by word`,
    );
    expect(rows.map((r) => r.word)).toEqual(['mukumbari', 'teleferico']);
    // A retitled activity adds its new words (the trigger on activities); words shorter than three letters stay out.
    const { rows: activity } = await client.query(`select id, title from activities order by id limit 1`);
    await client.query('begin');
    try {
      await client.query(
        `update activities set title = 'Vuelo en Parapente Zyxwoq a la Colonia' where id = $1`,
        [activity[0].id],
      );
      const { rows: learnt } = await client.query(
        `select word from search_words where word in ('zyxwoq', 'parapente', 'en', 'la') order by word`,
      );
      expect(learnt.map((r) => r.word)).toEqual(['parapente', 'zyxwoq']);
    } finally {
      await client.query('rollback');
    }
    const { rows: indexes } = await client.query(
      `select indexname from pg_indexes where indexname in ('search_words_word_trgm_index', 'activities_search_vector_index')`,
    );
    expect(indexes).toHaveLength(2);
  });

  it('has migrations that match the entities (no pending schema diff)', async () => {
    // Tables no entity maps belong to libraries that manage their own (rate-limiter-flexible's rate_limits…).
    const mapped = new Set(Object.values(orm.getMetadata().getAll()).map((meta) => meta.tableName));
    const statements = (await orm.schema.getUpdateSchemaSQL({ wrap: false }))
      .split(/;\s*\n/)
      .map((sql) => sql.trim())
      .filter((sql) => sql && !/^set names/.test(sql))
      .filter((sql) => {
        const dropped = /^drop table if exists "(\w+)"/.exec(sql)?.[1];
        return !dropped || mapped.has(dropped);
      });
    expect(statements).toEqual([]);
  });

  it('ships the reference data with the ids the code relies on', async () => {
    const one = async (sql: string) => (await client.query(sql)).rows;
    expect(await one('select id, name from locations where id in (1, 2) order by id')).toEqual([
      { id: 1, name: 'Caracas' },
      { id: 2, name: 'La Guaira' },
    ]);
    expect(await one('select id, name from activity_regularities order by id')).toEqual([
      { id: 1, name: 'A solicitud' },
      { id: 2, name: 'Programada' },
    ]);
    expect(await one('select id, code from document_types order by id')).toEqual([
      { id: 1, code: 'V' },
      { id: 2, code: 'E' },
      { id: 3, code: 'J' },
    ]);
    expect(await one(`select id, abbr from languages where id in (1, 2) order by id`)).toEqual([
      { id: 1, abbr: 'es' },
      { id: 2, abbr: 'en' },
    ]);
    expect(await one(`select id, name from payment_methods where code = 'pago_movil'`)).toEqual([
      { id: 1, name: 'Pago Móvil' },
    ]);
    expect(await one('select count(*)::int as n from banks')).toEqual([{ n: 26 }]);
    expect(await one(`select name, label from tags order by id`)).toEqual([
      { name: 'new', label: 'Nuevo' },
      { name: 'recommended', label: 'Recomendado' },
      { name: 'inexpensive', label: 'Mejor Precio' },
      { name: 'featured', label: 'Destacado' },
    ]);
  });
});
