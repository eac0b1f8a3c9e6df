import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { REFERENCE_REUSED_MESSAGE } from '../../server/src/modules/booking/payment.service.js';
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
import { closeAt, daysAhead, ledgerOf, setFee, statementsOf } from './ledger.fixtures.js';
import { pdfText } from './support/pdf-text.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let gql: ReturnType<typeof gqlClient>;
let customer: { id: number; token: string; email: string };
let admin: string;
let refs = 0;

const REGISTER = `mutation($input: StatementPaymentInput!) { registerStatementPayment(input: $input) {
  id status amountVes amountUsd rate paidOn } }`;
const VERIFY = `mutation($id: ID!) { verifyStatementPayment(id: $id) { id status } }`;
const REJECT = `mutation($id: ID!, $reason: String!) { rejectStatementPayment(id: $id, reason: $reason) { id status } }`;
const ADJUST = `mutation($input: LedgerAdjustmentInput!) { recordLedgerAdjustment(input: $input) {
  id kind commissionUsd netUsd reason } }`;

beforeAll(async () => {
  server = await startTestServer();
  gql = gqlClient(server);
  await ensureRate(server);
  customer = await newCustomer(server);
  admin = await tokenFor(server, await createUser(server, UserRole.Admin));
});
afterAll(() => server.stop());

const today = () => caracasDay(new Date());

const reference = () => `${Date.now() % 1_000_000_000}${String(refs++).padStart(3, '0')}`;

/** A supplier at a 10% fee with one issued statement for `adults` × 20 USD: its slot and the statement id. */
async function issuedStatement(adults = 2): Promise<{ slot: SlotFixture; statementId: number }> {
  const slot = await createSlot(server, { seats: 50 });
  await setFee(server, slot.supplierId, '0.100');
  await bookingIn(server, slot, customer.token, 'paid', adults);
  await closeEndedPeriods(server.db.orm, closeAt(1), [slot.supplierId]);
  const [statement] = await statementsOf(server, slot.supplierId);
  return { slot, statementId: statement!.id };
}

function input(statementId: number, overrides: Record<string, unknown> = {}) {
  return {
    statementId: String(statementId),
    bank: '0102',
    reference: reference(),
    amountVes: '73,11',
    paidOn: today(),
    ...overrides,
  };
}

/** Payments of these statements (other test files register theirs on the shared run database meanwhile). */
async function paymentsCount(statementIds: number[]): Promise<number> {
  const [row] = await fork(server).execute<{ n: number }[]>(
    'select count(*)::int as n from statement_payments where statement_id in (?)',
    [statementIds],
  );
  return row!.n;
}

