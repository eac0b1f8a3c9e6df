import { deflateSync, crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { ActivityImage } from '../../server/src/modules/catalog/activity-image.entity.js';
import { signImageUrl } from '../../server/src/modules/media/image-access.js';
import { actor, supplierActor, type Actor, type SupplierActor } from './admin-fixtures.js';
import { createActivity, lookups, pngImage, upload, type Lookups } from './supplier-portal.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 15 §7: pictures of an activity that is not public are served only through short-lived signed URLs, which
 * the API gives to the activity's supplier and to admins; public activities keep plain cacheable URLs.
 */

let server: TestServer;
let l: Lookups;
let owner: SupplierActor;
let other: SupplierActor;
let admin: Actor;

beforeAll(async () => {
  server = await startTestServer({ imageUrls: SETTINGS });
  l = await lookups(server);
  owner = await supplierActor(server);
  other = await supplierActor(server);
  admin = await actor(server, UserRole.Admin);
});
afterAll(() => server.stop());

const SETTINGS = { secret: 'secreto-de-prueba', ttlSeconds: 3600 };
const IMAGES = `query ($id: ID!) { supplierActivity(id: $id) { images { path thumbnailPath url(size: "480x480") } } }`;
const ADMIN_IMAGES = `query ($id: ID!) { activity(id: $id) { images { path url(size: "240x240") } } }`;
const plain = (url: string) => url.replace(/\?.*$/, '');
const get = (url: string) => fetch(server.url + url);
const setStatus = (sql: string, id: string | number) => server.db.orm.em.fork().execute(sql, [id]);

/** A pending activity of the owner with one uploaded picture. */
async function pendingWithPicture() {
  const activity = await createActivity(server, owner.token, l);
  const res = await upload(server, activity.id, owner.token, {
    data: await pngImage(120, 80),
    name: 'foto.png',
    type: 'image/png',
  });
  expect(res.status).toBe(201);
  return { activity, uploaded: res.body as { path: string; thumbnail_path: string } };
}

describe('pictures of an activity that is not public', () => {
  it('plain URLs are 404 on both routes; the owner and admins get signed ones that work (private cache)', async () => {
    const { activity, uploaded } = await pendingWithPicture();
    expect(uploaded.path).toMatch(/\?exp=\d+&sig=/);
    const key = plain(uploaded.path);
    for (const url of [key, plain(uploaded.thumbnail_path), key.replace('/uploads/', '/images/480x480/')]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe('La imagen no existe.');
    }

    const mine = await server.graphql<any>(IMAGES, { id: activity.id }, owner.token);
    const image = mine.data!.supplierActivity.images[0];
    for (const url of [image.path, image.thumbnailPath, image.url]) {
      expect(url).toMatch(/\?exp=\d+&sig=[\w-]+$/);
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+/);
    }
    const byAdmin = await server.graphql<any>(ADMIN_IMAGES, { id: activity.id }, admin.token);
    expect((await get(byAdmin.data!.activity.images[0].url)).status).toBe(200);

    // Neither another supplier nor the public can reach the activity, hence no signature.
    const theirs = await server.graphql<any>(IMAGES, { id: activity.id }, other.token);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await server.http('GET', `/api/v1/activity/${activity.id}`)).status).toBe(404);
  });

  it('a forged, moved or expired signature is 404', async () => {
    const { uploaded } = await pendingWithPicture();
    const { uploaded: second } = await pendingWithPicture();
    const [, query] = uploaded.path.split('?');
    const forged = uploaded.path.replace(/sig=[\w-]+/, 'sig=' + 'A'.repeat(43));
    const moved = `${plain(second.path)}?${query}`;
    const expired = signImageUrl(plain(uploaded.path), SETTINGS, Date.now() - 2 * 86_400_000);
    const otherSecret = signImageUrl(plain(uploaded.path), { ...SETTINGS, secret: 'otro' });
    for (const url of [forged, moved, expired, otherSecret, `${plain(uploaded.path)}?exp=99999999999&sig=`]) {
      expect((await get(url)).status, url).toBe(404);
    }
  });

  it('once published the URLs are plain and public; paused or of a deactivated supplier they are not', async () => {
    const { activity, uploaded } = await pendingWithPicture();
    await setStatus('update activities set status = 1 where id = ?', activity.id);
    const mine = await server.graphql<any>(IMAGES, { id: activity.id }, owner.token);
    const image = mine.data!.supplierActivity.images[0];
    expect(image.path).toBe(plain(uploaded.path));
    const res = await get(image.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get(image.path)).headers.get('cache-control')).toMatch(/^public/);

    await setStatus('update suppliers set status = 0 where id = ?', owner.supplier.id);
    try {
      expect((await get(image.path)).status).toBe(404);
      expect((await get(image.url)).status).toBe(404);
    } finally {
      await setStatus('update suppliers set status = 1 where id = ?', owner.supplier.id);
    }
    await setStatus('update activities set status = 0 where id = ?', activity.id);
    expect((await get(image.path)).status).toBe(404);
    expect((await get(uploaded.path)).status).toBe(200); // the owner's signed copy still works
  });
});

/** A PNG whose header claims `width × height` pixels, with a tiny (wrong) body: only the header is valid. */
function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('pixel limit', () => {
  it.each([
    [8_000, 6_000],
    [60_000, 60_000],
  ])(
    'a %i × %i picture (a few kB) is refused before decoding: 422, nothing stored',
    async (width, height) => {
      const activity = await createActivity(server, owner.token, l);
      const started = Date.now();
      const res = await upload(server, activity.id, owner.token, {
        data: claimedPng(width, height),
        name: 'bomba.png',
        type: 'image/png',
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.image).toBe('La imagen tiene demasiados píxeles (máximo 40 megapíxeles).');
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await server.db.orm.em.fork().count(ActivityImage, { activity: Number(activity.id) })).toBe(0);
    },
  );
});
