import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../server/src/modules/account/user.entity.js';
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

/**
 * Supplier spec §2 and §3: each card of the Reservations tab shows who booked — `person{name, avatar, location{name}}`
 * — on both doors; the account's avatar and city are not shown to whoever opens a shared wizard link.
 */

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let slot: SlotFixture;
const AVATAR = '/uploads/avatars/0b5c1a52-4f6e-4a0e-9a56-2f6e1d3c9a10.webp';

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
  slot = await createSlot(server, { seats: 20 });
});
afterAll(() => server.stop());

const PERSON = 'person { name avatar location { name } }';

async function customerWith(profile: { city?: string; avatar?: string }) {
  const customer = await newCustomer(server);
  await fork(server).nativeUpdate(User, { id: customer.id }, profile);
  const { bookingId } = await order(server, slot, customer.token);
  const user = await fork(server).findOneOrFail(User, customer.id);
  return { ...customer, name: user.name, bookingId };
}

describe('reservation cards: person{name, avatar, location{name}}', () => {
  it('GraphQL and REST answer the person with the account avatar and city', async () => {
    const withProfile = await customerWith({ city: 'Maracaibo', avatar: AVATAR });
    const bare = await customerWith({});

    const res = await gql(
      `query($id: ID) { supplierReservations(activityId: $id, page: 1, perPage: 50) { items { id ${PERSON} } } }`,
      { id: String(slot.activityId) },
      slot.supplierToken,
    );
    expect(res.errors).toBeUndefined();
    const byId = new Map(res.data.supplierReservations.items.map((b: any) => [b.id, b.person]));
    expect(byId.get(String(withProfile.bookingId))).toEqual({
      name: withProfile.name,
      avatar: AVATAR,
      location: { name: 'Maracaibo' },
    });
    expect(byId.get(String(bare.bookingId))).toEqual({ name: bare.name, avatar: null, location: null });

    const rest = await server.http('GET', `/api/v1/suppliers/activity/${slot.activityId}/reservations`, {
      token: slot.supplierToken,
    });
    expect(rest.status).toBe(200);
    const restById = new Map(rest.body.data.map((b: any) => [b.id, b.person]));
    expect(restById.get(withProfile.bookingId)).toEqual({
      name: withProfile.name,
      avatar: AVATAR,
      location: { name: 'Maracaibo' },
    });
    // The same shape as a comment's person: location is an object whose name may be null.
    expect(restById.get(bare.bookingId)).toEqual({ name: bare.name, avatar: null, location: { name: null } });
    expect(rest.body.data[0]).not.toHaveProperty('departure_address');
  });

  it('shows the owner their own avatar and city, and a shared link only the name', async () => {
    const owner = await customerWith({ city: 'Mérida', avatar: AVATAR });
    const own = await gql(
      `query($id: ID!) { booking(id: $id) { ${PERSON} } }`,
      { id: String(owner.bookingId) },
      owner.token,
    );
    expect(own.data.booking.person).toEqual({
      name: owner.name,
      avatar: AVATAR,
      location: { name: 'Mérida' },
    });

    const shared = await gql(
      `mutation($id: ID!) { shareOfflineBooking(id: $id) }`,
      { id: String(owner.bookingId) },
      owner.token,
    );
    expect(shared.errors).toBeUndefined();
    const guest = await gql(
      `query($id: ID!, $token: String!) { guestBooking(id: $id, token: $token) { ${PERSON} } }`,
      { id: String(owner.bookingId), token: shared.data.shareOfflineBooking },
    );
    expect(guest.errors).toBeUndefined();
    expect(guest.data.guestBooking.person).toEqual({ name: owner.name, avatar: null, location: null });
  });
});
