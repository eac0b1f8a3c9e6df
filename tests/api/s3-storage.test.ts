import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Settings } from '../../server/src/config.js';
import { S3Store } from '../../server/src/modules/media/object-store.js';
import { supplierActor, type SupplierActor } from './admin-fixtures.js';
import { createActivity, lookups, pngImage, upload, type Lookups } from './supplier-portal.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 5: pictures in S3-compatible storage when configured, against s3rver, an S3-compatible server (key pair
 * S3RVER/S3RVER). s3rver checks the access key of SigV4 requests but not the signature itself; the signing is the
 * aws4 package's.
 */

let s3: S3rver;
let settings: S3Settings;
let server: TestServer;
let supplier: SupplierActor;
let l: Lookups;
let dataDir: string;
const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'xplora-s3-'));
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: tempDir(),
    configureBuckets: [{ name: 'xplora-pictures', configs: [] }],
  });
  const address = (await s3.run()) as AddressInfo;
  settings = {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket: 'xplora-pictures',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  dataDir = tempDir();
  server = await startTestServer({ s3: settings, dataDir });
  supplier = await supplierActor(server);
  l = await lookups(server);
});

afterAll(async () => {
  await server?.stop();
  await s3?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The store key of a (possibly signed) picture URL. */
const keyOf = (urlPath: string) => urlPath.replace(/^\/uploads\//, '').replace(/\?.*$/, '');
/** The signature of a signed picture URL (`?exp=…&sig=…`). */
const signatureOf = (urlPath: string) => urlPath.replace(/^[^?]*/, '');

describe('S3-compatible picture storage', () => {
  it('stores uploads in the bucket, serves them and their sizes, and deletes them with the image', async () => {
    const activity = await createActivity(server, supplier.token, l);
    const res = await upload(server, activity.id, supplier.token, {
      data: await pngImage(120, 80),
      name: 'foto.png',
      type: 'image/png',
    });
    expect(res.status).toBe(201);
    const { path: picture, thumbnail_path: thumbnailPath } = res.body as {
      path: string;
      thumbnail_path: string;
    };

    const bucket = new S3Store(settings);
    const stored = await bucket.get(keyOf(picture));
    expect((await sharp(stored!).metadata()).format).toBe('webp');
    expect(await bucket.get(keyOf(thumbnailPath))).toBeDefined();
    expect(existsSync(path.join(dataDir, 'uploads', keyOf(picture)))).toBe(false);

    const served = await fetch(server.url + picture);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/webp');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored!)).toBe(true);
    const card = await fetch(`${server.url}/images/240x240/${keyOf(picture)}${signatureOf(picture)}`);
    expect(card.status).toBe(200);
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(240);
    // Issue 15 §7: the activity is pending, so its picture needs the signature; once published it does not.
    expect((await fetch(`${server.url}/uploads/${keyOf(picture)}`)).status).toBe(404);
    expect((await fetch(`${server.url}/images/480x480/${keyOf(picture)}`)).status).toBe(404);
    await server.db.orm.em.fork().execute('update activities set status = 1 where id = ?', [activity.id]);
    expect((await fetch(`${server.url}/uploads/${keyOf(picture)}`)).status).toBe(200);
    expect((await fetch(`${server.url}/images/480x480/${keyOf(picture)}`)).status).toBe(200);

    const del = await server.http(
      'DELETE',
      `/api/v1/suppliers/activity/${activity.id}/images/${res.body.id}`,
      {
        token: supplier.token,
      },
    );
    expect(del.status).toBe(200);
    expect(await bucket.get(keyOf(picture))).toBeUndefined();
    expect(await bucket.get(keyOf(thumbnailPath))).toBeUndefined();
    expect((await fetch(server.url + picture)).status).toBe(404);
  });

  it('a request with an unknown access key is refused by the bucket', async () => {
    const wrong = new S3Store({ ...settings, accessKeyId: 'NOT-A-KEY' });
    await expect(wrong.put('activities/intruso.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /InvalidAccessKeyId|403/,
    );
    expect(await new S3Store(settings).get('activities/intruso.webp')).toBeUndefined();
  });
});
