import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { devMailboxEnabled, isPrivateAddress } from '../../server/src/modules/mail/dev-mailbox.js';
import { deliverPendingMail, MAX_MAIL_ATTEMPTS } from '../../server/src/modules/mail/mail-delivery.js';
import { MailService } from '../../server/src/modules/mail/mail.service.js';
import { OutboxMail, OutboxMailStatus } from '../../server/src/modules/mail/outbox-mail.entity.js';
import {
  activationMail,
  activityReminderMail,
  bookingCancelledMail,
  bookingExpiredMail,
  orderPendingMail,
  passwordChangedMail,
  passwordResetMail,
  paymentReceivedMail,
  paymentRejectedMail,
  refundDeclinedMail,
  refundedMail,
  sentence,
} from '../../server/src/modules/mail/templates.js';
import { fakeSmtp } from './support/fake-smtp.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Delivery claims every pending row of its database, and other test files' servers run the mail job on the shared
 * test database; so this file works on a database of its own.
 */
const databaseUrl = (() => {
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${url.pathname.slice(1)}_mail`;
  return url.toString();
})();

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ databaseUrl });
  await server.jobs.stop(); // this file triggers delivery itself
});
afterAll(async () => {
  await server?.stop();
  const admin = new URL(databaseUrl);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.end();
});
beforeEach(async () => {
  await server.db.orm.em.getConnection().execute('delete from outbox_mails');
});

async function queue(count: number, to = 'cliente@mail.test', subject = 'Aviso'): Promise<number[]> {
  const em = server.db.orm.em.fork();
  const mails = Array.from({ length: count }, (_, i) =>
    MailService.queue(em, {
      to,
      subject: `${subject} ${i + 1}`,
      html: `<p>Hola ${i + 1}</p>`,
      text: `Hola ${i + 1}`,
    }),
  );
  await em.flush();
  return mails.map((m) => m.id);
}

async function rows(): Promise<OutboxMail[]> {
  return server.db.orm.em.fork().find(OutboxMail, {}, { orderBy: { id: 'asc' } });
}

describe('outbox', () => {
  it('writes the mail with the caller’s transaction, and not at all when it rolls back', async () => {
    const em = server.db.orm.em.fork();
    await expect(
      em.transactional(async (tx) => {
        MailService.queue(tx, { to: 'Nadie@Mail.test', subject: 'x', html: '<p>x</p>', text: 'x' });
        await tx.flush();
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await rows()).toHaveLength(0);

    await em.transactional(async (tx) => {
      MailService.queue(tx, { to: 'Alguien@Mail.test', subject: 'y', html: '<p>y</p>', text: 'y' });
    });
    const [mail] = await rows();
    expect(mail).toMatchObject({
      recipient: 'alguien@mail.test',
      status: OutboxMailStatus.Pending,
      attempts: 0,
    });
  });

  it('keeps mails for the development mailbox when there is no SMTP_URL', async () => {
    await queue(3);
    const result = await deliverPendingMail(server.db.orm, loadConfig({ env: 'test', smtpUrl: undefined }));
    expect(result).toEqual({ sent: 0, kept: 3, retrying: 0, failed: 0 });
    expect((await rows()).map((m) => m.status)).toEqual(Array(3).fill(OutboxMailStatus.Kept));
    expect(await deliverPendingMail(server.db.orm, loadConfig({ env: 'test' }))).toEqual({
      sent: 0,
      kept: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it('sends through SMTP when SMTP_URL is set', async () => {
    const smtp = await fakeSmtp();
    try {
      const [id] = await queue(1, 'viajera@mail.test', 'Tu reserva');
      const config = loadConfig({
        env: 'test',
        smtpUrl: smtp.url,
        mailFrom: 'Xplora <no-reply@xplora.test>',
      });
      expect(await deliverPendingMail(server.db.orm, config)).toMatchObject({ sent: 1 });
      const [mail] = await rows();
      expect(mail).toMatchObject({ status: OutboxMailStatus.Sent, attempts: 1, lastError: null });
      expect(mail!.sentAt).toBeInstanceOf(Date);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatch(/^Subject: Tu reserva 1$/m);
      expect(smtp.messages[0]).toMatch(/^To: viajera@mail\.test$/m);
      expect(smtp.messages[0]).toMatch(new RegExp(`^X-Outbox-Id: ${id}$`, 'im'));
    } finally {
      await smtp.close();
    }
  });

  it('retries a failed send after the delay, then gives up after 5 attempts', async () => {
    await queue(1);
    const closed = await fakeSmtp();
    await closed.close(); // nothing listens on that port any more
    const config = loadConfig({ env: 'test', smtpUrl: closed.url });
    expect(await deliverPendingMail(server.db.orm, config)).toMatchObject({ retrying: 1 });
    let [mail] = await rows();
    expect(mail).toMatchObject({ status: OutboxMailStatus.Pending, attempts: 1 });
    expect(mail!.lastError).toMatch(/ECONNREFUSED|connect/i);

    // Within the retry delay nothing is attempted.
    expect(await deliverPendingMail(server.db.orm, config)).toEqual({
      sent: 0,
      kept: 0,
      retrying: 0,
      failed: 0,
    });
    for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      await deliverPendingMail(server.db.orm, config, { retryDelayMs: 0 });
    }
    [mail] = await rows();
    expect(mail).toMatchObject({ status: OutboxMailStatus.Failed, attempts: MAX_MAIL_ATTEMPTS });
    expect(await deliverPendingMail(server.db.orm, config, { retryDelayMs: 0 })).toMatchObject({ failed: 0 });
  });

  it('never sends a mail twice when several workers deliver at once (FOR UPDATE SKIP LOCKED)', async () => {
    const smtp = await fakeSmtp(30);
    try {
      const ids = await queue(8);
      const config = loadConfig({ env: 'test', smtpUrl: smtp.url });
      const workers = Array.from({ length: 4 }, () =>
        deliverPendingMail(server.db.orm, config, { batchSize: 2, retryDelayMs: 0 }),
      );
      const results = await Promise.all(workers);
      let remaining = 8 - results.reduce((n, r) => n + r.sent, 0);
      while (remaining > 0) {
        const more = await deliverPendingMail(server.db.orm, config, { batchSize: 2 });
        expect(more.sent).toBeGreaterThan(0);
        remaining -= more.sent;
      }
      const sentIds = smtp.messages.map((m) => Number(/^X-Outbox-Id: (\d+)$/im.exec(m)![1]));
      expect(sentIds.sort((a, b) => a - b)).toEqual(ids);
      expect((await rows()).every((m) => m.status === OutboxMailStatus.Sent && m.attempts === 1)).toBe(true);
    } finally {
      await smtp.close();
    }
  });
});

describe('development mailbox', () => {
  it('lists kept and pending mails as JSON, newest first, filtered by recipient', async () => {
    await queue(2, 'Ana@Mail.test');
    await queue(1, 'beto@mail.test');
    const all = await server.http('GET', '/dev/mailbox.json');
    expect(all.status).toBe(200);
    expect(all.body.mails.map((m: { subject: string }) => m.subject)).toEqual([
      'Aviso 1',
      'Aviso 2',
      'Aviso 1',
    ]);
    const ana = await server.http('GET', '/dev/mailbox.json?to=ANA@mail.test');
    expect(ana.body.mails).toHaveLength(2);
    expect(ana.body.mails[0]).toMatchObject({ to: 'ana@mail.test', subject: 'Aviso 2', status: 'pending' });
    expect((await server.http('GET', '/dev/mailbox.json?to=%25')).body.mails).toEqual([]);
  });

  it('renders the list and each mail escaped and sanitized, with links clickable', async () => {
    const em = server.db.orm.em.fork();
    const mail = MailService.queue(em, {
      to: 'victima@mail.test',
      subject: '<script>alert(1)</script> Hola',
      html: `<p onclick="alert(2)">Hola</p><script>alert(3)</script><img src="x" onerror="alert(4)">
<a href="https://xplora.test/login?activate=abc&amp;x=1">Activar</a> <a href="javascript:alert(5)">mal</a>`,
      text: 'Hola',
    });
    await em.flush();

    const list = await server.http('GET', '/dev/mailbox?to=victima@mail.test');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/text\/html/);
    expect(list.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Hola');
    expect(list.body).not.toContain('<script>');
    expect(list.body).toContain(`href="/dev/mailbox/${mail.id}"`);
    expect(list.body).toContain('Correo de desarrollo');

    const one = await server.http('GET', `/dev/mailbox/${mail.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toContain('href="https://xplora.test/login?activate=abc&amp;x=1"');
    expect(one.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Hola');
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:']) expect(one.body).not.toContain(bad);

    expect((await server.http('GET', '/dev/mailbox/999999')).status).toBe(404);
    expect((await server.http('GET', '/dev/mailbox/abc')).status).toBe(404);
  });

  it('answers 404 when SMTP_URL is set, and is off in production', async () => {
    const withSmtp = await startTestServer({ databaseUrl, smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      await withSmtp.jobs.stop();
      for (const path of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox/1']) {
        expect((await withSmtp.http('GET', path)).status, path).toBe(404);
      }
    } finally {
      await withSmtp.stop();
    }
    expect(devMailboxEnabled(loadConfig({ env: 'production', smtpUrl: undefined }))).toBe(false);
    expect(devMailboxEnabled(loadConfig({ env: 'development', smtpUrl: undefined }))).toBe(true);
  });

  it('answers 404 to clients outside this machine and private networks', async () => {
    const from = (ip: string) =>
      server.http('GET', '/dev/mailbox.json', { headers: { 'x-forwarded-for': ip } });
    for (const ip of ['8.8.8.8', '172.32.0.1', '2001:db8::1']) expect((await from(ip)).status, ip).toBe(404);
    for (const ip of ['10.1.2.3', '192.168.0.9', '172.20.0.5', 'fd00::1'])
      expect((await from(ip)).status, ip).toBe(200);
    expect(isPrivateAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isPrivateAddress('')).toBe(false);
  });
});

describe('templates', () => {
  it('escape names in the HTML and carry the link in both versions', () => {
    const link = 'https://xplora.test/login?activate=tok&x=1';
    const mail = activationMail('a@mail.test', '<b>Ana</b>', link, 48);
    expect(mail.subject).toBe('Activa tu cuenta de Xplora');
    expect(mail.html).toContain('Hola &lt;b&gt;Ana&lt;/b&gt;:');
    expect(mail.html).toContain('href="https://xplora.test/login?activate=tok&amp;x=1"');
    expect(mail.html).toContain('lang="es"');
    expect(mail.text).toContain('Hola <b>Ana</b>:');
    expect(mail.text).toContain(link);
    const reset = passwordResetMail('a@mail.test', 'Ana', 'https://xplora.test/recover?t=tok', 30);
    expect(reset.subject).toBe('Recupera tu contraseña');
    expect(reset.text).toContain('30 minutos');
  });

  it('speak to the customer as tú, and a typed text ending in a full stop gets no second one', () => {
    const refund = { amountUsd: '20.00', amountVes: '730.00' };
    const mails = [
      activationMail('a@mail.test', 'Ana', 'https://x.test/a', 48),
      passwordResetMail('a@mail.test', 'Ana', 'https://x.test/r', 30),
      passwordChangedMail('a@mail.test', 'Ana'),
      orderPendingMail(
        'a@mail.test',
        'Ana',
        {
          id: 7,
          activity: 'Caminata',
          totalUsd: '20.00',
          totalVes: '730.00',
          deadline: '27/11/2026 10:00 AM',
        },
        null,
      ),
      paymentReceivedMail('a@mail.test', 'Ana', 7, '730.00'),
      paymentRejectedMail('a@mail.test', 'Ana', 7, 'Monto distinto.', '27/11/2026 10:00 AM'),
      bookingExpiredMail('a@mail.test', 'Ana', 7, 'hold'),
      bookingExpiredMail('a@mail.test', 'Ana', 7, 'payment'),
      bookingCancelledMail('a@mail.test', 'Ana', { id: 7, activity: 'Caminata' }, refund),
      refundedMail('a@mail.test', 'Ana', 7, { ...refund, reference: '0123' }),
      refundDeclinedMail('a@mail.test', 'Ana', 7, 'Fuera de plazo.'),
      activityReminderMail('a@mail.test', 'Ana', {
        id: 7,
        activity: 'Caminata',
        when: '28/11/2026 a las 08:00',
        meetingPoint: 'Plaza Bolívar, frente a la catedral.',
      }),
    ];
    for (const mail of mails) {
      expect(mail.text, mail.subject).not.toMatch(USTED);
      expect(mail.text, mail.subject).not.toMatch(/[^.]\.\.(?!\.)/);
    }
    expect(mails.at(-1)!.text).toContain('Punto de encuentro: Plaza Bolívar, frente a la catedral.\n');
    expect(sentence('Plaza Bolívar')).toBe('Plaza Bolívar.');
    expect(sentence('10:00 a. m.')).toBe('10:00 a. m.');
  });
});

/** Markers of "usted" addressed to the reader (third-person "su aliado" is not one). */
const USTED =
  /\busted\b|\bsu (contraseña|correo|cuenta|reserva|pedido|pago)\b|\b(ingrese|intente|revise|elija|seleccione|vuelva|complete|verifique|espere) /i;
