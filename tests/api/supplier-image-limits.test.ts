import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityImage } from '../../server/src/modules/catalog/activity-image.entity.js';
import { supplierActor, type SupplierActor } from './admin-fixtures.js';
import { createActivity, lookups, pngImage, upload, type Lookups } from './supplier-portal.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Issue 15 §7: pictures per activity and bytes per supplier are capped (settings), checked before decoding. */

let server: TestServer;
let l: Lookups;

beforeAll(async () => {
  server = await startTestServer({ imageLimits: { perActivity: 2, storagePerSupplierMb: 1 } });
  l = await lookups(server);
});
afterAll(() => server.stop());

const png = async () => ({ data: await pngImage(), name: 'foto.png', type: 'image/png' });
const images = (activityId: string) =>
  server.db.orm.em.fork().count(ActivityImage, { activity: Number(activityId) });

describe('picture caps', () => {
  let supplier: SupplierActor;
  beforeAll(async () => {
    supplier = await supplierActor(server);
  });

  it('the 3rd picture of an activity is refused (422, Spanish), nothing stored', async () => {
    const a = await createActivity(server, supplier.token, l);
    expect((await upload(server, a.id, supplier.token, await png())).status).toBe(201);
    expect((await upload(server, a.id, supplier.token, await png())).status).toBe(201);
    const third = await upload(server, a.id, supplier.token, await png());
    expect(third.status).toBe(422);
    expect(third.body.errors.image).toBe(
      'Cada actividad admite como máximo 2 imágenes. Elimine alguna antes de subir otra.',
    );
    expect(await images(a.id)).toBe(2);
  });

  it('a supplier whose pictures fill its storage cannot upload more, on any activity', async () => {
    const owner = await supplierActor(server);
    const first = await createActivity(server, owner.token, l);
    const uploaded = await upload(server, first.id, owner.token, await png());
    expect(uploaded.status).toBe(201);
    expect(
      (await server.db.orm.em.fork().findOneOrFail(ActivityImage, uploaded.body.id as number)).bytes,
    ).toBeGreaterThan(0);
    await server.db.orm.em
      .fork()
      .execute('update activity_images set bytes = 1048576 where id = ?', [uploaded.body.id]);
    const other = await createActivity(server, owner.token, l);
    const refused = await upload(server, other.id, owner.token, await png());
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'Alcanzó el espacio máximo para imágenes de su cuenta (1 MB). Elimine alguna antes de subir otra.',
    );
    expect(await images(other.id)).toBe(0);
  });
});
