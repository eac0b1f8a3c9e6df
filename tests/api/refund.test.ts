import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { Refund } from '../../server/src/modules/booking/refund.entity.js';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import { createUser, tokenFor } from './catalog.fixtures.js';
import {
  createSlot,
  ensureRate,
  fork,
  gqlClient,
  newCustomer,
  seatsLeft,
  type SlotFixture,
} from './booking.fixtures.js';
import { bookingIn, nextReference, subjectsTo } from './refund.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let slot: SlotFixture;
let otherSlot: SlotFixture;
let customer: { id: number; token: string; email: string };
let otherCustomer: { id: number; token: string; email: string };
let admin: string;

const MARK = `mutation($id: ID!, $reference: String!) { markRefunded(id: $id, reference: $reference) {
  id status reference resolvedAt } }`;
const DECLINE = `mutation($id: ID!, $reason: String!) { declineRefund(id: $id, reason: $reason) {
  id status declineReason } }`;
const LIST = `query($status: RefundStatus) { refunds(status: $status) { total items { id bookingId status amountVes } } }`;

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
  slot = await createSlot(server, { seats: 100 });
  otherSlot = await createSlot(server, { seats: 100 });
  customer = await newCustomer(server);
  otherCustomer = await newCustomer(server);
  admin = await tokenFor(server, await createUser(server, UserRole.Admin));
});
afterAll(() => server.stop());

/** A paid booking of `customer` on `slot`, cancelled through REST: its refund id. */
async function requestedRefund(): Promise<{ bookingId: number; refundId: number }> {
  const { bookingId } = await bookingIn(server, slot, customer.token, 'paid', 2);
  const res = await server.http('POST', `/api/v1/booking/${bookingId}/cancel`, { token: customer.token });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ id: bookingId, status: 5, can_cancel: false });
  expect(res.body.refund).toMatchObject({ status: 'requested', booking_id: bookingId });
  return { bookingId, refundId: res.body.refund.id as number };
}

async function refundRow(id: number): Promise<Refund> {
  return fork(server).findOneOrFail(Refund, id);
}

describe('refund journey on both doors', () => {
  it('REST: the supplier lists the request and marks it refunded; the customer is mailed and sees it', async () => {
    const { bookingId, refundId } = await requestedRefund();
    const list = await server.http('GET', '/api/v1/refund?status=requested', { token: slot.supplierToken });
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { id: number }) => r.id)).toContain(refundId);
    const reference = nextReference();
    const done = await server.http('POST', `/api/v1/refund/${refundId}/refunded`, {
      token: slot.supplierToken,
      body: { reference },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: refundId, status: 'refunded', reference });
    const seen = await server.http('GET', `/api/v1/booking/${bookingId}`, { token: customer.token });
    expect(seen.body.refund).toMatchObject({ status: 'refunded', reference });
    const mail = await fork(server).findOneOrFail(OutboxMail, {
      recipient: customer.email,
      subject: `Te reembolsaron la reserva #${bookingId}`,
    });
    expect(mail.text).toContain(reference);
    expect(mail.html).toContain(reference);
    // A second resolution is refused and changes nothing.
    const again = await server.http('POST', `/api/v1/refund/${refundId}/decline`, {
      token: slot.supplierToken,
      body: { reason: 'Ya no corresponde' },
    });
    expect(again.status).toBe(409);
    expect((await refundRow(refundId)).status).toBe('refunded');
  });

  it('GraphQL: an admin declines with a reason; the customer is mailed the reason', async () => {
    const { bookingId, refundId } = await requestedRefund();
    const res = await gql(DECLINE, { id: String(refundId), reason: 'Pago no recibido por el aliado' }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data.declineRefund).toMatchObject({
      status: 'Declined',
      declineReason: 'Pago no recibido por el aliado',
    });
    const mail = await fork(server).findOneOrFail(OutboxMail, {
      recipient: customer.email,
      subject: `El reembolso de la reserva #${bookingId} fue rechazado`,
    });
    expect(mail.text).toContain('Pago no recibido por el aliado');
    const read = await gql(
      `query($id: ID!) { booking(id: $id) { refund { status declineReason } } }`,
      {
        id: String(bookingId),
      },
      customer.token,
    );
    expect(read.data.booking.refund).toEqual({
      status: 'Declined',
      declineReason: 'Pago no recibido por el aliado',
    });
  });
});

