import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { actor } from './admin-fixtures.js';
import { issueKey } from './partner.fixtures.js';
import {
  createSlot,
  ensureRate,
  fork,
  gqlClient,
  newCustomer,
  order,
  type SlotFixture,
} from './booking.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import {
  bookingCode,
  CHECK_IN,
  departSoon,
  MANIFEST,
  otherDeparture,
  paidBooking,
  registerPayment,
  VOUCHER,
} from './voucher.fixtures.js';

/** Issue 17 §1–2: the voucher of a verified booking, the departure's manifest and the check-in at the meeting point. */

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let slot: SlotFixture;
let departure: { date: string; startTime: string };
let otherSlot: SlotFixture;
let customer: { id: number; token: string; email: string };
let otherCustomer: { id: number; token: string; email: string };
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
  slot = await createSlot(server, { seats: 500 });
  departure = await departSoon(server, slot);
  otherSlot = await createSlot(server, { seats: 500 });
  customer = await newCustomer(server);
  otherCustomer = await newCustomer(server);
  admin = (await actor(server, UserRole.Admin)).token;
});
afterAll(() => server.stop());

async function checkedInCount(bookingId: number): Promise<{ checked: boolean; updated: string }> {
  const [row] = await fork(server).execute<{ checked: boolean; updated: string }[]>(
    'select checked_in_at is not null as checked, updated_at::text as updated from bookings where id = ?',
    [bookingId],
  );
  return row!;
}

describe('booking code', () => {
  it('every booking gets a short unique human-readable code', async () => {
    const a = await order(server, slot, customer.token);
    const b = await order(server, slot, customer.token);
    const [codeA, codeB] = [await bookingCode(server, a.bookingId), await bookingCode(server, b.bookingId)];
    expect(codeA).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(codeA).not.toBe(codeB);
  });
});

describe('voucher', () => {
  it('the customer, the supplier and an admin read it once the payment is verified; the QR holds no bare id', async () => {
    const { bookingId } = await paidBooking(server, slot, customer.token, 2);
    const mine = await gql(VOUCHER, { id: String(bookingId) }, customer.token);
    expect(mine.errors).toBeUndefined();
    const v = mine.data.voucher;
    expect(v).toMatchObject({
      bookingId: String(bookingId),
      code: await bookingCode(server, bookingId),
      startTime: departure.startTime,
      timeZone: 'America/Caracas',
      participants: 2,
      lines: [{ quantity: 2, participants: 1 }],
      checkedInAt: null,
    });
    expect(v.mapUrl).toContain('https://www.google.com/maps/search/?api=1&query=');
    // The code and a 132-bit signature: no numeric id anywhere.
    expect(v.token).toMatch(new RegExp(`^${v.code}\\.[A-Za-z0-9_-]{22}$`));
    for (const token of [slot.supplierToken, admin]) {
      const res = await gql(VOUCHER, { id: String(bookingId) }, token);
      expect(res.data?.voucher.token).toBe(v.token);
    }
    const rest = await server.http('GET', `/api/v1/booking/${bookingId}/voucher`, { token: customer.token });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ booking_id: bookingId, code: v.code, token: v.token, participants: 2 });
  });

  it('another customer, another supplier and a visitor get 404 or 401, on GraphQL and REST', async () => {
    const { bookingId } = await paidBooking(server, slot, customer.token);
    for (const token of [otherCustomer.token, otherSlot.supplierToken]) {
      const res = await gql(VOUCHER, { id: String(bookingId) }, token);
      expect(res.data).toBeNull();
      expect(res.errors![0]!.extensions!.code).toBe('NOT_FOUND');
      const rest = await server.http('GET', `/api/v1/booking/${bookingId}/voucher`, { token });
      expect(rest.status).toBe(404);
      const pdf = await server.http('GET', `/api/v1/booking/${bookingId}/voucher.pdf`, { token });
      expect(pdf.status).toBe(404);
    }
    expect((await gql(VOUCHER, { id: String(bookingId) })).errors![0]!.extensions!.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await server.http('GET', `/api/v1/booking/${bookingId}/voucher`)).status).toBe(401);
    expect((await server.http('GET', `/api/v1/booking/${bookingId}/voucher.pdf`)).status).toBe(401);
  });

  it('an unpaid or unverified booking has no voucher yet (409, Spanish)', async () => {
    const unpaid = await order(server, slot, customer.token);
    const res = await gql(VOUCHER, { id: String(unpaid.bookingId) }, customer.token);
    expect(res.errors![0]).toMatchObject({ message: expect.stringMatching(/pago .* verificado/) });
    await registerPayment(server, customer.token, unpaid.orderId);
    const rest = await server.http('GET', `/api/v1/booking/${unpaid.bookingId}/voucher`, {
      token: customer.token,
    });
    expect(rest.status).toBe(409);
    for (const id of ['abc', '0', '-1', '99999999999']) {
      const bad = await server.http('GET', `/api/v1/booking/${id}/voucher`, { token: customer.token });
      expect(bad.status).toBeGreaterThanOrEqual(400);
      expect(bad.status).toBeLessThan(500);
    }
  });
});

