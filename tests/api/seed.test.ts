import 'reflect-metadata';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import { MikroORM } from '@mikro-orm/postgresql';
import { format } from 'date-fns';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUSINESS_TIME_ZONE, DEMO_PASSWORD } from '../../schema/constants.js';
import { ormConfig } from '../../server/src/assembly/mikro-orm.config.js';
import { DEMO_ACTIVITIES } from '../../server/src/db/seed/catalogue.js';
import { DEMO_ACCOUNTS } from '../../server/src/db/seed/demo-accounts.js';
import { objectStore } from '../../server/src/modules/media/object-store.js';
import { seedDemo } from '../../server/src/db/seed/demo.js';
import { verifyPassword } from '../../server/src/modules/account/password.js';
import { invariantViolations, noViolations } from './support/invariants.js';
import { createOwnDatabase } from './support/own-database.js';
import { startTestServer } from './support/test-server.js';

/**
 * The demo seed ran in the global setup on this run's database and data dir. Other test files add their own rows
 * (and book seats) in parallel, so the catalogue checks look at the seeded titles only.
 */
let client: pg.Client;
const TITLES = DEMO_ACTIVITIES.map((a) => a.title);
const SEEDED = `a.title = any($1) and a.supplier_id in (select s.id from suppliers s join users u on u.id = s.user_id
  where u.email in ('aliado@xplora.test', 'aliado2@xplora.test'))`;
const dataDir = inject('dataDir');
const query = async <T = any>(sql: string, params: unknown[] = []): Promise<T[]> =>
  (await client.query(sql, params)).rows as T[];

beforeAll(async () => {
  client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
});
afterAll(() => client.end());

