import fc from 'fast-check';
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEndedPeriods } from '../../server/src/modules/finance/statement-close.js';
import { createSlot, ensureRate, newCustomer, type SlotFixture } from './booking.fixtures.js';
import { bookingIn } from './refund.fixtures.js';
import { daysAhead, ledgerOf, linesOf, setFee, statementsOf, type LedgerRow } from './ledger.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The money trail adds up, whatever happens in whatever order: random sequences of bookings paid (verified) or only
 * registered, verifications, cancellations, refunds paid back or declined, fee changes and period closes, each
 * through the product, on the real database. Bounded (LEDGER_RUNS, default 16 runs of 4–10 steps) to stay fast.
 */

const RUNS = Number(process.env.LEDGER_RUNS ?? 16);

let server: TestServer;
let customer: { id: number; token: string; email: string };

beforeAll(async () => {
  server = await startTestServer();
  await ensureRate(server);
  customer = await newCustomer(server);
});
afterAll(() => server.stop());

type Step =
  | { t: 'pay'; adults: number; verify: boolean }
  | { t: 'verify'; pick: number }
  | { t: 'cancel'; pick: number }
  | { t: 'resolve'; pick: number; refund: boolean }
  | { t: 'fee'; thousandths: number }
  | { t: 'close' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      t: fc.constant('pay' as const),
      adults: fc.integer({ min: 1, max: 3 }),
      verify: fc.boolean(),
    }),
    weight: 5,
  },
  { arbitrary: fc.record({ t: fc.constant('verify' as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constant('cancel' as const), pick: fc.nat() }), weight: 3 },
  {
    arbitrary: fc.record({ t: fc.constant('resolve' as const), pick: fc.nat(), refund: fc.boolean() }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ t: fc.constant('fee' as const), thousandths: fc.integer({ min: 50, max: 1000 }) }),
    weight: 1,
  },
  { arbitrary: fc.constant({ t: 'close' as const }), weight: 2 },
);

interface ModelBooking {
  bookingId: number;
  paymentId: number;
  usd: Decimal;
  /** The fee when its payment was verified; null while not verified. */
  fee: string | null;
  cancelled: boolean;
  refundId?: number;
  refund?: 'requested' | 'refunded' | 'declined';
}

const pick = <T>(items: T[], n: number): T | undefined =>
  items.length ? items[n % items.length] : undefined;

async function run(steps: Step[]): Promise<void> {
  const slot: SlotFixture = await createSlot(server, { seats: 100 });
  let fee = '0.100';
  await setFee(server, slot.supplierId, fee);
  const model: ModelBooking[] = [];
  let clock = new Date();
  let seen: LedgerRow[] = [];

  for (const step of steps) {
    if (step.t === 'pay') {
      const paid = await bookingIn(
        server,
        slot,
        customer.token,
        step.verify ? 'paid' : 'registered',
        step.adults,
      );
      model.push({
        bookingId: paid.bookingId,
        paymentId: paid.paymentId!,
        usd: new Decimal(20).times(step.adults),
        fee: step.verify ? fee : null,
        cancelled: false,
      });
    } else if (step.t === 'verify') {
      const b = pick(
        model.filter((m) => m.fee === null),
        step.pick,
      );
      if (!b) continue;
      const res = await server.http('POST', `/api/v1/payment/${b.paymentId}/confirm`, {
        token: slot.supplierToken,
      });
      expect(res.status).toBe(b.cancelled ? 409 : 200);
      if (!b.cancelled) b.fee = fee;
    } else if (step.t === 'cancel') {
      const b = pick(
        model.filter((m) => !m.cancelled),
        step.pick,
      );
      if (!b) continue;
      const res = await server.http('POST', `/api/v1/booking/${b.bookingId}/cancel`, {
        token: customer.token,
      });
      expect(res.status).toBe(200);
      b.cancelled = true;
      if (res.body.refund) {
        b.refundId = res.body.refund.id as number;
        b.refund = 'requested';
      }
    } else if (step.t === 'resolve') {
      const b = pick(
        model.filter((m) => m.refund === 'requested'),
        step.pick,
      );
      if (!b) continue;
      const res = step.refund
        ? await server.http('POST', `/api/v1/refund/${b.refundId}/refunded`, {
            token: slot.supplierToken,
            body: { reference: '55501234' },
          })
        : await server.http('POST', `/api/v1/refund/${b.refundId}/decline`, {
            token: slot.supplierToken,
            body: { reason: 'Fuera de la política' },
          });
      expect(res.status).toBe(200);
      b.refund = step.refund ? 'refunded' : 'declined';
    } else if (step.t === 'fee') {
      fee = new Decimal(step.thousandths).div(1000).toFixed(3);
      await setFee(server, slot.supplierId, fee);
    } else {
      clock = daysAhead(31, clock);
      await closeEndedPeriods(server.db.orm, clock, [slot.supplierId]);
    }
    // No ledger row is ever changed: what was there is still there, as it was; new rows only come after.
    const now = await ledgerOf(server, slot.supplierId);
    expect(now.slice(0, seen.length)).toEqual(seen);
    seen = now;
  }

  await closeEndedPeriods(server.db.orm, daysAhead(62, clock), [slot.supplierId]);
  const statements = await statementsOf(server, slot.supplierId);
  const lines = await linesOf(server, slot.supplierId);
  const ledger = await ledgerOf(server, slot.supplierId);

  // Every ledger row is billed, in exactly one statement.
  expect([...lines.keys()].sort((a, b) => a - b)).toEqual(ledger.map((r) => r.id));
  expect([...lines.values()].every((s) => s.length === 1)).toBe(true);
  // A booking's commission is billed once: its verified payment is in one statement.
  for (const b of model.filter((m) => m.fee !== null)) {
    const verified = ledger.filter((r) => r.booking_id === b.bookingId && r.kind === 'payment_verified');
    expect(verified).toHaveLength(1);
  }
  // Each statement's totals are its lines'.
  for (const s of statements) {
    const own = ledger.filter((r) => lines.get(r.id)![0] === s.id);
    const sum = (k: 'gross_usd' | 'commission_usd' | 'net_usd' | 'gross_ves') =>
      own.reduce((acc, r) => acc.plus(r[k]), new Decimal(0)).toFixed(2);
    expect(s).toMatchObject({
      line_count: own.length,
      gross_usd: sum('gross_usd'),
      gross_ves: sum('gross_ves'),
      commission_usd: sum('commission_usd'),
      net_usd: sum('net_usd'),
    });
  }
  // Σ commissions over statements = Σ fee-at-confirmation × USD over verified and not refunded amounts, to the cent.
  const expected = model
    .filter((m) => m.fee !== null && m.refund !== 'refunded')
    .reduce(
      (acc, m) => acc.plus(m.usd.times(m.fee!).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)),
      new Decimal(0),
    );
  const billed = statements.reduce((acc, s) => acc.plus(s.commission_usd), new Decimal(0));
  expect(billed.toFixed(2)).toBe(expected.toFixed(2));
}

describe('ledger and statements over random histories', () => {
  it('commissions add up to the cent, no row changes, no row or booking payment billed twice', async () => {
    await fc.assert(fc.asyncProperty(fc.array(stepArb, { minLength: 4, maxLength: 10 }), run), {
      numRuns: RUNS,
      endOnFailure: true,
    });
  }, 180_000);
});
