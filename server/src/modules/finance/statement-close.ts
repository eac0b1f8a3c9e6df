import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { MailService } from '../mail/mail.service.js';
import { StatementPeriod } from '../supplier/supplier.entity.js';
import { caracasDay, dayStart, dueDateOf, periodOf, type Period } from './periods.js';
import { lockSupplierStatements, refreshStatements } from './statement-status.js';
import { statementIssuedMail, statementOverdueMail, type StatementMailFacts } from './statement-mails.js';
import { statementParty, statementPdf } from './statement-pdf.js';
import { StatementReadService } from './statement-read.js';
import { Statement } from './statement.entity.js';

const reads = new StatementReadService();

/** The statement as its PDF (the same file as the supplier's download), built in the closing transaction. */
async function issuedPdf(em: EntityManager, statementId: number, supplierId: number) {
  const statement = await em.findOneOrFail(Statement, statementId, { refresh: true });
  const pdf = await statementPdf(
    statement,
    await statementParty(em, supplierId),
    await reads.lines({ em }, statement),
    await reads.due({ em }, statement),
  );
  return {
    filename: `estado-de-cuenta-${statement.number}.pdf`,
    contentType: 'application/pdf',
    content: pdf,
  };
}

/** Ledger rows no statement holds yet. */
const UNBILLED = `not exists (select 1 from statement_lines sl where sl.ledger_entry_id = l.id)`;

const later = (a: string, b: string | null) => (b && b > a ? b : a);

/** `EC-0042-20261101`: the supplier and the period's first day. */
export function statementNumber(supplierId: number, period: Period): string {
  return `EC-${String(supplierId).padStart(4, '0')}-${period.start.replaceAll('-', '')}`;
}

interface SupplierFacts {
  kind: StatementPeriod;
  email: string | null;
  name: string;
}

async function supplierFacts(em: EntityManager, supplierId: number): Promise<SupplierFacts> {
  const [row] = await em.execute<SupplierFacts[]>(
    `select s.statement_period as kind, coalesce(nullif(u.email, ''), s.email) as email, s.trade_name as name
     from suppliers s join users u on u.id = s.user_id where s.id = ?`,
    [supplierId],
  );
  return row!;
}

/**
 * Closes the supplier's oldest ended period that still has unbilled rows, if any: one statement holding every
 * unbilled row older than the period's end (a refund or a late row of an earlier, closed period lands here, as its
 * own line), its totals, and its mail. Closes of one supplier are serialised by an advisory lock, and the unique
 * (supplier, period start) refuses a second statement whatever happens. Returns the new statement's id.
 */
async function closeNext(orm: MikroORM, supplierId: number, now: Date): Promise<number | null> {
  return orm.em.fork().transactional(async (em) => {
    await lockSupplierStatements(em, supplierId);
    const supplier = await supplierFacts(em, supplierId);
    const open = periodOf(supplier.kind, caracasDay(now));
    const [oldest] = await em.execute<{ first: Date | null; last: string | null }[]>(
      `select min(l.created_at) as first,
         (select max(period_end)::text from statements where supplier_id = ?) as last
       from ledger_entries l where l.supplier_id = ? and l.created_at < ? and ${UNBILLED}`,
      [supplierId, supplierId, dayStart(open.start)],
    );
    if (!oldest?.first) return null;
    // After the last statement (a cadence change never makes two periods overlap).
    const from = later(caracasDay(new Date(oldest.first)), oldest.last);
    const natural = periodOf(supplier.kind, from);
    const period = { start: later(natural.start, oldest.last), end: natural.end };
    if (period.end > open.start) return null;
    const [created] = await em.execute<{ id: number }[]>(
      `insert into statements (supplier_id, number, period_start, period_end, line_count, gross_usd, gross_ves,
         commission_usd, net_usd, due_date)
       values (?, ?, ?, ?, 0, 0, 0, 0, 0, ?) on conflict do nothing returning id`,
      [supplierId, statementNumber(supplierId, period), period.start, period.end, dueDateOf(period.end)],
    );
    if (!created) return null;
    await em.execute(
      `insert into statement_lines (statement_id, ledger_entry_id)
       select ?, l.id from ledger_entries l where l.supplier_id = ? and l.created_at < ? and ${UNBILLED}`,
      [created.id, supplierId, dayStart(period.end)],
    );
    const [totals] = await em.execute<
      { number: string; line_count: number; gross_usd: string; commission_usd: string; due_date: string }[]
    >(
      `update statements st set line_count = t.n, gross_usd = t.gross_usd, gross_ves = t.gross_ves,
         commission_usd = t.commission_usd, net_usd = t.net_usd
       from (select count(*)::int as n, coalesce(sum(l.gross_usd), 0) as gross_usd,
               coalesce(sum(l.gross_ves), 0) as gross_ves, coalesce(sum(l.commission_usd), 0) as commission_usd,
               coalesce(sum(l.net_usd), 0) as net_usd
             from statement_lines sl join ledger_entries l on l.id = sl.ledger_entry_id where sl.statement_id = ?) t
       where st.id = ?
       returning st.number, st.line_count, st.gross_usd::text, st.commission_usd::text, st.due_date::text`,
      [created.id, created.id],
    );
    // An earlier overpayment or credit may pay it at once.
    await refreshStatements(em, supplierId, caracasDay(now));
    if (supplier.email)
      MailService.queue(em, {
        ...statementIssuedMail(supplier.email, supplier.name, {
          number: totals!.number,
          period,
          lineCount: totals!.line_count,
          grossUsd: totals!.gross_usd,
          commissionUsd: totals!.commission_usd,
          dueDate: totals!.due_date,
        }),
        attachments: [await issuedPdf(em, created.id, supplierId)],
      });
    await em.flush();
    return created.id;
  });
}

