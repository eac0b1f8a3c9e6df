import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import { closeEndedPeriods, markOverdue } from '../../server/src/modules/finance/statement-close.js';
import { openPeriodTotals } from '../../server/src/modules/finance/open-period.js';
import { caracasDay, periodOf } from '../../server/src/modules/finance/periods.js';
import { StatementPeriod } from '../../server/src/modules/supplier/supplier.entity.js';
import { createSlot, ensureRate, fork, newCustomer, type SlotFixture } from './booking.fixtures.js';
import { bookingIn, subjectsTo } from './refund.fixtures.js';
import { closeAt, daysAhead, ledgerOf, linesOf, setFee, statementsOf } from './ledger.fixtures.js';
import { pdfText } from './support/pdf-text.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let customer: { id: number; token: string; email: string };

beforeAll(async () => {
  server = await startTestServer();
  await ensureRate(server);
  customer = await newCustomer(server);
});
afterAll(() => server.stop());

async function supplierEmail(slot: SlotFixture): Promise<string> {
  const [row] = await fork(server).execute<{ email: string }[]>(
    'select u.email from suppliers s join users u on u.id = s.user_id where s.id = ?',
    [slot.supplierId],
  );
  return row!.email;
}

async function cancelAndRefund(slot: SlotFixture, bookingId: number): Promise<void> {
  const cancelled = await server.http('POST', `/api/v1/booking/${bookingId}/cancel`, {
    token: customer.token,
  });
  expect(cancelled.status).toBe(200);
  const done = await server.http('POST', `/api/v1/refund/${cancelled.body.refund.id}/refunded`, {
    token: slot.supplierToken,
    body: { reference: '987654321' },
  });
  expect(done.status).toBe(200);
}

describe('closing a period', () => {
  it('issues one statement of the period rows; a later refund is a negative line of the next one', async () => {
    const slot = await createSlot(server, { seats: 50 });
    await setFee(server, slot.supplierId, '0.150');
    const kept = await bookingIn(server, slot, customer.token, 'paid', 2);
    const refunded = await bookingIn(server, slot, customer.token, 'paid', 1);

    const nextMonth = closeAt(1);
    await closeEndedPeriods(server.db.orm, nextMonth, [slot.supplierId]);
    const [first, ...none] = await statementsOf(server, slot.supplierId);
    expect(none).toEqual([]);
    const period = periodOf(StatementPeriod.Monthly, caracasDay(new Date()));
    const ledger = await ledgerOf(server, slot.supplierId);
    const ves = ledger.reduce((sum, r) => sum + Math.round(Number(r.gross_ves) * 100), 0) / 100;
    expect(first).toMatchObject({
      number: `EC-${String(slot.supplierId).padStart(4, '0')}-${period.start.replaceAll('-', '')}`,
      period_start: period.start,
      period_end: period.end,
      status: 'issued',
      line_count: 2,
      gross_usd: '60.00',
      gross_ves: ves.toFixed(2),
      commission_usd: '9.00',
      net_usd: '51.00',
    });
    expect(first!.due_date > period.end).toBe(true);
    expect(await subjectsTo(server, await supplierEmail(slot))).toContain(
      `Estado de cuenta ${first!.number}`,
    );
    // Closing again changes nothing.
    await closeEndedPeriods(server.db.orm, nextMonth, [slot.supplierId]);
    expect(await statementsOf(server, slot.supplierId)).toHaveLength(1);

    await cancelAndRefund(slot, refunded.bookingId);
    const open = await openPeriodTotals(fork(server), slot.supplierId);
    expect(open).toMatchObject({
      lineCount: 1,
      grossUsd: '-20.00',
      commissionUsd: '-3.00',
      netUsd: '-17.00',
    });
    expect(open.period).toEqual(period);

    await closeEndedPeriods(server.db.orm, closeAt(2), [slot.supplierId]);
    const [, second] = await statementsOf(server, slot.supplierId);
    expect(second).toMatchObject({ line_count: 1, commission_usd: '-3.00', status: 'paid' });
    expect(second!.period_start).toBe(first!.period_end);
    const lines = await linesOf(server, slot.supplierId);
    expect([...lines.values()]).toEqual([[first!.id], [first!.id], [second!.id]]);
    expect(kept.bookingId).toBeGreaterThan(0);
  });

  it('two processes closing the same period at once issue one statement', async () => {
    const slot = await createSlot(server, { seats: 50 });
    await setFee(server, slot.supplierId, '0.100');
    await bookingIn(server, slot, customer.token, 'paid', 1);
    const at = daysAhead(33);
    await Promise.all([
      closeEndedPeriods(server.db.orm, at, [slot.supplierId]),
      closeEndedPeriods(server.db.orm, at, [slot.supplierId]),
      closeEndedPeriods(server.db.orm, at, [slot.supplierId]),
    ]);
    const statements = await statementsOf(server, slot.supplierId);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({ line_count: 1, commission_usd: '2.00' });
    const mails = await subjectsTo(server, await supplierEmail(slot));
    expect(mails.filter((s) => s.startsWith('Estado de cuenta'))).toHaveLength(1);
  });

  it('e-mails the issued statement with its PDF, which carries the supplier and the commission due', async () => {
    const slot = await createSlot(server, { seats: 20 });
    await setFee(server, slot.supplierId, '0.125');
    await bookingIn(server, slot, customer.token, 'paid', 3);
    await closeEndedPeriods(server.db.orm, closeAt(1), [slot.supplierId]);
    const [statement] = await statementsOf(server, slot.supplierId);
    const [mail, ...more] = await fork(server).find(OutboxMail, {
      recipient: await supplierEmail(slot),
      subject: `Estado de cuenta ${statement!.number}`,
    });
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Adjuntamos el estado de cuenta en PDF');
    expect(mail!.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      [`estado-de-cuenta-${statement!.number}.pdf`, 'application/pdf'],
    ]);
    const text = await pdfText(Buffer.from(mail!.attachments![0]!.content, 'base64'));
    expect(statement!.commission_usd).toBe('7.50');
    expect(text).toContain(`Estado de cuenta ${statement!.number}`);
    expect(text).toContain('Comisión del período: 7.50 USD');
    expect(text).toContain('Por pagar: 7.50 USD');
  });

  it('a fortnightly supplier is billed per half month', async () => {
    const slot = await createSlot(server);
    await setFee(server, slot.supplierId, '0.100');
    await fork(server).execute("update suppliers set statement_period = 'fortnightly' where id = ?", [
      slot.supplierId,
    ]);
    await bookingIn(server, slot, customer.token, 'paid', 1);
    await closeEndedPeriods(server.db.orm, daysAhead(17), [slot.supplierId]);
    const [statement] = await statementsOf(server, slot.supplierId);
    expect(statement).toMatchObject(
      periodRange(periodOf(StatementPeriod.Fortnightly, caracasDay(new Date()))),
    );
  });
});

