import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fork, gqlClient } from './booking.fixtures.js';
import { tokenFor } from './catalog.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { MANIFEST, VOUCHER } from './voucher.fixtures.js';

/** Issue 17 §6: the demo seed (global setup) shows a voucher and a checked-in booking to cliente and aliado. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('demo vouchers', () => {
  it('cliente has a verified booking with a voucher and one checked in, on aliado activities the day of the seed', async () => {
    // Found by their fixed bank references, and dated the seed's own day in Caracas (not the test's: a run may
    // cross midnight between the global setup's seed and this test).
    const rows = await fork(server).execute<
      { id: number; time_id: number; checked: boolean; seed_day: boolean }[]
    >(
      `select b.id, b.activity_time_id as time_id, b.checked_in_at is not null as checked,
         d.starts_at = (b.created_at at time zone 'America/Caracas')::date as seed_day
       from bookings b join users u on u.id = b.user_id join activity_dates d on d.id = b.activity_date_id
       join payments p on p.order_id in (select o.id from orders o where o.activity_booking_id = b.id)
       where u.email = 'cliente@xplora.test' and b.status = 4 and p.status = 'verified'
         and p.reference in ('00457001', '00457002')
       order by p.reference`,
    );
    expect(rows.map((r) => [r.checked, r.seed_day])).toEqual([
      [false, true],
      [true, true],
    ]);
    const gql = gqlClient(server);
    const customer = await tokenFor(server, 'cliente@xplora.test');
    const supplier = await tokenFor(server, 'aliado@xplora.test');
    const voucher = await gql(VOUCHER, { id: String(rows[0]!.id) }, customer);
    expect(voucher.data.voucher).toMatchObject({ supplierName: 'Ávila Xplora Tours', checkedInAt: null });
    const manifest = await gql(MANIFEST, { id: String(rows[1]!.time_id) }, supplier);
    expect(manifest.data.checkInManifest.totals).toMatchObject({ paid: 2, checkedIn: 2 });
  });
});
