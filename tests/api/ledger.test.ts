import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlot, ensureRate, fork, newCustomer, type SlotFixture } from './booking.fixtures.js';
import { bookingIn } from './refund.fixtures.js';
import { ledgerOf, setAdultPrice, setFee } from './ledger.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let customer: { id: number; token: string; email: string };

beforeAll(async () => {
  server = await startTestServer();
  await ensureRate(server);
  customer = await newCustomer(server);
});
afterAll(() => server.stop());

async function cancel(bookingId: number): Promise<number> {
  const res = await server.http('POST', `/api/v1/booking/${bookingId}/cancel`, { token: customer.token });
  expect(res.status).toBe(200);
  return res.body.refund?.id as number;
}

async function markRefunded(slot: SlotFixture, refundId: number): Promise<void> {
  const res = await server.http('POST', `/api/v1/refund/${refundId}/refunded`, {
    token: slot.supplierToken,
    body: { reference: '123456789' },
  });
  expect(res.status).toBe(200);
}

async function orderTotals(orderId: number): Promise<{ usd: string; ves: string }> {
  const [row] = await fork(server).execute<{ usd: string; ves: string }[]>(
    'select total_usd::text as usd, total_ves::text as ves from orders where id = ?',
    [orderId],
  );
  return row!;
}

describe('the ledger records each verified payment at the fee in force then', () => {
  it('a fee change applies to later confirmations only', async () => {
    const slot = await createSlot(server, { seats: 50 });
    await setFee(server, slot.supplierId, '0.150');
    const first = await bookingIn(server, slot, customer.token, 'paid', 2);
    await setFee(server, slot.supplierId, '0.100');
    const second = await bookingIn(server, slot, customer.token, 'paid', 1);

    const rows = await ledgerOf(server, slot.supplierId);
    const firstTotals = await orderTotals(first.orderId);
    expect(rows).toMatchObject([
      {
        kind: 'payment_verified',
        booking_id: first.bookingId,
        fee: '0.150',
        gross_usd: '40.00',
        gross_ves: firstTotals.ves,
        commission_usd: '6.00',
        net_usd: '34.00',
      },
      { kind: 'payment_verified', booking_id: second.bookingId, fee: '0.100', commission_usd: '2.00' },
    ]);
  });

  it('a supplier without a fee is recorded at 0 and owes nothing', async () => {
    const slot = await createSlot(server);
    await bookingIn(server, slot, customer.token, 'paid');
    expect(await ledgerOf(server, slot.supplierId)).toMatchObject([
      {
        kind: 'payment_verified',
        fee: '0.000',
        gross_usd: '20.00',
        commission_usd: '0.00',
        net_usd: '20.00',
      },
    ]);
  });

  it('a refused confirmation writes nothing; a registered payment writes nothing', async () => {
    const slot = await createSlot(server);
    await setFee(server, slot.supplierId, '0.100');
    const { paymentId } = await bookingIn(server, slot, customer.token, 'registered');
    await fork(server).execute('update payments set paid_amount = paid_amount + 1 where id = ?', [paymentId]);
    const refused = await server.http('POST', `/api/v1/payment/${paymentId}/confirm`, {
      token: slot.supplierToken,
    });
    expect(refused.status).toBe(422);
    expect(await ledgerOf(server, slot.supplierId)).toEqual([]);
  });
});