function periodRange(p: { start: string; end: string }) {
  return { period_start: p.start, period_end: p.end };
}

describe('overdue statements', () => {
  it('become overdue after their due date, with one reminder', async () => {
    const slot = await createSlot(server);
    await setFee(server, slot.supplierId, '0.100');
    await bookingIn(server, slot, customer.token, 'paid', 1);
    await closeEndedPeriods(server.db.orm, closeAt(1), [slot.supplierId]);
    const [issued] = await statementsOf(server, slot.supplierId);
    const afterDue = new Date(`${issued!.due_date}T23:00:00-04:00`);
    expect(await markOverdue(server.db.orm, daysAhead(-1, afterDue), [slot.supplierId])).not.toContain(
      issued!.id,
    );
    expect(await markOverdue(server.db.orm, daysAhead(1, afterDue), [slot.supplierId])).toContain(issued!.id);
    expect(await markOverdue(server.db.orm, daysAhead(2, afterDue), [slot.supplierId])).not.toContain(
      issued!.id,
    );
    expect((await statementsOf(server, slot.supplierId))[0]!.status).toBe('overdue');
    const reminders = (await subjectsTo(server, await supplierEmail(slot))).filter((s) =>
      s.includes('vencido'),
    );
    expect(reminders).toEqual([`Tu estado de cuenta ${issued!.number} está vencido`]);
  });
});

describe('reading statements on GraphQL', () => {
  const ONE = `query($id: ID!) { statement(id: $id) { id number status commissionUsd paidUsd dueUsd dueVesToday
    lines { kind bookingId grossUsd commissionUsd fee } payments { id } } }`;

  it('the supplier reads its own statements, lines and open period; nobody else does', async () => {
    const slot = await createSlot(server, { seats: 20 });
    const other = await createSlot(server);
    await setFee(server, slot.supplierId, '0.200');
    const paid = await bookingIn(server, slot, customer.token, 'paid', 1);
    await closeEndedPeriods(server.db.orm, closeAt(1), [slot.supplierId]);
    const [statement] = await statementsOf(server, slot.supplierId);
    await bookingIn(server, slot, customer.token, 'paid', 2);

    const list = await server.graphql<any>(
      '{ myStatements { total items { id number status } } myOpenPeriod { lineCount commissionUsd } }',
      {},
      slot.supplierToken,
    );
    expect(list.data.myStatements).toEqual({
      total: 1,
      items: [{ id: String(statement!.id), number: statement!.number, status: 'Issued' }],
    });
    expect(list.data.myOpenPeriod).toEqual({ lineCount: 1, commissionUsd: '8.00' });

    const one = await server.graphql<any>(ONE, { id: String(statement!.id) }, slot.supplierToken);
    expect(one.data.statement).toMatchObject({
      commissionUsd: '4.00',
      paidUsd: '0.00',
      dueUsd: '4.00',
      lines: [
        { kind: 'PaymentVerified', bookingId: String(paid.bookingId), grossUsd: '20.00', fee: '0.200' },
      ],
      payments: [],
    });
    expect(Number(one.data.statement.dueVesToday)).toBeGreaterThan(4);

    const asOther = await server.graphql<any>(ONE, { id: String(statement!.id) }, other.supplierToken);
    expect(asOther.errors?.[0]).toMatchObject({ message: 'El estado de cuenta no existe.' });
    const otherList = await server.graphql<any>('{ myStatements { total } }', {}, other.supplierToken);
    expect(otherList.data.myStatements.total).toBe(0);
    const asCustomer = await server.graphql<any>(ONE, { id: String(statement!.id) }, customer.token);
    expect(asCustomer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asVisitor = await server.graphql<any>(ONE, { id: String(statement!.id) });
    expect(asVisitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