describe('check-in', () => {
  const checkIn = (token: string, input: Record<string, unknown>) => gql(CHECK_IN, { input }, token);

  it('the supplier checks in by QR; a second scan says "ya registrado"; the manifest counts it once', async () => {
    const { bookingId } = await paidBooking(server, slot, customer.token, 3);
    const unpaid = await order(server, slot, otherCustomer.token, 2);
    const voucher = (await gql(VOUCHER, { id: String(bookingId) }, customer.token)).data.voucher;
    const before = (await gql(MANIFEST, { id: String(slot.timeId) }, slot.supplierToken)).data
      .checkInManifest;
    const first = await checkIn(slot.supplierToken, {
      activityTimeId: String(slot.timeId),
      token: voucher.token,
    });
    expect(first.errors).toBeUndefined();
    expect(first.data.checkInBooking).toMatchObject({ alreadyCheckedIn: false });
    expect(first.data.checkInBooking.message).toMatch(/^Llegada registrada/);
    const second = await checkIn(slot.supplierToken, {
      activityTimeId: String(slot.timeId),
      code: voucher.code.toLowerCase().replace('-', ' '),
    });
    expect(second.data.checkInBooking.alreadyCheckedIn).toBe(true);
    expect(second.data.checkInBooking.message).toMatch(/^Ya registrado/);
    expect(second.data.checkInBooking.booking.checkedInAt).toBe(
      first.data.checkInBooking.booking.checkedInAt,
    );

    const after = (await gql(MANIFEST, { id: String(slot.timeId) }, slot.supplierToken)).data.checkInManifest;
    expect(after.totals.checkedIn - before.totals.checkedIn).toBe(3);
    expect(after.totals.paid - before.totals.paid).toBe(0);
    const row = after.rows.find((r: any) => r.bookingId === String(bookingId));
    expect(row).toMatchObject({ code: voucher.code, participants: 3, paymentState: 'Pagado' });
    expect(after.rows.find((r: any) => r.bookingId === String(unpaid.bookingId))).toMatchObject({
      paymentState: 'Por pagar',
      checkedInAt: null,
    });
    expect((await gql(VOUCHER, { id: String(bookingId) }, customer.token)).data.voucher.checkedInAt).toBe(
      first.data.checkInBooking.booking.checkedInAt,
    );
  });

  it('twenty concurrent scans of the same voucher check it in exactly once', async () => {
    const { bookingId } = await paidBooking(server, slot, customer.token);
    const voucher = (await gql(VOUCHER, { id: String(bookingId) }, customer.token)).data.voucher;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        checkIn(slot.supplierToken, { activityTimeId: String(slot.timeId), token: voucher.token }),
      ),
    );
    const fresh = results.filter((r) => r.data?.checkInBooking.alreadyCheckedIn === false);
    const repeated = results.filter((r) => r.data?.checkInBooking.alreadyCheckedIn === true);
    expect([fresh.length, repeated.length]).toEqual([1, 19]);
  });

  it('refuses another supplier, another date, a cancelled or unpaid booking and a forged token; nothing changes', async () => {
    const paid = await paidBooking(server, slot, customer.token);
    const voucher = (await gql(VOUCHER, { id: String(paid.bookingId) }, customer.token)).data.voucher;
    const own = { activityTimeId: String(slot.timeId) };
    const before = await checkedInCount(paid.bookingId);

    // Another supplier scanning at its own departure: the voucher is not of its activities.
    const foreign = await checkIn(otherSlot.supplierToken, {
      activityTimeId: String(otherSlot.timeId),
      token: voucher.token,
    });
    expect(foreign.errors![0]).toMatchObject({
      message: expect.stringMatching(/otro aliado/),
      extensions: { code: 'CONFLICT' },
    });
    // Another supplier naming this departure: it is not theirs (404).
    const intruder = await checkIn(otherSlot.supplierToken, { ...own, token: voucher.token });
    expect(intruder.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    // The same activity's other date.
    const laterTime = await otherDeparture(server, slot);
    const otherDate = await checkIn(slot.supplierToken, {
      activityTimeId: String(laterTime),
      token: voucher.token,
    });
    expect(otherDate.errors![0]!.message).toContain(
      `otra salida: ${departure.date} a las ${departure.startTime}`,
    );
    // Forged: a valid code with a made-up signature, and garbage.
    for (const token of [`${voucher.code}.AAAAAAAAAAAAAAAAAAAAAA`, String(paid.bookingId), 'x'.repeat(500)]) {
      const forged = await checkIn(slot.supplierToken, { ...own, token });
      expect(forged.errors![0]).toMatchObject({
        message: 'El código QR no es un voucher válido de Xplora.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(await checkedInCount(paid.bookingId)).toEqual(before);

    // Unpaid (ordered) and payment registered but not verified.
    const unpaid = await order(server, slot, customer.token);
    const unpaidCode = await bookingCode(server, unpaid.bookingId);
    const refusedUnpaid = await checkIn(slot.supplierToken, { ...own, code: unpaidCode });
    expect(refusedUnpaid.errors![0]!.message).toMatch(/no tiene el pago verificado/);
    await registerPayment(server, customer.token, unpaid.orderId);
    expect((await checkIn(slot.supplierToken, { ...own, code: unpaidCode })).errors![0]!.message).toMatch(
      /no tiene el pago verificado/,
    );
    // Cancelled after being paid.
    const cancelled = await paidBooking(server, slot, customer.token);
    await fork(server).execute('update bookings set status = 5 where id = ?', [cancelled.bookingId]);
    const refusedCancelled = await checkIn(slot.supplierToken, {
      ...own,
      code: await bookingCode(server, cancelled.bookingId),
    });
    expect(refusedCancelled.errors![0]!.message).toMatch(/cancelada/);
    const cancelledVoucher = await gql(VOUCHER, { id: String(cancelled.bookingId) }, customer.token);
    expect(cancelledVoucher.errors![0]!.message).toBe(
      'La reserva está cancelada: su voucher ya no es válido.',
    );
    const [row] = await fork(server).execute<{ n: number }[]>(
      'select count(*)::int as n from bookings where id in (?, ?) and checked_in_at is not null',
      [unpaid.bookingId, cancelled.bookingId],
    );
    expect(row!.n).toBe(0);
  });

  it('customers and other suppliers cannot read the manifest or check in; an admin can', async () => {
    for (const token of [customer.token, otherSlot.supplierToken]) {
      expect((await gql(MANIFEST, { id: String(slot.timeId) }, token)).errors![0]!.extensions!.code).toBe(
        'NOT_FOUND',
      );
      const rest = await server.http('GET', `/api/v1/activity_time/${slot.timeId}/manifest`, { token });
      expect(rest.status).toBe(404);
    }
    const byAdmin = await server.http('GET', `/api/v1/activity_time/${slot.timeId}/manifest`, {
      token: admin,
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({
      activity_time_id: slot.timeId,
      totals: { booked: expect.any(Number) },
    });
    const paid = await paidBooking(server, slot, customer.token);
    const code = await bookingCode(server, paid.bookingId);
    const denied = await server.http('POST', `/api/v1/activity_time/${slot.timeId}/check_in`, {
      token: customer.token,
      body: { code },
    });
    expect(denied.status).toBe(404);
    const ok = await server.http('POST', `/api/v1/activity_time/${slot.timeId}/check_in`, {
      token: admin,
      body: { code },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      already_checked_in: false,
      booking: { booking_id: paid.bookingId, code },
    });
  });

  it('bad input answers 4xx with a Spanish message and writes nothing', async () => {
    const paid = await paidBooking(server, slot, customer.token);
    const before = await checkedInCount(paid.bookingId);
    const path = `/api/v1/activity_time/${slot.timeId}/check_in`;
    const code = await bookingCode(server, paid.bookingId);
    const cases: [string, unknown][] = [
      [path, {}],
      [path, { code, token: 'x' }],
      [path, { code: 12 }],
      [path, { code: '' }],
      [path, { code: 'ZZZZ-ZZZZ' }],
      [path, { code: 'x'.repeat(100) }],
      ['/api/v1/activity_time/abc/check_in', { code }],
      ['/api/v1/activity_time/0/check_in', { code }],
    ];
    for (const [url, body] of cases) {
      const res = await server.http('POST', url, { token: slot.supplierToken, body });
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(JSON.stringify(res.body)).toMatch(/[áéíóúñ]|reserva|horario|código|voucher/i);
    }
    expect(await checkedInCount(paid.bookingId)).toEqual(before);
  });
});

describe('partner keys', () => {
  it('read the voucher and the manifest of their own bookings and check their travellers in, within their scopes', async () => {
    const partner = (await issueKey(server, admin)).key;
    const readOnly = (await issueKey(server, admin, { scopes: ['bookings:read'] })).key;
    const own = await paidBooking(server, slot, partner, 2);
    const others = await paidBooking(server, slot, customer.token);
    const code = await bookingCode(server, own.bookingId);

    const voucher = await server.http('GET', `/api/v1/booking/${own.bookingId}/voucher`, { token: partner });
    expect(voucher.body).toMatchObject({ code, participants: 2 });
    expect(
      (await server.http('GET', `/api/v1/booking/${others.bookingId}/voucher`, { token: partner })).status,
    ).toBe(404);
    const manifest = await server.http('GET', `/api/v1/activity_time/${slot.timeId}/manifest`, {
      token: partner,
    });
    expect(manifest.status).toBe(200);
    expect(manifest.body.data.map((r: any) => r.booking_id)).toEqual([own.bookingId]);

    const path = `/api/v1/activity_time/${slot.timeId}/check_in`;
    const denied = await server.http('POST', path, { token: readOnly, body: { code } });
    expect([denied.status, denied.body.message]).toEqual([
      403,
      'La clave de API no tiene el permiso bookings:write.',
    ]);
    const foreign = await server.http('POST', path, {
      token: partner,
      body: { code: await bookingCode(server, others.bookingId) },
    });
    expect(foreign.status).toBe(404);
    const first = await server.http('POST', path, { token: partner, body: { code } });
    expect(first.body).toMatchObject({ already_checked_in: false, booking: { booking_id: own.bookingId } });
    const again = await server.http('POST', path, { token: partner, body: { code } });
    expect(again.body).toMatchObject({
      already_checked_in: true,
      message: expect.stringMatching(/^Ya registrado/),
    });
  });
});