describe('settling a statement', () => {
  it('partial payments add up at the rate of the day; an overpayment carries to the next statement', async () => {
    const { slot, statementId } = await issuedStatement(2); // 40.00 USD → 4.00 USD commission
    const [{ rate }] = (await fork(server).execute(
      `select rate::text from exchange_rates where currency = 'USD' and value_date <= ?
       order by value_date desc, id desc limit 1`,
      [today()],
    )) as [{ rate: string }];
    const ves = (usd: string) =>
      new Decimal(usd).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
    const first = await gql(
      REGISTER,
      { input: input(statementId, { amountVes: ves('2') }) },
      slot.supplierToken,
    );
    expect(first.errors).toBeUndefined();
    // At the admin's USD rate of the day of payment.
    expect(first.data.registerStatementPayment).toMatchObject({
      status: 'Pending',
      amountVes: ves('2'),
      amountUsd: '2.00',
      rate,
      paidOn: today(),
    });
    expect((await statementsOf(server, slot.supplierId))[0]!.status).toBe('issued');
    expect((await gql(VERIFY, { id: first.data.registerStatementPayment.id }, admin)).errors).toBeUndefined();
    expect((await statementsOf(server, slot.supplierId))[0]).toMatchObject({ status: 'partially_paid' });

    // The admin records the rest directly (verified at once): 2.74 USD in VES, 0.74 USD too much.
    const second = await gql(REGISTER, { input: input(statementId, { amountVes: ves('2.74') }) }, admin);
    expect(second.data.registerStatementPayment).toMatchObject({ status: 'Verified', amountUsd: '2.74' });
    expect((await statementsOf(server, slot.supplierId))[0]).toMatchObject({ status: 'paid' });
    const [paid] = await fork(server).execute<{ paid: string }[]>(
      'select paid_usd::text as paid from statements where id = ?',
      [statementId],
    );
    expect(paid!.paid).toBe('4.00');

    // A paid statement takes no more payments.
    const again = await gql(REGISTER, { input: input(statementId) }, slot.supplierToken);
    expect(again.errors?.[0]).toMatchObject({
      message: 'Este estado de cuenta ya está pagado.',
      extensions: { code: 'CONFLICT' },
    });

    // Next period: 20.00 USD → 2.00 USD commission, 0.74 already paid by the carry.
    await bookingIn(server, slot, customer.token, 'paid', 1);
    await closeEndedPeriods(server.db.orm, closeAt(2), [slot.supplierId]);
    const [, next] = await statementsOf(server, slot.supplierId);
    expect(next).toMatchObject({ commission_usd: '2.00', status: 'partially_paid' });
  });

  it('a rejected payment does not count and frees its reference', async () => {
    const { slot, statementId } = await issuedStatement(1);
    const body = input(statementId);
    const registered = await gql(REGISTER, { input: body }, slot.supplierToken);
    const id = registered.data.registerStatementPayment.id;
    const rejected = await gql(REJECT, { id, reason: 'No aparece en el banco' }, admin);
    expect(rejected.data.rejectStatementPayment).toMatchObject({ status: 'Rejected' });
    expect((await gql(VERIFY, { id }, admin)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await statementsOf(server, slot.supplierId))[0]!.status).toBe('issued');
    const retried = await gql(REGISTER, { input: body }, slot.supplierToken);
    expect(retried.errors).toBeUndefined();
  });
});

describe('bad input and other people’s statements: a Spanish 4xx and nothing written', () => {
  it('refuses absurd amounts, dates, banks and references, and a reused reference', async () => {
    const { slot, statementId } = await issuedStatement(1);
    const used = reference();
    expect(
      (await gql(REGISTER, { input: input(statementId, { reference: used }) }, slot.supplierToken)).errors,
    ).toBe(undefined);
    const before = await paymentsCount([statementId]);
    const cases: [Record<string, unknown>, string][] = [
      [{ amountVes: '-10' }, 'El Monto Pagado debe ser un número con hasta 2 decimales.'],
      [{ amountVes: '0' }, 'El Monto Pagado debe ser igual o mayor a 1'],
      [{ amountVes: '9999999999999' }, 'El Monto Pagado debe ser un número con hasta 2 decimales.'],
      [{ amountVes: 'mil' }, 'El Monto Pagado debe ser un número con hasta 2 decimales.'],
      [{ paidOn: caracasDay(daysAhead(2)) }, 'La Fecha del pago no puede ser posterior a hoy.'],
      [{ paidOn: '2020-01-01' }, 'La Fecha del pago no puede tener más de un año.'],
      [{ paidOn: '2026-02-30' }, 'La Fecha del pago no es una fecha válida.'],
      [{ bank: '9999' }, 'El Banco no es válido.'],
      [{ reference: 'ABCDEF' }, 'La Referencia Bancaria debe contener los números de la operación.'],
      [{ reference: `00${used}` }, REFERENCE_REUSED_MESSAGE],
    ];
    for (const [overrides, message] of cases) {
      const res = await gql(REGISTER, { input: input(statementId, overrides) }, slot.supplierToken);
      expect(res.errors?.[0]?.message, JSON.stringify(overrides)).toBe(message);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await paymentsCount([statementId])).toBe(before);
  });

  it('another supplier, a customer and a visitor cannot pay, verify or see a statement', async () => {
    const { statementId } = await issuedStatement(1);
    const other = await issuedStatement(1);
    const ours = [Number(statementId), Number(other.statementId)];
    const before = await paymentsCount(ours);
    const asOther = await gql(REGISTER, { input: input(statementId) }, other.slot.supplierToken);
    expect(asOther.errors?.[0]).toMatchObject({
      message: 'El estado de cuenta no existe.',
      extensions: { code: 'NOT_FOUND' },
    });
    const asCustomer = await gql(REGISTER, { input: input(statementId) }, customer.token);
    expect(asCustomer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asVisitor = await gql(REGISTER, { input: input(statementId) });
    expect(asVisitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const pending = await gql(REGISTER, { input: input(other.statementId) }, other.slot.supplierToken);
    const verifyOwn = await gql(
      VERIFY,
      { id: pending.data.registerStatementPayment.id },
      other.slot.supplierToken,
    );
    expect(verifyOwn.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await paymentsCount(ours)).toBe(before + 1);
  });
});

describe('one reference, twenty registrations at once', () => {
  it('accepts exactly one', async () => {
    const { slot, statementId } = await issuedStatement(3);
    const other = await issuedStatement(3);
    const shared = reference();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? gql(REGISTER, { input: input(statementId, { reference: shared }) }, slot.supplierToken)
          : gql(
              REGISTER,
              { input: input(other.statementId, { reference: shared }) },
              other.slot.supplierToken,
            ),
      ),
    );
    const accepted = results.filter((r) => !r.errors);
    expect(accepted).toHaveLength(1);
    for (const r of results.filter((x) => x.errors))
      expect(r.errors![0]!.message).toBe(REFERENCE_REUSED_MESSAGE);
    const [row] = await fork(server).execute<{ n: number }[]>(
      `select count(*)::int as n from statement_payments where reference = ?`,
      [shared],
    );
    expect(row!.n).toBe(1);
  });
});