describe('authorization across two customers and two suppliers', () => {
  it('only the activity supplier and an admin see and resolve a refund; others get 404 and nothing changes', async () => {
    const { bookingId, refundId } = await requestedRefund();
    // The other supplier's list does not show it; the owner's and the admin's do.
    const mine = await gql(LIST, {}, slot.supplierToken);
    expect(mine.data.refunds.items.map((r: { id: string }) => Number(r.id))).toContain(refundId);
    const foreign = await gql(LIST, {}, otherSlot.supplierToken);
    expect(foreign.data.refunds.total).toBe(0);
    const all = await gql(LIST, { status: 'Requested' }, admin);
    expect(all.data.refunds.items.map((r: { id: string }) => Number(r.id))).toContain(refundId);
    // Customers can't list or resolve; another supplier can't resolve on either door.
    expect((await gql(LIST, {}, customer.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.http('GET', '/api/v1/refund', { token: otherCustomer.token })).status).toBe(403);
    expect((await server.http('GET', '/api/v1/refund')).status).toBe(401);
    const byOther = await gql(
      MARK,
      { id: String(refundId), reference: nextReference() },
      otherSlot.supplierToken,
    );
    expect(byOther.errors?.[0]).toMatchObject({
      message: 'El reembolso no existe.',
      extensions: { code: 'NOT_FOUND' },
    });
    const restByOther = await server.http('POST', `/api/v1/refund/${refundId}/decline`, {
      token: otherSlot.supplierToken,
      body: { reason: 'No es mío' },
    });
    expect(restByOther.status).toBe(404);
    expect(
      (await gql(MARK, { id: String(refundId), reference: nextReference() }, customer.token)).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await refundRow(refundId)).status).toBe('requested');
    // The other customer can't read the booking (and its refund), nor cancel someone else's booking.
    const peek = await server.http('GET', `/api/v1/booking/${bookingId}`, { token: otherCustomer.token });
    expect(peek.status).toBe(404);
    const { bookingId: liveId } = await bookingIn(server, slot, customer.token, 'paid');
    const seats = await seatsLeft(server, slot.timeId);
    const cancelForeign = await server.http('POST', `/api/v1/booking/${liveId}/cancel`, {
      token: otherCustomer.token,
    });
    expect(cancelForeign.status).toBe(404);
    const cancelBySupplier = await server.http('POST', `/api/v1/booking/${liveId}/cancel`, {
      token: slot.supplierToken,
    });
    expect(cancelBySupplier.status).toBe(403);
    expect(await seatsLeft(server, slot.timeId)).toBe(seats);
  });
});

describe('bad input: 4xx with a Spanish message, nothing written', () => {
  it('markRefunded, declineRefund, the list filter and the cancel id', async () => {
    const { refundId } = await requestedRefund();
    // Mails to this test's customer and supplier only: other files write to the shared outbox meanwhile.
    const [{ email: supplierMail }] = await fork(server).execute<{ email: string }[]>(
      'select u.email from suppliers s join users u on u.id = s.user_id where s.id = ?',
      [slot.supplierId],
    );
    const ours = () =>
      fork(server).count(OutboxMail, { recipient: { $in: [customer.email, supplierMail!] } });
    const outbox = await ours();
    const cases: [string, Record<string, unknown>, RegExp][] = [
      [`/api/v1/refund/${refundId}/refunded`, {}, /Referencia Bancaria del reembolso es requerida/],
      [`/api/v1/refund/${refundId}/refunded`, { reference: '12' }, /al menos 6 caracteres/],
      [
        `/api/v1/refund/${refundId}/refunded`,
        { reference: 'abc 123 $$' },
        /solo admite letras, números y guiones/,
      ],
      [`/api/v1/refund/${refundId}/refunded`, { reference: '1'.repeat(21) }, /no debe contener más de 20/],
      [`/api/v1/refund/${refundId}/decline`, {}, /El motivo es requerido/],
      [`/api/v1/refund/${refundId}/decline`, { reason: 'no' }, /al menos 3 caracteres/],
      [`/api/v1/refund/${refundId}/decline`, { reason: 'x'.repeat(256) }, /más de 255/],
    ];
    for (const [path, body, message] of cases) {
      const res = await server.http('POST', path, { token: slot.supplierToken, body });
      expect(res.status, path + JSON.stringify(body)).toBe(422);
      expect(res.body.message).toMatch(message);
    }
    const gqlBad = await gql(MARK, { id: String(refundId), reference: '' }, slot.supplierToken);
    expect(gqlBad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badFilter = await server.http('GET', '/api/v1/refund?status=pagado', { token: slot.supplierToken });
    expect(badFilter.status).toBe(422);
    expect(badFilter.body.message).toBe('El estado debe ser requested, refunded o declined.');
    const badId = await server.http('POST', '/api/v1/refund/abc/refunded', {
      token: slot.supplierToken,
      body: { reference: nextReference() },
    });
    expect(badId.status).toBe(422);
    expect(badId.body.message).toBe('Identificador inválido.');
    const badCancel = await server.http('POST', '/api/v1/booking/0/cancel', { token: customer.token });
    expect(badCancel.status).toBe(422);
    expect((await refundRow(refundId)).status).toBe('requested');
    expect(await ours()).toBe(outbox);
  });
});

describe('e-mails of the cancellation', () => {
  it('cancelled to the customer and refund requested to the supplier, HTML and plain text in Spanish', async () => {
    const { bookingId } = await requestedRefund();
    const subjects = await subjectsTo(server, customer.email);
    expect(subjects).toContain(`Cancelaste tu reserva #${bookingId}`);
    const cancelled = await fork(server).findOneOrFail(OutboxMail, {
      recipient: customer.email,
      subject: `Cancelaste tu reserva #${bookingId}`,
    });
    expect(cancelled.text).toMatch(/Pedimos al aliado el reembolso de \d+\.\d{2} USD \(Bs\. \d+\.\d{2}\)/);
    expect(cancelled.html).toContain('<html lang="es">');
    const toSupplier = await fork(server).find(OutboxMail, {
      subject: `Reembolso solicitado: reserva #${bookingId}`,
    });
    expect(toSupplier).toHaveLength(1);
    expect(toSupplier[0]!.recipient).not.toBe(customer.email);
  });
});