describe('a refund reverses the commission of what was paid back', () => {
  it('when the supplier marks it refunded, not when it is requested or declined', async () => {
    const slot = await createSlot(server, { seats: 50 });
    await setFee(server, slot.supplierId, '0.120');
    const refunded = await bookingIn(server, slot, customer.token, 'paid', 3);
    const declined = await bookingIn(server, slot, customer.token, 'paid', 1);
    const refundId = await cancel(refunded.bookingId);
    const declinedRefundId = await cancel(declined.bookingId);
    expect((await ledgerOf(server, slot.supplierId)).map((r) => r.kind)).toEqual([
      'payment_verified',
      'payment_verified',
    ]);

    await markRefunded(slot, refundId);
    const decline = await server.http('POST', `/api/v1/refund/${declinedRefundId}/decline`, {
      token: slot.supplierToken,
      body: { reason: 'Cancelada fuera de plazo' },
    });
    expect(decline.status).toBe(200);

    const rows = await ledgerOf(server, slot.supplierId);
    const totals = await orderTotals(refunded.orderId);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatchObject({
      kind: 'refund',
      booking_id: refunded.bookingId,
      fee: '0.120',
      gross_usd: '-60.00',
      gross_ves: `-${totals.ves}`,
      commission_usd: '-7.20',
      net_usd: '-52.80',
    });
    // What stays owed: the declined booking's commission (the supplier kept that money).
    const owed = rows.reduce((sum, r) => sum + Math.round(Number(r.commission_usd) * 100), 0);
    expect(owed).toBe(240);
  });

  it('a partial refund leaves the commission of what is left, rounded once', async () => {
    const slot = await createSlot(server);
    await setFee(server, slot.supplierId, '0.125');
    await setAdultPrice(server, slot.adultId, '12.35');
    const paid = await bookingIn(server, slot, customer.token, 'paid');
    const refundId = await cancel(paid.bookingId);
    // The product refunds whole orders today; the ledger already handles a part (5.00 of 12.35).
    await fork(server).execute("update refunds set amount_usd = '5.00', amount_ves = '182.76' where id = ?", [
      refundId,
    ]);
    await markRefunded(slot, refundId);
    const rows = await ledgerOf(server, slot.supplierId);
    // 12.35 × 0.125 = 1.54375 → 1.54; 7.35 × 0.125 = 0.91875 → 0.92, so the refund row is −0.62 (not −0.63).
    expect(rows.map((r) => r.commission_usd)).toEqual(['1.54', '-0.62']);
    expect(rows[1]).toMatchObject({ gross_usd: '-5.00', gross_ves: '-182.76', net_usd: '-4.38' });
  });

  it('a refund of a payment never verified writes nothing', async () => {
    const slot = await createSlot(server);
    await setFee(server, slot.supplierId, '0.100');
    const registered = await bookingIn(server, slot, customer.token, 'registered');
    const refundId = await cancel(registered.bookingId);
    if (refundId) await markRefunded(slot, refundId);
    expect(await ledgerOf(server, slot.supplierId)).toEqual([]);
  });
});

describe('the ledger is append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever writes', async () => {
    const slot = await createSlot(server);
    await setFee(server, slot.supplierId, '0.100');
    await bookingIn(server, slot, customer.token, 'paid');
    const [row] = await ledgerOf(server, slot.supplierId);
    const em = fork(server);
    await expect(
      em.execute("update ledger_entries set commission_usd = '0.00', net_usd = gross_usd where id = ?", [
        row!.id,
      ]),
    ).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(em.execute('delete from ledger_entries where id = ?', [row!.id])).rejects.toThrow(
      /append-only: DELETE refused/,
    );
    await expect(em.execute('truncate ledger_entries cascade')).rejects.toThrow(
      /append-only: TRUNCATE refused/,
    );
    expect(await ledgerOf(server, slot.supplierId)).toEqual([row]);
  });
});

describe('a confirm racing a cancel of the same booking', () => {
  it('leaves a consistent ledger: either cancelled before verification (no row) or verified then refunded', async () => {
    const slot = await createSlot(server, { seats: 50 });
    await setFee(server, slot.supplierId, '0.100');
    for (let round = 0; round < 5; round += 1) {
      const { bookingId, paymentId } = await bookingIn(server, slot, customer.token, 'registered');
      const [confirm, cancelled] = await Promise.all([
        server.http('POST', `/api/v1/payment/${paymentId}/confirm`, { token: slot.supplierToken }),
        server.http('POST', `/api/v1/booking/${bookingId}/cancel`, { token: customer.token }),
      ]);
      expect(cancelled.status).toBe(200);
      const rows = (await ledgerOf(server, slot.supplierId)).filter((r) => r.booking_id === bookingId);
      const [booking] = await fork(server).execute<{ status: number }[]>(
        'select status from bookings where id = ?',
        [bookingId],
      );
      expect(booking!.status).toBe(5);
      if (confirm.status === 200) {
        // Verified first: the row stands and the cancellation owes the refund that will reverse it.
        expect(rows).toHaveLength(1);
        expect(cancelled.body.refund).toMatchObject({ status: 'requested' });
        await markRefunded(slot, cancelled.body.refund.id as number);
        const after = (await ledgerOf(server, slot.supplierId)).filter((r) => r.booking_id === bookingId);
        expect(after.map((r) => r.commission_usd)).toEqual(['2.00', '-2.00']);
      } else {
        expect(confirm.status).toBe(409);
        expect(rows).toEqual([]);
      }
    }
  }, 60_000);
});