/**
 * The statement job: every supplier's ended periods with unbilled ledger rows are closed, oldest first, one
 * statement each (or only `supplierIds`'). Safe to run at any time and from several processes at once. Returns the
 * new statements' ids.
 */
export async function closeEndedPeriods(
  orm: MikroORM,
  now = new Date(),
  supplierIds?: number[],
): Promise<number[]> {
  // Every open period starts on or after this fortnight's first day, so older unbilled rows are the candidates.
  const earliestOpen = periodOf(StatementPeriod.Fortnightly, caracasDay(now)).start;
  const suppliers = await orm.em.fork().execute<{ supplier_id: number }[]>(
    `select distinct l.supplier_id from ledger_entries l where l.created_at < ? and ${UNBILLED}
         ${supplierIds ? 'and l.supplier_id in (?)' : ''} order by 1`,
    supplierIds ? [dayStart(earliestOpen), supplierIds] : [dayStart(earliestOpen)],
  );
  const closed: number[] = [];
  for (const { supplier_id } of suppliers)
    for (let id = await closeNext(orm, supplier_id, now); id; id = await closeNext(orm, supplier_id, now))
      closed.push(id);
  return closed;
}

/**
 * Statements past their due date and not paid become overdue, and their supplier gets one reminder (`reminded_at`
 * is the claim: a second run finds nothing); all suppliers' or only `supplierIds`'. Returns their ids.
 */
export async function markOverdue(
  orm: MikroORM,
  now = new Date(),
  supplierIds?: number[],
): Promise<number[]> {
  return orm.em.fork().transactional(async (em) => {
    const rows = await em.execute<
      (Omit<StatementMailFacts, 'period' | 'lineCount'> & {
        id: number;
        supplier_id: number;
        start: string;
        end: string;
        line_count: number;
      })[]
    >(
      `update statements set status = 'overdue', reminded_at = now(), updated_at = now()
       where status <> 'paid' and reminded_at is null and due_date < ?::date
         ${supplierIds ? 'and supplier_id in (?)' : ''}
       returning id, supplier_id, number, period_start::text as start, period_end::text as end,
         line_count, gross_usd::text as "grossUsd", commission_usd::text as "commissionUsd",
         due_date::text as "dueDate"`,
      supplierIds ? [caracasDay(now), supplierIds] : [caracasDay(now)],
    );
    for (const row of rows) {
      const supplier = await supplierFacts(em, row.supplier_id);
      if (supplier.email)
        MailService.queue(
          em,
          statementOverdueMail(supplier.email, supplier.name, {
            ...row,
            period: { start: row.start, end: row.end },
            lineCount: row.line_count,
          }),
        );
    }
    await em.flush();
    return rows.map((r) => r.id);
  });
}
