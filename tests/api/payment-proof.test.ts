import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { Payment } from '../../server/src/modules/booking/payment.entity.js';
import { createUser, tokenFor } from './catalog.fixtures.js';
import {
  createSlot,
  ensureRate,
  fork,
  gqlClient,
  newCustomer,
  type SlotFixture,
} from './booking.fixtures.js';
import { bookingIn } from './refund.fixtures.js';
import { privateFilesIn, readProofAt, screenshot, uploadProofTo } from './support/proof-requests.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Issue 17 §4: the proof of payment is re-encoded, private, and readable only by who verifies or paid. */

let server: TestServer;
let dataDir: string;
let slot: SlotFixture;
let otherSlot: SlotFixture;
let customer: { id: number; token: string; email: string };
let otherCustomer: { id: number; token: string; email: string };
let admin: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'xplora-proof-'));
  server = await startTestServer({ dataDir });
  await ensureRate(server);
  slot = await createSlot(server, { seats: 100 });
  otherSlot = await createSlot(server, { seats: 100 });
  customer = await newCustomer(server);
  otherCustomer = await newCustomer(server);
  admin = await tokenFor(server, await createUser(server, UserRole.Admin));
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (paymentId: number | string, token: string | undefined, file?: Buffer, type?: string) =>
  uploadProofTo(`${server.url}/api/v1/payment/${paymentId}/proof`, token, file, type);
const read = (paymentId: number | string, token?: string) =>
  readProofAt(`${server.url}/api/v1/payment/${paymentId}/proof`, token);
const privateFiles = () => privateFilesIn(dataDir, 'payment-proofs');

describe('attaching a proof', () => {
  it('re-encodes it as WebP without metadata, privately, and shows it to the verifier beside the reference', async () => {
    const { paymentId } = await bookingIn(server, slot, customer.token, 'registered');
    const res = await upload(paymentId!, customer.token, await screenshot());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: paymentId, proof_url: `/api/v1/payment/${paymentId}/proof` });

    const own = await read(paymentId!, customer.token);
    expect(own.status).toBe(200);
    expect(own.type).toBe('image/webp');
    expect(own.cache).toBe('private, no-store');
    const meta = await sharp(own.body).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(own.body.includes(Buffer.from('TelefonoX'))).toBe(false);

    // Not under /uploads (no static route serves the private store), not named after the payment.
    const [file] = await privateFiles();
    expect(file).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect((await server.http('GET', `/uploads/payment-proofs/${file}`)).status).toBe(404);

    // The supplier sees it beside the reference (GraphQL and REST), and can fetch it; so can an admin.
    const gql = gqlClient(server);
    const list = await gql(
      `query($id: ID) { supplierReservations(activityId: $id) { items { payment { id reference proofUrl } } } }`,
      { id: String(slot.activityId) },
      slot.supplierToken,
    );
    const row = list.data.supplierReservations.items.find((b: any) => b.payment?.id === String(paymentId));
    expect(row.payment.proofUrl).toBe(`/api/v1/payment/${paymentId}/proof`);
    expect((await read(paymentId!, slot.supplierToken)).status).toBe(200);
    expect((await read(paymentId!, admin)).status).toBe(200);
  });

  it('nobody else can read it, even with its address; nobody else can attach one', async () => {
    const { paymentId } = await bookingIn(server, slot, customer.token, 'registered');
    expect((await upload(paymentId!, customer.token, await screenshot())).status).toBe(201);
    for (const [who, token, status] of [
      ['otro cliente', otherCustomer.token, 404],
      ['otro aliado', otherSlot.supplierToken, 404],
      ['visitante', undefined, 401],
    ] as const) {
      const res = await read(paymentId!, token);
      expect(res.status, who).toBe(status);
      expect(res.type, who).toMatch(/json/);
    }
    const before = (await fork(server).findOneOrFail(Payment, paymentId!)).proofKey;
    const files = await privateFiles();
    expect((await upload(paymentId!, otherCustomer.token, await screenshot())).status).toBe(404);
    expect((await upload(paymentId!, slot.supplierToken, await screenshot())).status).toBe(403);
    expect((await upload(paymentId!, undefined, await screenshot())).status).toBe(401);
    expect((await fork(server).findOneOrFail(Payment, paymentId!)).proofKey).toBe(before);
    expect(await privateFiles()).toEqual(files);
  });
});

describe('bad input: 4xx with a Spanish message, nothing written', () => {
  it('refuses a missing, fake, broken or too large picture, a verified payment and a bad id', async () => {
    const { paymentId } = await bookingIn(server, slot, customer.token, 'registered');
    const files = await privateFiles();
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const cases: [Buffer | undefined, string, number, string][] = [
      [undefined, 'image/jpeg', 422, 'La imagen es requerida.'],
      [
        Buffer.from('%PDF-1.7 no es una imagen'),
        'image/png',
        415,
        'Solo se permiten imágenes JPG, PNG o WebP.',
      ],
      [png.subarray(0, 40), 'image/png', 422, 'El archivo no es una imagen válida.'],
      [
        Buffer.alloc(5 * 1024 * 1024 + 10, 0xff),
        'image/jpeg',
        413,
        'La imagen supera el tamaño máximo de 5 MB.',
      ],
    ];
    for (const [file, type, status, message] of cases) {
      const res = await upload(paymentId!, customer.token, file, type);
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect((await upload('abc', customer.token, png)).body.message).toBe('Identificador inválido.');
    expect((await fork(server).findOneOrFail(Payment, paymentId!)).proofKey ?? null).toBeNull();
    expect((await read(paymentId!, customer.token)).status).toBe(404);

    const paid = await bookingIn(server, slot, customer.token, 'paid');
    const late = await upload(paid.paymentId!, customer.token, png, 'image/png');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Solo se adjunta el comprobante de un pago por verificar.');
    expect(await privateFiles()).toEqual(files);
  });
});