describe('manual adjustments', () => {
  it('an admin books a correction with a reason in the open period; bad input writes nothing', async () => {
    const slot = await createSlot(server);
    const ok = await gql(
      ADJUST,
      {
        input: { supplierId: String(slot.supplierId), commissionUsd: '-1.50', reason: 'Descuento acordado' },
      },
      admin,
    );
    expect(ok.data.recordLedgerAdjustment).toMatchObject({
      kind: 'Adjustment',
      commissionUsd: '-1.50',
      netUsd: '1.50',
      reason: 'Descuento acordado',
    });
    const bad: [Record<string, unknown>, string, string][] = [
      [{ commissionUsd: '0' }, 'El monto no puede ser cero.', 'BAD_USER_INPUT'],
      [
        { commissionUsd: '1e9' },
        'El monto debe ser un número en USD con hasta 2 decimales.',
        'BAD_USER_INPUT',
      ],
      [{ commissionUsd: '100000.01' }, 'El monto no puede superar 100000 USD.', 'BAD_USER_INPUT'],
      [{ reason: 'no' }, 'El motivo debe tener al menos 5 caracteres.', 'BAD_USER_INPUT'],
      [{ supplierId: '999999' }, 'El aliado no existe.', 'NOT_FOUND'],
    ];
    for (const [overrides, message, code] of bad) {
      const res = await gql(
        ADJUST,
        {
          input: {
            supplierId: String(slot.supplierId),
            commissionUsd: '2.00',
            reason: 'Corrección de tarifa',
            ...overrides,
          },
        },
        admin,
      );
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code } });
    }
    const asSupplier = await gql(
      ADJUST,
      { input: { supplierId: String(slot.supplierId), commissionUsd: '-100', reason: 'Me lo regalo' } },
      slot.supplierToken,
    );
    expect(asSupplier.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ledgerOf(server, slot.supplierId)).map((r) => r.commission_usd)).toEqual(['-1.50']);
  });
});

