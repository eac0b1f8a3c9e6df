import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { MAX_MAIL_ATTEMPTS } from '../../server/src/modules/mail/mail-delivery.js';
import { MailService } from '../../server/src/modules/mail/mail.service.js';
import { actor } from './admin-fixtures.js';
import { book, createSlot, ensureRate, newCustomer } from './booking.fixtures.js';
import { fakeSmtp, type FakeSmtp } from './support/fake-smtp.js';
import { createOwnDatabase, type OwnDatabase } from './support/own-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 18 §4: jobs on pg-boss. A cart hold expires at its own instant (its job, not the 5-minute sweep); an e-mail
 * refused by SMTP is retried with growing waits, then marked failed and dead-lettered; the admin's "Reintentar"
 * sends it again.
 */

const JOBS = { pollingSeconds: 0.5, mailRetryDelaySeconds: 1, superviseSeconds: 2 };

async function poll<T>(what: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function sql<T>(server: TestServer, query: string, params: unknown[] = []): Promise<T[]> {
  return server.db.orm.em.fork().getConnection().execute<T[]>(query, params);
}

describe('hold expiry', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ jobs: { ...JOBS, holdSeconds: 3 } });
    await ensureRate(server);
  });
  afterAll(() => server?.stop());

  it('cancels a hold and gives its seats back at its instant, through the job sent when it was made', async () => {
    const slot = await createSlot(server, { seats: 6 });
    const customer = await newCustomer(server);
    const id = await book(server, slot, customer.token, 2);
    const [hold] = await sql<{ hold_expires_at: Date }>(
      server,
      'select hold_expires_at from bookings where id = ?',
      [id],
    );
    const instant = new Date(hold!.hold_expires_at).getTime();
    const [job] = await sql<{ start_after: Date; state: string }>(
      server,
      `select start_after, state from pgboss.job where name = 'booking-hold-expiry' and data->>'bookingId' = ?`,
      [String(id)],
    );
    expect(new Date(job!.start_after).getTime()).toBe(instant);

    const status = () => sql<{ status: number }>(server, 'select status from bookings where id = ?', [id]);
    await new Promise((r) => setTimeout(r, Math.max(0, instant - Date.now() - 700)));
    expect((await status())[0]!.status, 'still in the cart just before its instant').toBe(1);
    const [after] = await poll(status, (rows) => rows[0]!.status === 5, 5_000);
    const late = Date.now() - instant;
    expect(after!.status).toBe(5);
    expect(late, 'expired within 2 s of its instant').toBeLessThan(2_000);
    expect(
      await poll(
        () =>
          sql<{ n: number }>(server, 'select current_available as n from activity_times where id = ?', [
            slot.timeId,
          ]),
        (r) => r[0]!.n === 6,
        1_000,
      ),
    ).toEqual([{ n: 6 }]);
    const [done] = await sql<{ state: string }>(
      server,
      `select state from pgboss.job where name = 'booking-hold-expiry' and data->>'bookingId' = ?`,
      [String(id)],
    );
    expect(done!.state).toBe('completed');
  });
});

describe('e-mail delivery', () => {
  let db: OwnDatabase;
  let server: TestServer;
  let smtpPort: number;
  let smtp: FakeSmtp | undefined;
  let mailId: number;

  beforeAll(async () => {
    // Its own database: every server on a database delivers its mails, and this one's SMTP refuses them.
    db = await createOwnDatabase('jobs');
    const closed = await fakeSmtp();
    await closed.close();
    smtpPort = Number(new URL(closed.url).port);
    server = await startTestServer({ databaseUrl: db.url, smtpUrl: closed.url, jobs: JOBS });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await db?.drop();
  });

  const outbox = () =>
    sql<{ status: string; attempts: number; last_error: string | null }>(
      server,
      'select status::text, attempts, last_error from outbox_mails where id = ?',
      [mailId],
    );

  it(`retries a refused mail with growing waits, then after ${MAX_MAIL_ATTEMPTS} attempts marks it failed and dead-letters it`, async () => {
    const started = Date.now();
    await server.db.orm.em.fork().transactional(async (em) => {
      const mail = MailService.queue(em, {
        to: 'ana@mail.test',
        subject: 'Tu reserva',
        html: '<p>Hola</p>',
        text: 'Hola',
      });
      await em.flush();
      mailId = mail.id;
    });
    const retrying = await poll(outbox, (r) => r[0]!.attempts >= 1, 5_000);
    expect(retrying[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect(retrying[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);

    const [failed] = await poll(outbox, (r) => r[0]!.status === 'failed', 40_000);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    // waits of about 1, 2, 4 and 8 s (each between half and all of that): never four quick retries
    expect(Date.now() - started).toBeGreaterThan(7_000);
    // the handler marks the row failed, then throws: pg-boss records the job's failure a moment later
    const jobs = await poll(
      () =>
        sql<{ name: string; state: string; retry_count: number }>(
          server,
          `select name, state, retry_count from pgboss.job where data->>'mailId' = ? order by created_on`,
          [String(mailId)],
        ),
      (rows) => rows.length === 2,
      5_000,
    );
    expect(jobs).toEqual([
      { name: 'mail-delivery', state: 'failed', retry_count: MAX_MAIL_ATTEMPTS - 1 },
      { name: 'mail-delivery-failed', state: 'created', retry_count: 0 },
    ]);
  }, 60_000);

  it('"Reintentar" from the admin dashboard sends the failed mail again', async () => {
    const admin = await actor(server, UserRole.Admin);
    const client = await actor(server, UserRole.Client);
    const list = `{ adminFailures { mails { id recipient subject status attempts lastError } jobs { id queue } } }`;
    expect((await server.graphql(list, {}, client.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const listed = await server.graphql<{ adminFailures: { mails: { id: string }[] } }>(
      list,
      {},
      admin.token,
    );
    expect(listed.data!.adminFailures.mails).toEqual([
      expect.objectContaining({
        id: String(mailId),
        recipient: 'ana@mail.test',
        status: 'Failed',
        attempts: 5,
      }),
    ]);

    smtp = await fakeSmtp(0, smtpPort); // the relay is back
    const retry = `mutation($id: ID!) { retryFailedMail(id: $id) { id status attempts } }`;
    expect(
      (await server.graphql(retry, { id: String(mailId) }, client.token)).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const retried = await server.graphql(retry, { id: String(mailId) }, admin.token);
    expect(retried.data).toEqual({ retryFailedMail: { id: String(mailId), status: 'Pending', attempts: 0 } });
    const [sent] = await poll(outbox, (r) => r[0]!.status === 'sent', 5_000);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatch(new RegExp(`^X-Outbox-Id: ${mailId}$`, 'im'));
    expect(
      (await server.graphql<{ adminFailures: { mails: unknown[] } }>(list, {}, admin.token)).data!
        .adminFailures.mails,
    ).toEqual([]);

    const again = await server.graphql(retry, { id: String(mailId) }, admin.token);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe('Este correo no está fallido; no hay nada que reintentar.');
    const unknown = await server.graphql(retry, { id: 'abc' }, admin.token);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const noJob = await server.graphql(
      `mutation { retryFailedJob(queue: "token-cleanup", id: "00000000-0000-0000-0000-000000000000") }`,
      {},
      admin.token,
    );
    expect(noJob.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