describe('demo seed', () => {
  it('creates every demo account with its role, activated, with the demo password', async () => {
    const users = await query<{
      email: string;
      role: string;
      activated_at: Date | null;
      password_hash: string;
    }>('select email, role, activated_at, password_hash from users where email = any($1)', [
      DEMO_ACCOUNTS.map((a) => a.email),
    ]);
    expect(users).toHaveLength(DEMO_ACCOUNTS.length);
    for (const account of DEMO_ACCOUNTS) {
      const user = users.find((u) => u.email === account.email)!;
      expect(user.role).toBe(account.role);
      expect(user.activated_at).not.toBeNull();
    }
    expect(await verifyPassword(users[0].password_hash, DEMO_PASSWORD)).toBe(true);
    const roles = await query<{ email: string; role: string }>(
      'select u.email, r.role from admin_roles r join users u on u.id = r.user_id where u.email = any($1) order by 1',
      [DEMO_ACCOUNTS.map((a) => a.email)],
    );
    expect(roles).toEqual([{ email: 'soporte@xplora.test', role: 'soporte' }]);
  });

  it('gives both demo suppliers a supplier row and pago móvil payment data', async () => {
    const rows = await query(
      `select u.email, s.trade_name, s.document_code, p.agent_bank_code, p.account
       from suppliers s join users u on u.id = s.user_id
       join supplier_payment_data p on p.supplier_id = s.id
       join payment_methods m on m.id = p.payment_method_id and m.code = 'pago_movil'
       where u.email in ('aliado@xplora.test', 'aliado2@xplora.test')
       order by u.email`,
    );
    expect(rows.map((r) => r.email)).toEqual(['aliado2@xplora.test', 'aliado@xplora.test']);
    for (const row of rows) expect(row.account).toMatch(/^0414\d{7}$/);
  });

  it('publishes at least 24 active activities (plus pending ones), at least 5 of them from aliado2', async () => {
    const [counts] = await query(
      `select count(*) filter (where status = 1)::int as active, count(*) filter (where status = 0)::int as pending,
              count(*) filter (where status = 1 and featured)::int as featured
       from activities a where a.deleted_at is null and ${SEEDED}`,
      [TITLES],
    );
    expect(counts.active).toBeGreaterThanOrEqual(24);
    expect(counts.pending).toBeGreaterThanOrEqual(2);
    expect(counts.featured).toBeGreaterThanOrEqual(12);
    const [aliado2] = await query(
      `select count(*)::int as n from activities a join suppliers s on s.id = a.supplier_id
       join users u on u.id = s.user_id where u.email = 'aliado2@xplora.test' and a.status = 1 and ${SEEDED}`,
      [TITLES],
    );
    expect(aliado2.n).toBeGreaterThanOrEqual(5);
    const untagged = await query(
      `select a.id from activities a where a.featured and ${SEEDED} and not exists (
         select 1 from activity_tags at join tags t on t.id = at.tag_id where at.activity_id = a.id and t.name = 'featured')`,
      [TITLES],
    );
    expect(untagged).toEqual([]);
  });

  it('gives every active activity pictures on disk with 480×480 WebP thumbnails', async () => {
    const images = await query<{ activity_id: number; path: string; thumbnail_path: string; width: number }>(
      `select i.activity_id, i.path, i.thumbnail_path, i.width from activity_images i
       join activities a on a.id = i.activity_id where a.status = 1 and ${SEEDED} order by i.activity_id, i.position`,
      [TITLES],
    );
    const [{ n: active }] = await query(
      `select count(*)::int as n from activities a where a.status = 1 and ${SEEDED}`,
      [TITLES],
    );
    expect(new Set(images.map((i) => i.activity_id)).size).toBe(active);
    const file = (url: string) => path.join(dataDir, url);
    for (const image of images) {
      expect(image.path).toMatch(/^\/uploads\/activities\/[0-9a-f-]{36}\.webp$/);
      expect(existsSync(file(image.path))).toBe(true);
      const thumb = await sharp(file(image.thumbnail_path)).metadata();
      expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 480, 480]);
      expect(thumb.exif).toBeUndefined();
      expect(image.width).toBeLessThanOrEqual(1600);
    }
  });

  it('serves the seeded pictures from /uploads on a test server', async () => {
    const [image] = await query(`select path, thumbnail_path from activity_images order by id limit 1`);
    const server = await startTestServer();
    try {
      for (const url of [image.path, image.thumbnail_path]) {
        const res = await server.http('GET', url);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
      }
    } finally {
      await server.stop();
    }
  });

  it('gives every active activity a mandatory price, details and future dates with open slots', async () => {
    const today = format(new TZDate(new Date(), BUSINESS_TIME_ZONE), 'yyyy-MM-dd');
    const rows = await query(
      `select a.id,
         (select count(*) from activity_prices p where p.activity_id = a.id and p.mandatory)::int as mandatory,
         (select count(*) from activity_details d where d.activity_id = a.id and d.type = 'attribute')::int as attributes,
         (select count(*) from activity_details d where d.activity_id = a.id and d.type = 'highlight')::int as highlights,
         (select count(*) from activity_details d where d.activity_id = a.id and d.type = 'unsuitable')::int as unsuitables,
         (select count(*) from activity_details d where d.activity_id = a.id and d.type = 'question'
            and length(d.title) between 12 and 124 and length(d.description) between 12 and 512)::int as faq,
         (select count(*) from activity_dates d join activity_times t on t.activity_date_id = d.id
            where d.activity_id = a.id and d.starts_at > $2::date and t.current_available > 0
              and t.current_available <= t.expected_participants and t.expected_participants between 10 and 20)::int as slots
       from activities a where a.status = 1 and ${SEEDED}`,
      [TITLES, today],
    );
    expect(rows.length).toBeGreaterThanOrEqual(24);
    for (const row of rows) {
      expect(row, `actividad ${row.id}`).toMatchObject({ mandatory: 1 });
      expect(row.attributes).toBeGreaterThanOrEqual(3);
      expect(row.highlights).toBeGreaterThanOrEqual(3);
      expect(row.unsuitables).toBeGreaterThanOrEqual(1);
      expect(row.faq).toBeGreaterThanOrEqual(2);
      expect(row.slots).toBeGreaterThanOrEqual(10);
    }
  });

  it('keeps each activity’s rating and comments count equal to its published reviews', async () => {
    const mismatched = await query(
      `select a.id, a.rating, a.comments_count, r.avg, r.n from activities a
       left join lateral (select round(avg(rating), 1) as avg, count(*)::int as n from reviews
                          where activity_id = a.id and status = 'published') r on true
       where ${SEEDED} and (a.rating <> coalesce(r.avg, 0) or a.comments_count <> r.n)`,
      [TITLES],
    );
    expect(mismatched).toEqual([]);
    const unreviewed = await query(
      `select a.id from activities a where a.status = 1 and ${SEEDED} and a.comments_count not between 1 and 4`,
      [TITLES],
    );
    expect(unreviewed).toEqual([]);
  });

  it('has USD and EUR exchange rates for today', async () => {
    const today = format(new TZDate(new Date(), BUSINESS_TIME_ZONE), 'yyyy-MM-dd');
    const rows = await query(
      `select currency::text, rate::text from exchange_rates where value_date = $1::date order by currency`,
      [today],
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { currency: 'USD', rate: '238.7100' },
        { currency: 'EUR', rate: '260.1400' },
      ]),
    );
    const [older] = await query(`select count(*)::int as n from exchange_rates where value_date < $1::date`, [
      today,
    ]);
    expect(older.n).toBeGreaterThanOrEqual(2);
  });

  it('does nothing when run again (idempotent)', async () => {
    const before = await query(SHOWCASE);
    const orm = await MikroORM.init(ormConfig(inject('databaseUrl')));
    try {
      expect(await seedDemo(orm, objectStore({ dataDir }))).toBe(false);
    } finally {
      await orm.close();
    }
    expect(await query(SHOWCASE)).toEqual(before);
  });
});

