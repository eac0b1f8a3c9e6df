import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ormConfig } from '../../server/src/assembly/mikro-orm.config.js';
import { seedDemoFinance } from '../../server/src/db/seed/demo-finance.js';
import { openPeriodTotals } from '../../server/src/modules/finance/open-period.js';
import { caracasDay } from '../../server/src/modules/finance/periods.js';

/** Issue 28 §7: the demo suppliers' commission trail (global-setup seed), statements in every state. */

let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
});
afterAll(() => client.end());

interface Row {
  id: number;
  number: string;
  status: string;
  due_date: string;
  commission_usd: string;
  paid_usd: string;
  line_count: number;
  pending: number;
  verified: number;
}

async function statementsOf(email: string): Promise<Row[]> {
  const { rows } = await client.query<Row>(
    `select st.id, st.number, st.status::text, st.due_date::text, st.commission_usd::text, st.paid_usd::text,
       st.line_count,
       (select count(*)::int from statement_payments p where p.statement_id = st.id and p.status = 'pending') as pending,
       (select count(*)::int from statement_payments p where p.statement_id = st.id and p.status = 'verified') as verified
     from statements st join suppliers s on s.id = st.supplier_id join users u on u.id = s.user_id
     where u.email = $1 order by st.period_start`,
    [email],
  );
  return rows;
}

describe('demo commission trail', () => {
  it('gives aliado@xplora.test a paid, an overdue awaiting verification, an overdue partly paid and a latest statement', async () => {
    const today = caracasDay(new Date());
    const [paid, waiting, partly, latest] = (await statementsOf('aliado@xplora.test')).slice(-4);
    expect(paid).toMatchObject({ status: 'paid', verified: 1, pending: 0 });
    expect(paid!.paid_usd).toBe(paid!.commission_usd);
    expect(waiting).toMatchObject({ status: 'overdue', paid_usd: '0.00', verified: 0, pending: 1 });
    expect(partly).toMatchObject({ status: 'overdue', verified: 1 });
    expect(Number(partly!.paid_usd)).toBeGreaterThan(0);
    expect(Number(partly!.paid_usd)).toBeLessThan(Number(partly!.commission_usd));
    // Due 10 days after its fortnight: until then it is partly paid, later overdue (the product's rule).
    expect(latest).toMatchObject({
      status: latest!.due_date >= today ? 'partially_paid' : 'overdue',
      verified: 1,
    });
    expect(Number(latest!.paid_usd)).toBeGreaterThan(0);
    for (const s of [paid, waiting, partly, latest]) expect(s!.line_count).toBeGreaterThan(0);

    const [latest2] = (await statementsOf('aliado2@xplora.test')).slice(-1);
    expect(latest2).toMatchObject({
      status: latest2!.due_date >= today ? 'issued' : 'overdue',
      paid_usd: '0.00',
    });
    const states = new Set([...(await statementsOf('aliado@xplora.test')), latest2!].map((s) => s.status));
    const expected =
      latest!.due_date >= today ? ['issued', 'overdue', 'paid', 'partially_paid'] : ['overdue', 'paid'];
    expect([...states].sort()).toEqual(expected);
  });

  it('bills every verified payment of the demo once, and keeps the open fortnight running', async () => {
    const { rows: unbilledPayments } = await client.query(
      `select p.id from payments p join orders o on o.id = p.order_id join bookings b on b.id = o.activity_booking_id
       join activities a on a.id = b.activity_id join suppliers s on s.id = a.supplier_id
       join users u on u.id = s.user_id
       where p.status = 'verified' and p.verified_at <= now() and u.email in ('aliado@xplora.test', 'aliado2@xplora.test')
         and not exists (select 1 from ledger_entries l where l.payment_id = p.id)`,
    );
    expect(unbilledPayments).toEqual([]);
    const { rows } = await client.query(
      `select s.id, s.statement_period::text as period from suppliers s join users u on u.id = s.user_id
       where u.email = 'aliado@xplora.test'`,
    );
    expect(rows[0].period).toBe('fortnightly');
    const orm = await MikroORM.init(ormConfig(inject('databaseUrl')));
    try {
      const open = await openPeriodTotals(orm.em.fork(), rows[0].id);
      expect(open.lineCount).toBeGreaterThanOrEqual(2);
      const { rows: kinds } = await client.query(
        `select distinct kind::text from ledger_entries l join suppliers s on s.id = l.supplier_id
         where s.id = $1 and not exists (select 1 from statement_lines sl where sl.ledger_entry_id = l.id) order by 1`,
        [rows[0].id],
      );
      expect(kinds.map((k) => k.kind)).toEqual(['adjustment', 'payment_verified']);
      expect(Number(open.commissionUsd)).toBeGreaterThan(0);
      // Seeding again adds nothing.
      const before = (await client.query('select count(*)::int as n from ledger_entries')).rows[0].n;
      await seedDemoFinance(orm);
      expect((await client.query('select count(*)::int as n from ledger_entries')).rows[0].n).toBe(before);
    } finally {
      await orm.close();
    }
  });

  it('e-mailed each statement with its PDF and the overdue ones with a reminder', async () => {
    const statements = await statementsOf('aliado@xplora.test');
    const { rows } = await client.query<{ subject: string; files: string[] | null }>(
      `select subject, (select array_agg(a->>'filename') from jsonb_array_elements(attachments) a) as files
       from outbox_mails where recipient = 'aliado@xplora.test' and subject like '%stado de cuenta%'`,
    );
    for (const s of statements) {
      const issued = rows.find((r) => r.subject === `Estado de cuenta ${s.number}`);
      expect(issued?.files).toEqual([`estado-de-cuenta-${s.number}.pdf`]);
      if (s.status === 'overdue')
        expect(rows.map((r) => r.subject)).toContain(`Tu estado de cuenta ${s.number} está vencido`);
    }
  });
});