describe('the REST door', () => {
  it('lists, shows and pays the supplier’s own statements; refuses bad input and other suppliers', async () => {
    const { slot, statementId } = await issuedStatement(1);
    const other = await issuedStatement(1);
    const list = await server.http(
      'GET',
      '/api/v1/suppliers/statements?orderBy=period_start:desc&perPage=5',
      {
        token: slot.supplierToken,
      },
    );
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ currentPage: 1, lastPage: 1, total: 1 });
    expect(list.body.data[0]).toMatchObject({ id: statementId, status: 'issued', commission_usd: '2.00' });
    const lines = await server.http('GET', `/api/v1/suppliers/statements/${statementId}/lines`, {
      token: slot.supplierToken,
    });
    expect(lines.body.data).toMatchObject([
      { kind: 'payment_verified', gross_usd: '20.00', commission_usd: '2.00' },
    ]);

    const ours = [Number(statementId), Number(other.statementId)];
    const before = await paymentsCount(ours);
    const body = { bank: '0102', reference: reference(), amount_ves: '-5', paid_on: today() };
    const bad = await server.http('POST', `/api/v1/suppliers/statements/${statementId}/payments`, {
      token: slot.supplierToken,
      body,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('El Monto Pagado debe ser un número con hasta 2 decimales.');
    const foreign = await server.http('POST', `/api/v1/suppliers/statements/${other.statementId}/payments`, {
      token: slot.supplierToken,
      body: { ...body, amount_ves: '50,00' },
    });
    expect(foreign.status).toBe(404);
    const seen = await server.http('GET', `/api/v1/suppliers/statements/${other.statementId}`, {
      token: slot.supplierToken,
    });
    expect(seen.status).toBe(404);
    expect(await paymentsCount(ours)).toBe(before);

    const ok = await server.http('POST', `/api/v1/suppliers/statements/${statementId}/payments`, {
      token: slot.supplierToken,
      body: { ...body, amount_ves: '50,00' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ amount_ves: '50.00', status: 'pending', paid_on: today() });
    const all = await server.http('GET', `/api/v1/admin/statements?supplier_id=${slot.supplierId}`, {
      token: admin,
    });
    expect(all.body.data.map((s: { id: number }) => s.id)).toEqual([statementId]);
  });
});

describe('the admin’s Finanzas data', () => {
  it('balances per supplier, the ledger between two dates, and the statement cadence', async () => {
    const { slot, statementId } = await issuedStatement(2); // 4.00 USD billed
    const paid = await gql(REGISTER, { input: input(statementId, { amountVes: '1.000,00' }) }, admin);
    const paidUsd = paid.data.registerStatementPayment.amountUsd as string;
    await bookingIn(server, slot, customer.token, 'paid', 1); // 2.00 USD in the open period

    const balances = await gql(
      '{ supplierBalances { supplierId billedUsd paidUsd balanceUsd openCommissionUsd } }',
      {},
      admin,
    );
    const mine = balances.data.supplierBalances.find(
      (b: { supplierId: string }) => b.supplierId === String(slot.supplierId),
    );
    expect(mine).toEqual({
      supplierId: String(slot.supplierId),
      billedUsd: '4.00',
      paidUsd,
      balanceUsd: new Decimal('4.00').minus(paidUsd).toFixed(2),
      openCommissionUsd: '2.00',
    });

    const ledger = await server.http(
      'GET',
      `/api/v1/admin/ledger?supplier_id=${slot.supplierId}&from=${today()}&to=${today()}&perPage=10`,
      { token: admin },
    );
    expect(ledger.status).toBe(200);
    expect(ledger.body.total).toBe(2);
    expect(ledger.body.data.map((r: { commission_usd: string }) => r.commission_usd)).toEqual([
      '4.00',
      '2.00',
    ]);
    const reversed = await server.http('GET', `/api/v1/admin/ledger?from=${today()}&to=2020-01-01`, {
      token: admin,
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.message).toBe('La fecha final no puede ser anterior a la inicial.');
    const asSupplier = await server.http('GET', '/api/v1/admin/ledger', { token: slot.supplierToken });
    expect(asSupplier.status).toBe(403);

    const SET = `mutation($s: ID!, $p: StatementPeriod!) { setStatementPeriod(supplierId: $s, period: $p) }`;
    expect(
      (await gql(SET, { s: String(slot.supplierId), p: 'Fortnightly' }, admin)).data.setStatementPeriod,
    ).toBe('Fortnightly');
    expect((await gql(SET, { s: '999999', p: 'Monthly' }, admin)).errors?.[0]?.message).toBe(
      'El aliado no existe.',
    );
    expect(
      (await gql(SET, { s: String(slot.supplierId), p: 'Monthly' }, slot.supplierToken)).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    const [row] = await fork(server).execute<{ p: string }[]>(
      'select statement_period as p from suppliers where id = ?',
      [slot.supplierId],
    );
    expect(row!.p).toBe('fortnightly');
  });
});

describe('CSV downloads', () => {
  it('the accountant’s ledger CSV and a statement’s lines: UTF-8 with a header, formulas neutralised, own only', async () => {
    const { slot, statementId } = await issuedStatement(1);
    const other = await issuedStatement(1);
    await gql(
      ADJUST,
      { input: { supplierId: String(slot.supplierId), commissionUsd: '3.00', reason: '=HYPERLINK("x")' } },
      admin,
    );
    const csv = await server.http(
      'GET',
      `/api/v1/admin/ledger.csv?supplier_id=${slot.supplierId}&from=${today()}`,
      {
        token: admin,
      },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = typeof csv.body === 'string' ? csv.body : JSON.stringify(csv.body);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,fecha,aliado_id,tipo,reserva_id,tarifa,tasa_ves_usd,bruto_usd,bruto_ves,comision_usd,neto_usd,motivo',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',payment_verified,');
    expect(lines[2]).toContain(`,adjustment,`);
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);

    const own = await server.http('GET', `/api/v1/suppliers/statements/${statementId}/lines.csv`, {
      token: slot.supplierToken,
    });
    expect(own.status).toBe(200);
    const foreign = await server.http('GET', `/api/v1/suppliers/statements/${other.statementId}/lines.csv`, {
      token: slot.supplierToken,
    });
    expect(foreign.status).toBe(404);
    const asSupplier = await server.http('GET', '/api/v1/admin/ledger.csv', { token: slot.supplierToken });
    expect(asSupplier.status).toBe(403);
    const asVisitor = await server.http('GET', '/api/v1/admin/ledger.csv');
    expect(asVisitor.status).toBe(401);
    const bad = await server.http('GET', '/api/v1/admin/ledger.csv?from=ayer', { token: admin });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('La fecha inicial debe tener el formato AAAA-MM-DD.');
  });
});

describe('the statement PDF', () => {
  it('names the supplier (legal name, RIF, address) and shows the total and what is due; own only', async () => {
    const { slot, statementId } = await issuedStatement(2);
    const other = await issuedStatement(1);
    await fork(server).execute(
      "update suppliers set address = 'Av. Francisco de Miranda, Caracas' where id = ?",
      [slot.supplierId],
    );
    const res = await fetch(`${server.url}/api/v1/suppliers/statements/${statementId}/statement.pdf`, {
      headers: { authorization: `Bearer ${slot.supplierToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    const [statement] = await statementsOf(server, slot.supplierId);
    expect(text).toContain(`Estado de cuenta ${statement!.number}`);
    expect(text).toContain('Prueba, C.A.');
    expect(text).toContain('RIF: J-');
    expect(text).toContain('Av. Francisco de Miranda, Caracas');
    expect(text).toContain('Comisión del período: 4.00 USD');
    expect(text).toContain('Por pagar: 4.00 USD');
    const foreign = await server.http(
      'GET',
      `/api/v1/suppliers/statements/${other.statementId}/statement.pdf`,
      {
        token: slot.supplierToken,
      },
    );
    expect(foreign.status).toBe(404);
    const asCustomer = await server.http('GET', `/api/v1/suppliers/statements/${statementId}/statement.pdf`, {
      token: customer.token,
    });
    expect(asCustomer.status).toBe(403);
  });
});
