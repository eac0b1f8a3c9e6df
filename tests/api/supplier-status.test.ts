import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/modules/account/password.js';
import { User, UserRole } from '../../server/src/modules/account/user.entity.js';
import { Booking } from '../../server/src/modules/booking/booking.entity.js';
import { Activity } from '../../server/src/modules/catalog/activity.entity.js';
import { Supplier } from '../../server/src/modules/supplier/supplier.entity.js';
import { supplierForm } from './admin-fixtures.js';
import {
  bookingBody,
  createSlot,
  ensureRate,
  fork,
  gqlClient,
  newCustomer,
  order,
  orderTotalVes,
  pagoMovilBody,
  pagoMovilId,
  registerPagoMovil,
  type SlotFixture,
} from './booking.fixtures.js';
import { createUser, tokenFor } from './catalog.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Issue 15 §6: status 0 switches a supplier off everywhere the public and the supplier meet; 1 switches it back. */

const PASSWORD = 'Aliado-Desactivado-2026';
const DEACTIVATED = 'Su cuenta de aliado está desactivada. Comuníquese con Xplora para reactivarla.';
const UPDATE = `mutation ($input: UpdateSupplierInput!) { updateSupplier(input: $input) { id status } }`;
const STAFF_LOGIN = `mutation ($input: StaffLoginInput!) { staffLogin(input: $input) { accessToken } }`;
const SEARCH = `query ($text: String) { activities(filter: { text: $text }, perPage: 100) { items { id } } }`;
const DETAIL = `query ($id: ID!) { activity(id: $id) { id } }`;

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let slot: SlotFixture;
let admin: string;
let supplierEmail: string;
let title: string;

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
  slot = await createSlot(server, { seats: 50 });
  admin = await tokenFor(server, await createUser(server, UserRole.Admin));
  const em = fork(server);
  const supplier = await em.findOneOrFail(Supplier, slot.supplierId, { populate: ['user'] });
  const user = await em.findOneOrFail(User, supplier.user.id);
  user.passwordHash = await hashPassword(PASSWORD);
  await em.flush();
  supplierEmail = user.email;
  title = (await em.findOneOrFail(Activity, slot.activityId)).title;
});
afterAll(() => server.stop());

async function setStatus(status: 0 | 1) {
  const res = await gql(
    UPDATE,
    { input: { id: String(slot.supplierId), ...supplierForm({ status }) } },
    admin,
  );
  expect(res.errors).toBeUndefined();
  expect(res.data.updateSupplier.status).toBe(status);
}

const restLogin = () =>
  server.http('POST', '/api/v1/supplier/login', { body: { username: supplierEmail, password: PASSWORD } });
const gqlLogin = () =>
  gql(STAFF_LOGIN, { input: { scope: 'Supplier', username: supplierEmail, password: PASSWORD } });

async function visible(): Promise<{
  search: boolean;
  restSearch: boolean;
  detail: boolean;
  restDetail: boolean;
}> {
  const search = await gql(SEARCH, { text: title });
  const restSearch = await server.http('GET', `/api/v1/activity?s=${encodeURIComponent(title)}&perPage=100`);
  const detail = await gql(DETAIL, { id: String(slot.activityId) });
  const restDetail = await server.http('GET', `/api/v1/activity/${slot.activityId}`);
  return {
    search: search.data.activities.items.some((a: { id: string }) => a.id === String(slot.activityId)),
    restSearch: restSearch.body.data.some((a: { id: number }) => a.id === slot.activityId),
    detail: detail.data?.activity?.id === String(slot.activityId),
    restDetail: restDetail.status === 200,
  };
}

const restBook = (token: string) =>
  server.http('POST', `/api/v1/activity/${slot.activityId}/booking`, {
    token,
    body: bookingBody(slot, [[slot.adultId, 1]]),
  });

describe('deactivating a supplier', () => {
  it('revokes its sessions, refuses its login, hides its activities and their booking; customers keep theirs; 1 restores it', async () => {
    const customer = await newCustomer(server);
    const placed = await order(server, slot, customer.token);
    const staffToken = (await gqlLogin()).data.staffLogin.accessToken as string;
    expect(await visible()).toEqual({ search: true, restSearch: true, detail: true, restDetail: true });

    await setStatus(0);

    // Sessions: both the fixture's token and a fresh login's are gone.
    for (const token of [slot.supplierToken, staffToken]) {
      expect((await gql('{ me { id } }', {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await server.http('GET', '/api/v1/supplier/activity', { token })).status).toBe(401);
    }
    // Login: refused on both doors with the Spanish reason.
    const rest = await restLogin();
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe(DEACTIVATED);
    const graphql = await gqlLogin();
    expect(graphql.errors?.[0]).toMatchObject({ message: DEACTIVATED, extensions: { code: 'FORBIDDEN' } });

    // Public: gone from search and detail (404), and new bookings are refused with nothing written.
    expect(await visible()).toEqual({ search: false, restSearch: false, detail: false, restDetail: false });
    const restDetail = await server.http('GET', `/api/v1/activity/${slot.activityId}`);
    expect(restDetail.status).toBe(404);
    const newcomer = await newCustomer(server);
    const refused = await restBook(newcomer.token);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('La actividad no está disponible para reservas.');
    expect(await fork(server).count(Booking, { user: newcomer.id })).toBe(0);

    // The customer's existing booking still reads and can still be paid.
    const mine = await server.http('GET', `/api/v1/booking/${placed.bookingId}`, { token: customer.token });
    expect(mine.status).toBe(200);
    const body = pagoMovilBody(
      await pagoMovilId(server),
      placed.orderId,
      await orderTotalVes(server, placed.orderId),
    );
    const paid = await registerPagoMovil(server, customer.token, body);
    expect(paid.status).toBe(201);

    await setStatus(1);
    expect((await restLogin()).status).toBe(200);
    expect((await gqlLogin()).errors).toBeUndefined();
    expect(await visible()).toEqual({ search: true, restSearch: true, detail: true, restDetail: true });
    expect((await restBook(newcomer.token)).status).toBe(201);
  });
});
