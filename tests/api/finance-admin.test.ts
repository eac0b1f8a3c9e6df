import { addMonths, format, parseISO, subDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { caracasDay } from '../../server/src/modules/finance/periods.js';
import { closeEndedPeriods } from '../../server/src/modules/finance/statement-close.js';
import { createSlot, ensureRate, fork, newCustomer } from './booking.fixtures.js';
import { createUser, tokenFor } from './catalog.fixtures.js';
import { closeAt, setFee, statementsOf } from './ledger.fixtures.js';
import { bookingIn } from './refund.fixtures.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The admin's "Finanzas" reads: the commission chart (the ledger's commission summed per Caracas month over the last
 * 12 months, every month present) and what each supplier's statements issued this month. Its own database, so the
 * sums hold only this file's ledger rows.
 */

const QUERY = '{ monthlyCommission { totalUsd months { month commissionUsd } } }';

let db: OwnDatabase;
let server: TestServer;
let admin: { id: number; token: string };

beforeAll(async () => {
  db = await createOwnDatabase('commission');
  server = await startTestServer({ databaseUrl: db.url });
  await ensureRate(server);
  const user = await createUser(server, UserRole.Admin);
  admin = { id: user.id, token: await tokenFor(server, user) };
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

/** The Caracas month `offset` months from this one, `YYYY-MM`. */
function month(offset: number): string {
  return format(addMonths(parseISO(`${caracasDay(new Date()).slice(0, 7)}-01`), offset), 'yyyy-MM');
}

const dayBefore = (date: string) => format(subDays(parseISO(date), 1), 'yyyy-MM-dd');

/** An admin's adjustment written at an instant given in Caracas time (`YYYY-MM-DDTHH:mm:ss`, UTC−4). */
async function adjustmentAt(supplierId: number, caracasTime: string, commissionUsd: string): Promise<void> {
  await fork(server).execute(
    `insert into ledger_entries (created_at, supplier_id, kind, gross_usd, gross_ves, commission_usd, net_usd,
       reason, created_by_id)
     values (?::timestamptz, ?, 'adjustment', 0, 0, ?::numeric, -(?::numeric), 'Ajuste de prueba', ?)`,
    [`${caracasTime}-04:00`, supplierId, commissionUsd, commissionUsd, admin.id],
  );
}

describe('monthlyCommission', () => {
  it('sums each Caracas month of the ledger, every month present, exact to the cent', async () => {
    const empty = await server.graphql<any>(QUERY, {}, admin.token);
    expect(empty.data.monthlyCommission.months).toEqual(
      Array.from({ length: 12 }, (_, i) => ({ month: month(i - 11), commissionUsd: '0.00' })),
    );
    expect(empty.data.monthlyCommission.totalUsd).toBe('0.00');

    // A verified payment this month: 2 adults × 20 USD at a 15% fee = 6.00 USD.
    const slot = await createSlot(server, { seats: 20 });
    const other = await createSlot(server);
    await setFee(server, slot.supplierId, '0.150');
    const customer = await newCustomer(server);
    await ensureRate(server);
    await bookingIn(server, slot, customer.token, 'paid', 2);
    // This month, another supplier's credit: 6.00 − 1.25 = 4.75.
    await adjustmentAt(other.supplierId, `${month(0)}-02T10:00:00`, '-1.25');
    // Three months ago: 10.10 + 0.05 + 0.01 = 10.16 (cents add up exactly, no float drift).
    await adjustmentAt(slot.supplierId, `${month(-3)}-15T12:00:00`, '10.10');
    await adjustmentAt(other.supplierId, `${month(-3)}-20T08:30:00`, '0.05');
    await adjustmentAt(slot.supplierId, `${month(-3)}-28T09:00:00`, '0.01');
    // The last second of last month in Caracas is already this month in UTC: it counts for last month (2.50).
    const lastOfPrevious = dayBefore(`${month(0)}-01`);
    await adjustmentAt(slot.supplierId, `${lastOfPrevious}T23:59:59`, '2.50');
    // The oldest month's first second counts (3.33); the second before it, 12 months ago, does not (99.00).
    await adjustmentAt(slot.supplierId, `${month(-11)}-01T00:00:00`, '3.33');
    const beforeOldest = dayBefore(`${month(-11)}-01`);
    await adjustmentAt(slot.supplierId, `${beforeOldest}T23:59:59`, '99.00');

    const res = await server.graphql<any>(QUERY, {}, admin.token);
    const expected: Record<string, string> = {
      [month(0)]: '4.75',
      [month(-1)]: '2.50',
      [month(-3)]: '10.16',
      [month(-11)]: '3.33',
    };
    expect(res.data.monthlyCommission.months).toEqual(
      Array.from({ length: 12 }, (_, i) => ({
        month: month(i - 11),
        commissionUsd: expected[month(i - 11)] ?? '0.00',
      })),
    );
    // 4.75 + 2.50 + 10.16 + 3.33
    expect(res.data.monthlyCommission.totalUsd).toBe('20.74');
  });

  it('is for admins only: a supplier, a customer and a visitor are refused', async () => {
    const slot = await createSlot(server);
    const customer = await newCustomer(server);
    for (const [token, code] of [
      [slot.supplierToken, 'FORBIDDEN'],
      [customer.token, 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      const res = await server.graphql<any>(QUERY, {}, token);
      expect(res.data ?? null).toBeNull();
      expect(res.errors?.[0]?.extensions?.code).toBe(code);
    }
  });
});

describe('supplierBalances: issued this month', () => {
  it("sums the commission of the supplier's statements issued this Caracas month only", async () => {
    const slot = await createSlot(server, { seats: 20 });
    await setFee(server, slot.supplierId, '0.100');
    const customer = await newCustomer(server);
    await bookingIn(server, slot, customer.token, 'paid', 1); // 2.00
    await closeEndedPeriods(server.db.orm, closeAt(1), [slot.supplierId]);
    await bookingIn(server, slot, customer.token, 'paid', 3); // 6.00
    await closeEndedPeriods(server.db.orm, closeAt(2), [slot.supplierId]);
    const [first, second] = await statementsOf(server, slot.supplierId);
    expect([first!.commission_usd, second!.commission_usd]).toEqual(['2.00', '6.00']);
    // The first one was issued last month.
    await fork(server).execute("update statements set issued_at = now() - interval '40 days' where id = ?", [
      first!.id,
    ]);

    const res = await server.graphql<any>(
      '{ supplierBalances { supplierId billedUsd issuedThisMonthUsd openCommissionUsd } }',
      {},
      admin.token,
    );
    expect(
      res.data.supplierBalances.find((b: { supplierId: string }) => b.supplierId === String(slot.supplierId)),
    ).toEqual({
      supplierId: String(slot.supplierId),
      billedUsd: '8.00',
      issuedThisMonthUsd: '6.00',
      openCommissionUsd: '0.00',
    });
  });
});
