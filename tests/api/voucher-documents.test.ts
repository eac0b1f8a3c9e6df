import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { deliverPendingMail } from '../../server/src/modules/mail/mail-delivery.js';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import { createSlot, ensureRate, fork, newCustomer, type SlotFixture } from './booking.fixtures.js';
import { fakeSmtp } from './support/fake-smtp.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { pdfText } from './support/pdf-text.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { bookingCode, paidBooking } from './voucher.fixtures.js';

/** Issue 17 §1 and §5: the voucher PDF, and the "payment verified" mail with the PDF and a calendar event. */

let db: OwnDatabase;
let server: TestServer;
let slot: SlotFixture;

// Its own database: the delivery runs below must find this file's mail pending, and the other files' servers deliver
// (or keep) every pending mail of a shared database on their own schedule.
beforeAll(async () => {
  db = await createOwnDatabase('voucherdocs');
  server = await startTestServer({ databaseUrl: db.url });
  await ensureRate(server);
  slot = await createSlot(server, { seats: 100 });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

async function download(path: string, token?: string): Promise<Response> {
  return fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('voucher PDF', () => {
  it('the customer downloads a PDF that carries the booking code, the activity and the departure', async () => {
    const customer = await newCustomer(server);
    const { bookingId } = await paidBooking(server, slot, customer.token, 2);
    const code = await bookingCode(server, bookingId);
    for (const token of [customer.token, slot.supplierToken]) {
      const res = await download(`/api/v1/booking/${bookingId}/voucher.pdf`, token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain(`voucher-${code}.pdf`);
      const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
      expect(text).toContain(code);
      expect(text).toContain('09:00');
      expect(text).toMatch(/Participantes: 2/);
    }
    const bad = await download('/api/v1/booking/abc/voucher.pdf', customer.token);
    expect([bad.status, ((await bad.json()) as { message: string }).message]).toEqual([
      422,
      'Identificador inválido.',
    ]);
  });
});

describe('payment verified mail', () => {
  it('goes to the customer with the voucher PDF and an .ics event in America/Caracas, sent once', async () => {
    const customer = await newCustomer(server);
    const { bookingId } = await paidBooking(server, slot, customer.token);
    const code = await bookingCode(server, bookingId);
    const mails = await fork(server).find(OutboxMail, {
      recipient: customer.email,
      subject: 'Tu reserva está confirmada',
    });
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.text).toContain(code);
    expect(mail.html).toContain(`/bookings/${bookingId}/voucher`);
    const files = mail.attachments ?? [];
    expect(files.map((f) => [f.filename, f.contentType.split(';')[0]])).toEqual([
      [`voucher-${code}.pdf`, 'application/pdf'],
      [`reserva-${code}.ics`, 'text/calendar'],
    ]);
    expect(await pdfText(Buffer.from(files[0]!.content, 'base64'))).toContain(code);
    const ics = Buffer.from(files[1]!.content, 'base64').toString('utf8');
    const [row] = await fork(server).execute<{ day: string; address: string }[]>(
      `select to_char(d.starts_at, 'YYYYMMDD') as day, a.departure_address as address
       from bookings b join activity_dates d on d.id = b.activity_date_id join activities a on a.id = b.activity_id
       where b.id = ?`,
      [bookingId],
    );
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Caracas');
    expect(ics).toContain(`DTSTART;TZID=America/Caracas:${row!.day}T090000`);
    expect(ics).toContain(`UID:${code}@xplora`);
    expect(ics.replace(/\r\n /g, '')).toContain(`LOCATION:${row!.address.replace(/([,;])/g, '\\$1')}`);

    // The development mailbox lists both attachments and serves them.
    const mailbox = await server.http('GET', `/dev/mailbox.json?to=${encodeURIComponent(customer.email)}`);
    const listed = mailbox.body.mails.find((m: any) => m.subject === 'Tu reserva está confirmada');
    expect(listed.attachments.map((a: any) => a.filename)).toEqual([
      `voucher-${code}.pdf`,
      `reserva-${code}.ics`,
    ]);
    const file = await download(listed.attachments[0].url);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);

    // Two delivery runs at once (two server processes): the SMTP server receives it once, attachments included.
    const smtp = await fakeSmtp(50);
    try {
      const config = loadConfig({ env: 'test', smtpUrl: smtp.url });
      await Promise.all([
        deliverPendingMail(server.db.orm, config),
        deliverPendingMail(server.db.orm, config),
      ]);
      const received = smtp.messages.filter((m) => m.includes(`filename=voucher-${code}.pdf`));
      expect(received).toHaveLength(1);
      expect(received[0]).toContain(`To: ${customer.email}`);
      expect(received[0]).toContain(`filename=reserva-${code}.ics`);
    } finally {
      await smtp.close();
    }
  });
});