/**
 * The demo accounts' orders as the screens show them, without the seed's moment: which activity, which tab, seats,
 * totals, the payment, the review, and dates as days from today.
 */
const SHOWCASE = `select u.email, a.title, b.status, o.status as order_status, o.paid, b.seats_held, b.exchange_rate::text,
    o.total_usd::text, o.total_ves::text, extract(epoch from o.expires_at - o.issue_date)::int as window_s,
    d.starts_at - (now() at time zone 'America/Caracas')::date as days_ahead,
    p.status::text as payment, p.reference, r.status::text as review
  from bookings b join users u on u.id = b.user_id join activities a on a.id = b.activity_id
  join activity_dates d on d.id = b.activity_date_id join orders o on o.activity_booking_id = b.id
  left join payments p on p.order_id = o.id left join reviews r on r.booking_id = b.id
  where u.email like '%@xplora.test' and b.partner_key_id is null
  order by u.email, a.title, b.status, o.status, days_ahead, p.reference`;

describe('demo seed: every screen has data (issue 16 §5)', () => {
  const tabs = async (email: string) =>
    query<{ tab: string; n: number }>(
      `select case when o.status = 0 then 'unpaid' when o.status = 2 then 'cancelled'
                   when o.paid then 'processed' else 'processing' end as tab, count(*)::int as n
       from orders o join bookings b on b.id = o.activity_booking_id join users u on u.id = b.user_id
       where u.email = $1 group by 1 order by 1`,
      [email],
    );

  it('gives the demo customer an order in every bookings tab, the unpaid one with its 2 hours still running', async () => {
    const counts = Object.fromEntries((await tabs('cliente@xplora.test')).map((r) => [r.tab, r.n]));
    for (const tab of ['unpaid', 'processing', 'processed', 'cancelled'])
      expect(counts[tab], tab).toBeGreaterThanOrEqual(1);
    const [unpaid] = await query(
      `select o.issue_date, o.expires_at, b.hold_expires_at from orders o join bookings b on b.id = o.activity_booking_id
       join users u on u.id = b.user_id where u.email = 'cliente@xplora.test' and o.status = 0 order by o.id limit 1`,
    );
    expect(unpaid.expires_at.getTime() - unpaid.issue_date.getTime()).toBe(2 * 3_600_000);
    // Seeded in this run's global setup, minutes ago at most: the countdown is running.
    expect(unpaid.expires_at.getTime()).toBeGreaterThan(Date.now());
    expect(unpaid.issue_date.getTime()).toBeGreaterThan(Date.now() - 30 * 60_000);
    const [processing] = await query(
      `select p.status::text from orders o join bookings b on b.id = o.activity_booking_id
       join users u on u.id = b.user_id join payments p on p.order_id = o.id
       where u.email = 'cliente@xplora.test' and o.status = 1 and not o.paid`,
    );
    expect(processing.status).toBe('pending');
  });

  it('gives the demo customer favourites and a written review on a processed booking', async () => {
    const [favourites] = await query(
      `select count(*)::int as n from bookmarks b join users u on u.id = b.user_id where u.email = 'cliente@xplora.test'`,
    );
    expect(favourites.n).toBeGreaterThanOrEqual(2);
    const reviewed = await query(
      `select r.title, r.message, r.status::text, b.status as booking_status from reviews r
       join bookings b on b.id = r.booking_id join users u on u.id = r.user_id
       where u.email = 'cliente@xplora.test'`,
    );
    expect(reviewed.length).toBeGreaterThanOrEqual(1);
    expect(reviewed[0]).toMatchObject({ status: 'published', booking_status: 4 });
    expect(reviewed[0].message.length).toBeGreaterThan(20);
  });

  it('gives the demo supplier a payment to verify, upcoming dates with reservations and an unanswered comment', async () => {
    const own = `a.supplier_id = (select s.id from suppliers s join users u on u.id = s.user_id
      where u.email = 'aliado@xplora.test')`;
    const [counts] = await query(
      `select
         (select count(*) from payments p join orders o on o.id = p.order_id
            join bookings b on b.id = o.activity_booking_id join activities a on a.id = b.activity_id
            where ${own} and p.status = 'pending')::int as to_verify,
         (select count(distinct b.activity_date_id) from bookings b join activities a on a.id = b.activity_id
            join activity_dates d on d.id = b.activity_date_id
            where ${own} and b.status between 2 and 4 and d.starts_at > (now() at time zone 'America/Caracas')::date)::int
           as upcoming_dates,
         (select count(*) from reviews r join activities a on a.id = r.activity_id
            where ${own} and r.status = 'pending')::int as unanswered`,
    );
    expect(counts.to_verify).toBeGreaterThanOrEqual(1);
    expect(counts.upcoming_dates).toBeGreaterThanOrEqual(2);
    expect(counts.unanswered).toBeGreaterThanOrEqual(1);
  });

  it('gives the admin an activity and a supplier registration awaiting approval', async () => {
    const [counts] = await query(
      `select (select count(*) from activities where status = 0 and deleted_at is null)::int as activities,
              (select count(*) from suppliers s join users u on u.id = s.user_id
                where u.activated_at is null and u.closed_at is null and s.status = 0)::int as suppliers`,
    );
    expect(counts.activities).toBeGreaterThanOrEqual(1);
    expect(counts.suppliers).toBeGreaterThanOrEqual(1);
  });

  it('is deterministic and follows the booking rules: a database seeded from scratch shows the same orders', async () => {
    const own = await createOwnDatabase('seed_again');
    const orm = await MikroORM.init(ormConfig(own.url));
    const other = new pg.Client({ connectionString: own.url });
    try {
      await orm.migrator.up();
      expect(await seedDemo(orm, objectStore({ dataDir: path.join(dataDir, 'again') }))).toBe(true);
      await other.connect();
      expect((await other.query(SHOWCASE)).rows).toEqual(await query(SHOWCASE));
      // Only the seed wrote here: its bookings follow the product's rules (seats taken from the slots, totals from
      // the lines at the frozen rate, order and booking states in step), and each rate is one from the rate table.
      const rows = async (sql: string) => (await other.query(sql)).rows as { id: number }[];
      expect(await invariantViolations(rows)).toEqual(noViolations());
      expect(
        await rows(`select b.id from bookings b where not exists (select 1 from exchange_rates x
          where x.currency = 'USD' and x.rate = b.exchange_rate)`),
      ).toEqual([]);
    } finally {
      await other.end();
      await orm.close();
      await own.drop();
    }
  }, 60_000);
});
