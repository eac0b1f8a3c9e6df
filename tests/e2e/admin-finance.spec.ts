import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../schema/constants.js';
import { gql } from './support/api.js';
import { closeStatementPeriod } from './support/database.js';
import { expectAccessible } from './support/a11y.js';
import { confirmOk, loginAsStaff, toast } from './support/helpers.js';
import { supplierToken, verifiedOrder } from './support/refund-steps.js';

/**
 * The admin's "Finanzas": a supplier's verified booking is billed in a statement (the statement job run for a later
 * day), the supplier registers its payment through the API, and the admin finds the supplier among the balances with
 * the commission chart, opens the statement, verifies the payment and sees it paid; then the accountant's CSV of the
 * ledger for a date range. Aliado 2, whose ledger no other journey bills.
 */

const SUPPLIER = 'aliado2@xplora.test';
const TRADE_NAME = 'Caribe Azul Expediciones';
const caracasToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());

interface Fixture {
  bookingId: string;
  supplierId: string;
  statementId: string;
  number: string;
  reference: string;
}

/** A statement of aliado 2 billing a fresh verified booking, with a payment the supplier registered (pending). */
async function statementWithPendingPayment(request: APIRequestContext): Promise<Fixture> {
  const order = await verifiedOrder(request, SUPPLIER);
  const { staffLogin } = await gql(
    request,
    'mutation($input: StaffLoginInput!) { staffLogin(input: $input) { accessToken } }',
    { input: { username: 'admin@xplora.test', password: DEMO_PASSWORD, scope: 'Admin' } },
  );
  const { supplierBalances } = await gql(
    request,
    '{ supplierBalances { supplierId tradeName } }',
    {},
    staffLogin.accessToken,
  );
  const supplierId = (supplierBalances as { supplierId: string; tradeName: string }[]).find(
    (b) => b.tradeName === TRADE_NAME,
  )!.supplierId;
  const [statementId] = await closeStatementPeriod(supplierId);
  expect(statementId).toBeTruthy();

  const supplier = await supplierToken(request, SUPPLIER);
  const { statement } = await gql(
    request,
    'query($id: ID!) { statement(id: $id) { number status dueVesToday lines { bookingId } } }',
    { id: String(statementId) },
    supplier,
  );
  expect(statement.lines.map((l: { bookingId: string }) => l.bookingId)).toContain(order.bookingId);
  const reference = `EC${Date.now().toString().slice(-9)}`;
  await gql(
    request,
    'mutation($input: StatementPaymentInput!) { registerStatementPayment(input: $input) { id status } }',
    {
      input: {
        statementId: String(statementId),
        bank: '0102',
        reference,
        amountVes: statement.dueVesToday,
        paidOn: caracasToday(),
      },
    },
    supplier,
  );
  return {
    bookingId: order.bookingId,
    supplierId,
    statementId: String(statementId),
    number: statement.number,
    reference,
  };
}

async function openFinance(page: Page, phone: boolean): Promise<void> {
  if (phone) await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('link', { name: 'Finanzas' }).click();
  await expect(page).toHaveURL(/\/admin\/finance$/);
  await expect(page.getByRole('heading', { name: 'Finanzas', level: 1 })).toBeVisible();
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(device, () => {
    test.use({ viewport });
    // The statement job runs in a Node process of its own, compiled from source on the way (slow on a busy machine).
    test.setTimeout(180_000);

    test(`admin finance (${device}): balances and chart, a supplier's payment verified, the ledger CSV`, async ({
      page,
      request,
    }) => {
      const fx = await statementWithPendingPayment(request);

      await loginAsStaff(page, 'admin', 'admin@xplora.test');
      await openFinance(page, device === 'phone');
      await expect(page.getByTestId('commission-chart').locator('svg').first()).toBeVisible();
      await expect(page.getByTestId('commission-total')).toContainText('US$');
      await expectAccessible(page, 'Finanzas');

      // The supplier among the balances; the search keeps it and drops the others.
      await page.getByLabel('Buscar aliado').fill('caribe');
      const rows = page.getByTestId('balances-table').locator('tbody tr');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(TRADE_NAME);
      await expect(rows.first()).toContainText('US$');
      await rows.first().getByRole('link', { name: TRADE_NAME }).click();
      await expect(page.getByRole('heading', { name: TRADE_NAME })).toBeVisible();
      await expectAccessible(page, 'estados de cuenta de un aliado');

      const statementRow = page
        .getByTestId('statements-table')
        .getByRole('row')
        .filter({ hasText: fx.number });
      await expect(statementRow).toContainText('Emitido');
      await statementRow.getByRole('link', { name: fx.number }).click();
      await expect(page.getByRole('heading', { name: `Estado de cuenta ${fx.number}` })).toBeVisible();
      await expect(page.getByTestId('statement-lines')).toContainText(`#${fx.bookingId}`);
      await expectAccessible(page, 'estado de cuenta en Finanzas');

      const payment = page
        .getByTestId('statement-payments')
        .getByRole('row')
        .filter({ hasText: fx.reference });
      await expect(payment).toContainText('Por verificar');
      await payment.getByRole('button', { name: 'Verificar' }).click();
      await confirmOk(page);
      await expect(toast(page, 'Pago verificado')).toBeVisible();
      await expect(payment).toContainText('Verificado');
      await expect(page.getByTestId('statement-status').first()).toHaveText('Pagado');
      await expect(page.getByRole('button', { name: 'Registrar pago' })).toHaveCount(0);

      // The accountant's export of today's ledger, this supplier's only: a header, and the verified booking's row.
      await page.getByRole('link', { name: 'Volver a los estados de cuenta' }).click();
      await page.getByRole('link', { name: 'Volver a Finanzas' }).click();
      const exportCard = page.getByTestId('ledger-export');
      await exportCard.getByLabel('Aliado').selectOption(fx.supplierId);
      await exportCard.getByLabel('Desde').fill(caracasToday());
      await exportCard.getByLabel('Hasta').fill(caracasToday());
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        exportCard.getByRole('button', { name: 'Descargar CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(
        `libro-comisiones-aliado-${fx.supplierId}-${caracasToday()}-${caracasToday()}.csv`,
      );
      const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
      const [header, ...lines] = csv.trim().split(/\r?\n/);
      expect(header).toBe(
        'id,fecha,aliado_id,tipo,reserva_id,tarifa,tasa_ves_usd,bruto_usd,bruto_ves,comision_usd,neto_usd,motivo',
      );
      const mine = lines.map((l) => l.split(',')).find((cells) => cells[4] === fx.bookingId);
      expect(mine?.[2]).toBe(fx.supplierId);
      expect(lines.every((l) => l.split(',')[2] === fx.supplierId)).toBe(true);
      expect(mine?.[3]).toBe('payment_verified');
      expect(mine?.[5]).toBe('0.120');
    });
  });
}
