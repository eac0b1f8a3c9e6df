import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../server/src/modules/booking/booking.entity.js';
import { Order } from '../../server/src/modules/booking/order.entity.js';
import { Payment } from '../../server/src/modules/booking/payment.entity.js';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { createUser, tokenFor } from './catalog.fixtures.js';
import {
  bookingWorld,
  createSlot,
  fork,
  type gqlClient,
  newCustomer,
  order,
  orderTotalVes,
  pagoMovilBody,
  registerPagoMovil,
  type SlotFixture,
} from './booking.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let slot: SlotFixture;
let methodId: number;
let refCounter = 100000;
/** The VES total of every 1-adult order of `slot` (the latest rate): what a correct payment registers. */
let total: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ gql, slot, methodId } = await bookingWorld(server, 200));
  total = await orderTotalVes(server, (await order(server, slot, (await newCustomer(server)).token)).orderId);
});
afterAll(() => server.stop());

const payment = (orderId: number, change: Record<string, unknown> = {}) =>
  pagoMovilBody(methodId, orderId, total.replace('.', ','), {
    reference: `REF${Date.now() % 1_000_000}${refCounter++}`,
    ...change,
  });

const register = (token: string, body: Record<string, unknown>) => registerPagoMovil(server, token, body);

describe('lookups', () => {
  it('lists payment methods by id and the 26 banks, publicly', async () => {
    const methods = await server.http('GET', '/api/v1/payment_method');
    expect(methods.status).toBe(200);
    expect(methods.body.data[0]).toMatchObject({ id: methodId, code: 'pago_movil' });
    const banks = await server.http('GET', '/api/v1/bank');
    expect(banks.body.data).toHaveLength(26);
  });
});

describe('registerPagoMovilPayment', () => {
  it('records the payment, moves order to En Proceso and booking to 3, and mails customer and supplier', async () => {
    const customer = await newCustomer(server);
    const { orderId, bookingId } = await order(server, slot, customer.token);
    const res = await register(customer.token, payment(orderId));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      order_id: orderId,
      bank: '0102',
      paid_amount: total,
      status: 'pending',
    });
    const em = fork(server);
    expect((await em.findOneOrFail(Order, orderId)).status).toBe(1);
    expect((await em.findOneOrFail(Booking, bookingId)).status).toBe(3);
    const subjects = (
      await em.find(OutboxMail, { subject: { $in: ['Recibimos tu pago', 'Nuevo pago por verificar'] } })
    ).map((m) => m.recipient);
    expect(subjects).toContain(customer.email);
    const processing = await server.http('GET', '/api/v1/order?status=1&paid=false', {
      token: customer.token,
    });
    expect(processing.body.data.map((o: any) => o.id)).toEqual([orderId]);
  });

  it('50 concurrent identical registrations → exactly one payment and 49 clean CONFLICTs', async () => {
    const customer = await newCustomer(server);
    const { orderId } = await order(server, slot, customer.token);
    const body = payment(orderId);
    const results = await Promise.all(Array.from({ length: 50 }, () => register(customer.token, body)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body).toMatchObject({ code: 'CONFLICT', message: 'Este pedido ya tiene un pago registrado.' });
    }
    expect(await fork(server).count(Payment, { order: orderId })).toBe(1);
  }, 30_000);

  it('refuses bad input with the payment form messages and writes nothing', async () => {
    const customer = await newCustomer(server);
    const { orderId } = await order(server, slot, customer.token);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ paid_amount: '0' }, 'paid_amount', /^El Monto Pagado debe ser mayor a 0$/],
      [{ paid_amount: '0,99' }, 'paid_amount', /^El Monto Pagado debe ser mayor a 0$/],
      [{ paid_amount: '12,34,5' }, 'paid_amount', /hasta 2 decimales/],
      [{ paid_amount: '-5' }, 'paid_amount', /Monto Pagado/],
      [{ paid_amount: '' }, 'paid_amount', /^El Monto Pagado es requerido$/],
      [{ reference: '12345' }, 'reference', /al menos 6/],
      [{ reference: '1'.repeat(21) }, 'reference', /más de 20/],
      [{ reference: '' }, 'reference', /^La Referencia Bancaria es requerida$/],
      [{ accept_terms: false }, 'accept_terms', /términos/],
      [{ buyer_id: '' }, 'buyer_id', /^La Identificación del Pagador es requerida$/],
      [{ payment_method_id: '' }, 'payment_method_id', /^El Método de Pago es requerido$/],
      [{ bank: '' }, 'bank', /Banco Deudor/],
      [{ bank: '9999' }, 'bank', /Banco Deudor no es válido/],
      [{ payment_method_id: 999999 }, 'payment_method_id', /Método de Pago no es válido/],
    ];
    for (const [change, field, message] of cases) {
      const res = await register(customer.token, payment(orderId, change));
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(change)).toMatch(message);
    }
    expect((await register(customer.token, payment(99999999))).status).toBe(404);
    expect(await fork(server).count(Payment, { order: orderId })).toBe(0);
    expect((await fork(server).findOneOrFail(Order, orderId)).status).toBe(0);
  });

  it('accepts the masked amount forms ("1 234,50", "1.234,50") as the same amount', async () => {
    const customer = await newCustomer(server);
    // Two adults: a total above 1 000 VES, so the masks carry a thousands separator.
    const { orderId } = await order(server, slot, customer.token, 2);
    const exact = await orderTotalVes(server, orderId);
    expect(Number(exact)).toBeGreaterThan(1000);
    const [units, cents] = exact.split('.') as [string, string];
    const grouped = (sep: string) => units.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
    const masks = [`${grouped(' ')},${cents}`, `${grouped('.')},${cents}`, `${grouped(',')}.${cents}`];
    for (const mask of masks.slice(1)) {
      // Validation alone (a wrong method id stops the save): the mask is never the refused field.
      const res = await register(
        customer.token,
        payment(orderId, { paid_amount: mask, payment_method_id: 999999 }),
      );
      expect(res.body.errors, mask).not.toHaveProperty('paid_amount');
    }
    const res = await register(customer.token, payment(orderId, { paid_amount: masks[0] }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.paid_amount).toBe(exact);
  });

  it("cannot pay someone else's order, an expired one, or reuse a bank reference", async () => {
    const owner = await newCustomer(server);
    const stranger = await newCustomer(server);
    const { orderId } = await order(server, slot, owner.token);
    expect((await register(stranger.token, payment(orderId))).status).toBe(404);
    const first = await order(server, slot, owner.token);
    const body = payment(first.orderId);
    expect((await register(owner.token, body)).status).toBe(201);
    const reuse = await register(owner.token, { ...body, order_id: orderId });
    expect(reuse.status).toBe(422);
    expect(reuse.body.message).toMatch(/Referencia Bancaria ya fue registrada/);
    await fork(server).execute("update orders set expires_at = now() - interval '1 second' where id = ?", [
      orderId,
    ]);
    const late = await register(owner.token, payment(orderId));
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/venció/);
    expect(await fork(server).count(Payment, { order: orderId })).toBe(0);
  });
});

