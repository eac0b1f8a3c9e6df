import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { closeEndedPeriods } from '../../server/src/modules/finance/statement-close.js';
import { caracasDay } from '../../server/src/modules/finance/periods.js';
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
import { closeAt, setFee, statementsOf } from './ledger.fixtures.js';
import {
  privateFilesIn,
  readProofAt,
  screenshot as makeScreenshot,
  uploadProofTo,
} from './support/proof-requests.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Issue 28 §3: the optional proof image of a supplier's commission payment, private like a customer's proof. */

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let dataDir: string;
let customer: { id: number; token: string; email: string };
let admin: string;
let refs = 0;

const REGISTER = `mutation($input: StatementPaymentInput!) { registerStatementPayment(input: $input) { id status proofUrl } }`;
const PAYMENTS = `query($id: ID!) { statement(id: $id) { payments { id reference proofUrl } } }`;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'xplora-statement-proof-'));
  server = await startTestServer({ dataDir });
  gql = gqlClient(server);
  await ensureRate(server);
  customer = await newCustomer(server);
  admin = await tokenFor(server, await createUser(server, UserRole.Admin));
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function issuedStatement(): Promise<{ slot: SlotFixture; statementId: string }> {
  const slot = await createSlot(server, { seats: 20 });
  await setFee(server, slot.supplierId, '0.100');
  await bookingIn(server, slot, customer.token, 'paid', 2);
  await closeEndedPeriods(server.db.orm, closeAt(1), [slot.supplierId]);
  const [statement] = await statementsOf(server, slot.supplierId);
  return { slot, statementId: String(statement!.id) };
}

async function register(statementId: string, token: string): Promise<{ id: string; status: string }> {
  const input = {
    statementId,
    bank: '0102',
    reference: `${Date.now() % 1_000_000_000}${String(refs++).padStart(3, '0')}`,
    amountVes: '100,00',
    paidOn: caracasDay(new Date()),
  };
  const res = await gql(REGISTER, { input }, token);
  expect(res.errors).toBeUndefined();
  return res.data.registerStatementPayment;
}

const proofPath = (id: string) => `/api/v1/suppliers/statements/payments/${id}/proof`;
const upload = (id: string, token: string | undefined, file?: Buffer, type?: string) =>
  uploadProofTo(`${server.url}${proofPath(id)}`, token, file, type);
const read = (id: string, token?: string) => readProofAt(`${server.url}${proofPath(id)}`, token);
const storedProofs = () => privateFilesIn(dataDir, 'statement-payment-proofs');
const screenshot = () => makeScreenshot('TelefonoY');

const proofKey = async (id: string) =>
  (
    await fork(server).execute<{ key: string | null }[]>(
      'select proof_key as key from statement_payments where id = ?',
      [Number(id)],
    )
  )[0]!.key;

describe('the proof of a commission payment', () => {
  it('is re-encoded without metadata, kept privately, and shown to its supplier and admins on both doors', async () => {
    const { slot, statementId } = await issuedStatement();
    const payment = await register(statementId, slot.supplierToken);
    expect(payment).toMatchObject({ status: 'Pending', proofUrl: null });
    const res = await upload(payment.id, slot.supplierToken, await screenshot());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: Number(payment.id), proof_url: proofPath(payment.id) });

    for (const token of [slot.supplierToken, admin]) {
      const own = await read(payment.id, token);
      expect(own.status).toBe(200);
      expect(own.type).toBe('image/webp');
      const meta = await sharp(own.body).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 120, undefined]);
      expect(own.body.includes(Buffer.from('TelefonoY'))).toBe(false);
      // GraphQL shows its address beside the reference.
      const listed = await gql(PAYMENTS, { id: statementId }, token);
      expect(listed.data.statement.payments).toEqual([
        expect.objectContaining({ id: payment.id, proofUrl: proofPath(payment.id) }),
      ]);
    }
    const [file] = await storedProofs();
    expect(file).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect((await server.http('GET', `/uploads/statement-payment-proofs/${file}`)).status).toBe(404);
  });

  it('nobody else reads or attaches it: another supplier, a customer, a visitor; nor once verified', async () => {
    const { slot, statementId } = await issuedStatement();
    const other = await createSlot(server);
    const payment = await register(statementId, slot.supplierToken);
    expect((await upload(payment.id, slot.supplierToken, await screenshot())).status).toBe(201);
    const key = await proofKey(payment.id);
    const files = await storedProofs();
    for (const [who, token, status] of [
      ['otro aliado', other.supplierToken, 404],
      ['cliente', customer.token, 404],
      ['visitante', undefined, 401],
    ] as const) {
      const res = await read(payment.id, token);
      expect(res.status, who).toBe(status);
      expect(res.type, who).toMatch(/json/);
    }
    // GraphQL: the statement (and its payments) of another supplier is missing; a customer is refused.
    const asOther = await gql(PAYMENTS, { id: statementId }, other.supplierToken);
    expect(asOther.errors?.[0]?.message).toBe('El estado de cuenta no existe.');
    expect((await gql(PAYMENTS, { id: statementId }, customer.token)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );

    expect((await upload(payment.id, other.supplierToken, await screenshot())).status).toBe(404);
    expect((await upload(payment.id, customer.token, await screenshot())).status).toBe(403);
    expect((await upload(payment.id, admin, await screenshot())).status).toBe(403);
    expect((await upload(payment.id, undefined, await screenshot())).status).toBe(401);
    expect(await proofKey(payment.id)).toBe(key);
    expect(await storedProofs()).toEqual(files);

    // An admin's own record (verified at once) takes no proof, nor does the supplier's once verified.
    const byAdmin = await register(statementId, admin);
    expect((await upload(byAdmin.id, slot.supplierToken, await screenshot())).status).toBe(404);
    const verified = await gql(
      `mutation($id: ID!) { verifyStatementPayment(id: $id) { id } }`,
      { id: payment.id },
      admin,
    );
    expect(verified.errors).toBeUndefined();
    const late = await upload(payment.id, slot.supplierToken, await screenshot());
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Solo se adjunta el comprobante de un pago por verificar.');
    expect(await proofKey(payment.id)).toBe(key);
  });

  it('refuses a missing, fake or broken picture and a bad id with a Spanish message, writing nothing', async () => {
    const { slot, statementId } = await issuedStatement();
    const payment = await register(statementId, slot.supplierToken);
    const files = await storedProofs();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    for (const [file, type, status, message] of [
      [undefined, 'image/jpeg', 422, 'La imagen es requerida.'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/png',
        415,
        'Solo se permiten imágenes JPG, PNG o WebP.',
      ],
      [png.subarray(0, 40), 'image/png', 422, 'El archivo no es una imagen válida.'],
    ] as const) {
      const res = await upload(payment.id, slot.supplierToken, file, type);
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect((await upload('abc', slot.supplierToken, png)).body.message).toBe('Identificador inválido.');
    expect((await upload('999999', slot.supplierToken, png)).status).toBe(404);
    expect(await proofKey(payment.id)).toBeNull();
    expect(await storedProofs()).toEqual(files);
    expect((await read(payment.id, slot.supplierToken)).status).toBe(404);
  });
});
