import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../../schema/constants.js';
import { pdfText } from '../api/support/pdf-text.js';
import { gql } from './support/api.js';
import { loginAsStaff, toast } from './support/helpers.js';
import { SUPPLIER, supplierToken } from './support/refund-steps.js';

/**
 * Issue 28, the supplier's "Estado de cuenta" on the demo data: the running open period, a statement's PDF (parsed:
 * it carries the commission) and CSV (one row per line), and 'Registrar pago' with a proof picture; the payment waits
 * for verification; an admin verifies it (on the API: the admin screen is another journey) and the statement is paid.
 */

test.describe.configure({ timeout: 120_000 });

interface Target {
  id: string;
  number: string;
  commissionUsd: string;
  lineCount: number;
  lines: { bookingId: string | null; commissionUsd: string }[];
}

/** The newest statement that still owes and has no payment waiting for verification. */
async function statementToPay(request: APIRequestContext, token: string): Promise<Target> {
  const { myStatements } = await gql(
    request,
    `{ myStatements(perPage: 50) { items { id number commissionUsd dueUsd lineCount
       lines { bookingId commissionUsd } payments { status } } } }`,
    {},
    token,
  );
  const target = (myStatements.items as (Target & { dueUsd: string; payments: { status: string }[] })[]).find(
    (s) => Number(s.dueUsd) > 0 && !s.payments.some((p) => p.status === 'Pending'),
  );
  if (!target) throw new Error('La demostración no tiene un estado de cuenta por pagar.');
  return target;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const { staffLogin } = await gql(
    request,
    'mutation ($input: StaffLoginInput!) { staffLogin(input: $input) { accessToken } }',
    { input: { username: 'admin@xplora.test', password: DEMO_PASSWORD, scope: 'Admin' } },
  );
  return staffLogin.accessToken;
}

async function openStatements(page: Page, phone: boolean): Promise<void> {
  if (phone) await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('link', { name: 'Estado de cuenta' }).click();
  await expect(page).toHaveURL(/\/suppliers\/statements$/);
}

async function journey(page: Page, request: APIRequestContext, phone: boolean, reference: string) {
  const token = await supplierToken(request);
  const target = await statementToPay(request, token);

  await loginAsStaff(page, 'suppliers', SUPPLIER);
  await openStatements(page, phone);
  const open = page.getByTestId('open-period');
  await expect(open.getByRole('heading', { name: 'Período abierto' })).toBeVisible();
  expect(Number(await open.getByTestId('open-lines').textContent())).toBeGreaterThanOrEqual(1);
  const card = page.getByTestId('statement-card').filter({ hasText: target.number });
  await expect(card.getByTestId('statement-state')).toHaveText(/Emitido|Pagado en parte|Vencido/);
  await card.getByRole('link', { name: target.number }).click();
  await expect(page.getByRole('heading', { name: `Estado de cuenta ${target.number}` })).toBeVisible();
  await expect(page.getByTestId('due-ves-today')).toContainText('Bs.');

  // The PDF: the statement's number and its commission.
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`estado-de-cuenta-${target.number}.pdf`);
  const text = await pdfText(await readFile((await pdf.path())!));
  expect(text).toContain(`Estado de cuenta ${target.number}`);
  expect(text).toContain(`Comisión del período: ${target.commissionUsd} USD`);

  // The CSV: a header and one row per line, with its booking and commission.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`estado-de-cuenta-${target.number}.csv`);
  const [header, ...rows] = (await readFile((await csv.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/)
    .map((line) => line.split(','));
  expect(header!.slice(0, 5)).toEqual(['id', 'fecha', 'aliado_id', 'tipo', 'reserva_id']);
  expect(rows).toHaveLength(target.lineCount);
  const column = (name: string) => rows.map((r) => r[header!.indexOf(name)]);
  expect(column('reserva_id')).toEqual(target.lines.map((l) => l.bookingId ?? ''));
  expect(column('comision_usd')).toEqual(target.lines.map((l) => l.commissionUsd));

  // Registrar pago: the VES due today comes filled in; a bank screenshot goes with it.
  await page.getByRole('button', { name: 'Registrar pago' }).click();
  const form = page.getByTestId('statement-payment-form');
  await expect(form.getByLabel('Monto Pagado (Bs.)')).not.toHaveValue('');
  await form.getByLabel('Banco emisor').selectOption('0102');
  await form.getByLabel('Referencia Bancaria').fill('12');
  await form.getByLabel('Monto Pagado (Bs.)').focus();
  await expect(form.getByText('La Referencia Bancaria debe contener al menos 6 caracteres.')).toBeVisible();
  await form.getByLabel('Referencia Bancaria').fill(reference);
  const picture = await sharp({
    create: { width: 60, height: 100, channels: 3, background: { r: 10, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  await form.getByLabel('Comprobante del banco (opcional)').setInputFiles({
    name: 'captura.png',
    mimeType: 'image/png',
    buffer: picture,
  });
  await form.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(toast(page, 'Pago registrado')).toBeVisible();
  const payment = page.getByTestId('statement-payment').filter({ hasText: reference });
  await expect(payment.getByText('Por verificar')).toBeVisible();
  await expect(payment.getByTestId('payment-proof')).toBeVisible();
  await expect(page.getByTestId('statement-status')).not.toHaveText('Pagado');

  if (phone) {
    const width = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
          .documentElement.scrollWidth,
    );
    expect(width).toBeLessThanOrEqual(390);
  }

  // Xplora verifies it: the statement is paid.
  const { statement } = await gql(
    request,
    'query($id: ID!) { statement(id: $id) { payments { id reference } } }',
    { id: target.id },
    token,
  );
  const registered = (statement.payments as { id: string; reference: string }[]).find(
    (p) => p.reference === reference,
  )!;
  await gql(
    request,
    'mutation($id: ID!) { verifyStatementPayment(id: $id) { id } }',
    { id: registered.id },
    await adminToken(request),
  );
  await page.reload();
  await expect(page.getByTestId('statement-status')).toHaveText('Pagado');
  await expect(payment.getByText('Verificado')).toBeVisible();
  await expect(page.getByTestId('statement-due')).toHaveText('0,00 USD');
  await expect(page.getByRole('button', { name: 'Registrar pago' })).toHaveCount(0);
}

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the supplier downloads its statement, pays it with a proof, and sees it paid once verified', async ({
    page,
    request,
  }) => {
    await journey(page, request, true, `5510${Date.now() % 100_000_000}`);
  });
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('the supplier downloads its statement, pays it with a proof, and sees it paid once verified', async ({
    page,
    request,
  }) => {
    await journey(page, request, false, `6620${Date.now() % 100_000_000}`);
  });
});