describe('confirm and reject', () => {
  it('the activity supplier confirms: paid, booking 4, Procesado tab, mail; others get 404', async () => {
    const customer = await newCustomer(server);
    const { orderId, bookingId } = await order(server, slot, customer.token);
    const paymentId = (await register(customer.token, payment(orderId))).body.id as number;

    const reservations = await gql(
      `query { supplierReservations(page: 1, perPage: 50) { total items { id status personName payment { id status } } } }`,
      {},
      slot.supplierToken,
    );
    expect(reservations.errors).toBeUndefined();
    const row = reservations.data.supplierReservations.items.find((b: any) => b.id === String(bookingId));
    expect(row).toMatchObject({ status: 3, payment: { id: String(paymentId), status: 'Pending' } });

    const otherSupplier = await createSlot(server);
    expect(
      (
        await server.http('POST', `/api/v1/payment/${paymentId}/confirm`, {
          token: otherSupplier.supplierToken,
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.http('POST', `/api/v1/payment/${paymentId}/confirm`, { token: customer.token })).status,
    ).toBe(403);

    const ok = await server.http('POST', `/api/v1/payment/${paymentId}/confirm`, {
      token: slot.supplierToken,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('verified');
    const em = fork(server);
    const o = await em.findOneOrFail(Order, orderId);
    expect([o.status, o.paid]).toEqual([1, true]);
    expect((await em.findOneOrFail(Booking, bookingId)).status).toBe(4);
    const processed = await server.http('GET', '/api/v1/order?status=1&paid=true', { token: customer.token });
    expect(processed.body.data.map((x: any) => x.id)).toEqual([orderId]);
    expect(
      await em.count(OutboxMail, { recipient: customer.email, subject: 'Tu reserva está confirmada' }),
    ).toBe(1);
    expect(
      (await server.http('POST', `/api/v1/payment/${paymentId}/confirm`, { token: slot.supplierToken }))
        .status,
    ).toBe(409);
  });

  it('rejecting sends the order back to unpaid with a fresh window and the reason; it can be paid again', async () => {
    const customer = await newCustomer(server);
    const { orderId, bookingId } = await order(server, slot, customer.token);
    const first = payment(orderId);
    const paymentId = (await register(customer.token, first)).body.id as number;
    const admin = await tokenFor(server, await createUser(server, UserRole.Admin));
    const empty = await server.http('POST', `/api/v1/payment/${paymentId}/reject`, {
      token: slot.supplierToken,
      body: { reason: '' },
    });
    expect(empty.status).toBe(422);
    const res = await server.http('POST', `/api/v1/payment/${paymentId}/reject`, {
      token: slot.supplierToken,
      body: { reason: 'El monto no coincide' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'rejected', rejection_reason: 'El monto no coincide' });
    const em = fork(server);
    const o = await em.findOneOrFail(Order, orderId);
    expect([o.status, o.paid]).toEqual([0, false]);
    expect(o.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7_000_000);
    expect((await em.findOneOrFail(Booking, bookingId)).status).toBe(2);
    const mail = await em.findOne(OutboxMail, {
      recipient: customer.email,
      subject: { $like: '%rechazado%' },
    });
    expect(mail?.text).toContain('El monto no coincide');
    // The rejected reference is free again; a new payment goes through.
    expect((await register(customer.token, first)).status).toBe(201);
    const pending = await gql(
      'query { pendingPayments(perPage: 100) { total items { id orderId } } }',
      {},
      admin,
    );
    expect(pending.data.pendingPayments.items.map((p: any) => p.orderId)).toContain(String(orderId));
    // An admin may verify any supplier's payment.
    const renewed = pending.data.pendingPayments.items.find((p: any) => p.orderId === String(orderId));
    const byAdmin = await server.http('POST', `/api/v1/payment/${renewed.id}/confirm`, { token: admin });
    expect(byAdmin.status).toBe(200);
    expect((await fork(server).findOneOrFail(Order, orderId)).paid).toBe(true);
  });
});

describe('admin support queries (GraphiQL)', () => {
  it("finds a customer's bookings by e-mail and one supplier's pending payments; nobody else may ask", async () => {
    const admin = await tokenFor(server, await createUser(server, UserRole.Admin));
    const customer = await newCustomer(server);
    const { orderId, bookingId } = await order(server, slot, customer.token);
    const paymentId = (await register(customer.token, payment(orderId))).body.id as number;
    const other = await createSlot(server, { seats: 10 });
    const otherCustomer = await newCustomer(server);
    const otherOrder = await order(server, other, otherCustomer.token);
    expect((await register(otherCustomer.token, payment(otherOrder.orderId))).status).toBe(201);

    const bookings = await gql(
      `query($email: String!) { adminBookings(customerEmail: $email, perPage: 50) {
        total items { id status payment { id reference } orders { id status paid totalVes } }
      } }`,
      { email: customer.email.toUpperCase() },
      admin,
    );
    expect(bookings.data.adminBookings).toMatchObject({
      total: 1,
      items: [
        { id: String(bookingId), status: 3, orders: [{ id: String(orderId), status: 1, paid: false }] },
      ],
    });
    expect(bookings.data.adminBookings.items[0].payment.id).toBe(String(paymentId));
    const nobody = await gql(
      'query { adminBookings(customerEmail: "nadie@xplora.test") { total items { id } } }',
      {},
      admin,
    );
    expect(nobody.data.adminBookings).toEqual({ total: 0, items: [] });

    const pending = await gql(
      'query($s: ID) { pendingPayments(supplierId: $s, perPage: 100) { total items { id orderId } } }',
      { s: String(slot.supplierId) },
      admin,
    );
    const orderIds = pending.data.pendingPayments.items.map((p: { orderId: string }) => p.orderId);
    expect(orderIds).toContain(String(orderId));
    expect(orderIds).not.toContain(String(otherOrder.orderId));
    const unknown = await gql('query { pendingPayments(supplierId: "abc") { total } }', {}, admin);
    expect(unknown.data.pendingPayments.total).toBe(0);

    for (const token of [customer.token, slot.supplierToken]) {
      const denied = await gql('query { adminBookings(customerEmail: "x@y.z") { total } }', {}, token);
      expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const anonymous = await gql('query { pendingPayments { total } }', {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
