import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../schema/constants.js';
import { createDemoBooking, customerToken, gql } from './support/api.js';
import { confirmOk, loginAsCustomer, loginAsStaff, toast } from './support/helpers.js';
import { activateRegistration, approveActivity } from './support/supplier-steps.js';

/**
 * The admin portal journey (issue 6): an admin creates a supplier and a contact, writes and sends an alert that the
 * demo supplier reads in its dashboard (the admin then sees the double check), writes an internal comment, approves
 * a pending activity (it becomes searchable) and sets a new exchange rate that the next booking is stamped with.
 */

const ADMIN = 'admin@xplora.test';
const SUPPLIER = { email: 'aliado@xplora.test', tradeName: 'Ávila Xplora Tours' };
const PENDING_ACTIVITY = 'Kitesurf en Los Roques';
const RUN = Date.now().toString(36).slice(-5);

/** Opens the demo supplier's form through the Aliados list. */
async function openDemoSupplier(
  page: Page,
  tab: 'Contactos' | 'Alertas' | 'Comentarios Internos',
): Promise<void> {
  await page.getByRole('navigation', { name: 'Navegación' }).getByRole('link', { name: 'Aliados' }).click();
  await page.getByRole('link', { name: SUPPLIER.tradeName }).click();
  await expect(
    page.getByRole('heading', { name: `Actualizar Aliado - ${SUPPLIER.tradeName}` }),
  ).toBeVisible();
  await page.getByRole('link', { name: tab, exact: true }).click();
}

async function supplierPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAsStaff(page, 'suppliers', SUPPLIER.email);
  return page;
}

test.describe.configure({ mode: 'serial' });

test('admin: dashboard, supplier list and a new supplier with a contact', async ({ page }) => {
  await loginAsStaff(page, 'admin', ADMIN);
  await expect(page.getByRole('heading', { name: 'Administración', level: 1 })).toBeVisible();
  await expect(page.getByText('Hola, Admin Xplora')).toBeVisible();
  await expect(page.getByTestId('pending-activities-count')).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByTestId('pending-payments')).toBeVisible();
  // Failed e-mails and jobs (issue 18 §4): none on a fresh demo (mails are kept for the development mailbox).
  const failures = page.getByTestId('failures');
  await expect(failures.getByRole('heading', { name: 'Correos y trabajos fallidos' })).toBeVisible();
  await expect(failures.getByText('No hay correos ni trabajos fallidos.')).toBeVisible();

  // Aliados: sortable headers (back to page 1), page sizes, 'Nuevo'.
  await page.getByRole('navigation', { name: 'Navegación' }).getByRole('link', { name: 'Aliados' }).click();
  await expect(page.getByRole('heading', { name: 'Aliados' })).toBeVisible();
  const table = page.getByTestId('supplier-table');
  await expect(table.getByRole('link', { name: SUPPLIER.tradeName })).toBeVisible();
  await table.getByRole('button', { name: 'Nombre comercial' }).click();
  await expect(page).toHaveURL(/orderBy=trade_name%3Aasc|orderBy=trade_name:asc/);
  await table.getByRole('button', { name: 'Nombre comercial' }).click();
  await expect(page).toHaveURL(/trade_name(%3A|:)desc/);
  await expect(table.getByLabel('Registros por página')).toHaveValue('15');

  await page.getByRole('link', { name: 'Nuevo' }).click();
  await expect(page.getByRole('heading', { name: 'Nuevo Aliado' })).toBeVisible();
  const form = page.getByTestId('supplier-form');
  const save = form.getByRole('button', { name: 'Guardar' });
  await expect(save).toBeDisabled();

  const tradeName = `Posada E2E ${RUN}`;
  await form.getByLabel('Nombre comercial').fill('ab');
  await form.getByLabel('Nombre comercial').blur();
  await expect(form.getByText('El título debe tener al menos 3 caracteres')).toBeVisible();
  await form.getByLabel('Nombre comercial').fill(tradeName);
  await form.getByLabel('Razón Social').fill(`Inversiones E2E ${RUN} C.A.`);
  await form.getByLabel('Tipo de documento').selectOption('3');
  await form.getByLabel('CI/RIF').fill(`E2E${RUN}`.slice(0, 10));
  await form.getByLabel('Correo electrónico').fill(`posada-${RUN}@xplora.test`);
  await form.getByLabel('Teléfono').fill('0414-5551234');
  await form.getByLabel('Página web').fill('https://posada-e2e.example.com');
  await form.getByLabel('Dirección').fill('Calle Principal, Choroní');
  await form.getByLabel('Descripción').fill('Posada familiar frente al mar con desayuno incluido.');
  await form.getByLabel('Notas').fill('Contactar por las tardes.');
  await form.getByLabel('Comisión').fill('2');
  await form.getByLabel('Comisión').blur();
  await expect(form.getByText('El precio debe ser igual o menor a 1')).toBeVisible();
  await form.getByLabel('Comisión').fill('0.15');
  await expect(form.getByLabel('Estado')).toHaveValue(''); // no default
  await form.getByLabel('Estado').selectOption({ label: 'Activo' });
  await form.getByLabel('Idioma').selectOption({ label: 'Español' });
  await form.getByLabel('Categoría').selectOption({ index: 1 });
  await expect(save).toBeEnabled();
  await save.click();

  await expect(toast(page, 'Aliado creado')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/supplier\/\d+\/update$/);
  await expect(page.getByRole('heading', { name: `Actualizar Aliado - ${tradeName}` })).toBeVisible();
  await expect(page.getByLabel('Active Since')).not.toHaveValue('Registro por revisar');

  // Contacts: empty message, create modal with status Inactive by default.
  await page.getByRole('link', { name: 'Contactos', exact: true }).click();
  await expect(page.getByText('No contacts Found')).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const modal = page.getByTestId('contact-modal');
  await expect(modal.getByLabel('Estado')).toHaveValue('0');
  await modal.getByLabel('Nombre').fill('María Gómez');
  await modal.getByLabel('Correo').fill('maria@posada.example.com');
  await modal.getByLabel('Teléfono').fill('0412-5559876');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Contacto guardado')).toBeVisible();
  const contacts = page.getByTestId('contact-table');
  await expect(contacts.getByRole('row').filter({ hasText: 'María Gómez' })).toContainText('Inactive');
});

test('admin activates a supplier registration from the review queue', async ({ page, request }) => {
  const tradeName = `Registro E2E ${RUN}`;
  const email = `registro-${RUN}@xplora.test`;
  const registered = await request.post('/api/v1/supplier/register', {
    data: {
      document_type_id: 3,
      document_code: `R${RUN}`.slice(0, 10),
      name: tradeName,
      legal_name: `${tradeName} C.A.`,
      email,
      password: 'Clave-del-registro-1',
    },
  });
  expect(registered.status()).toBe(201);

  await loginAsStaff(page, 'admin', ADMIN);
  await activateRegistration(page, tradeName);

  // The supplier was told by e-mail (development mailbox).
  const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  expect(JSON.stringify(await mailbox.json())).toContain('Tu cuenta de aliado fue activada');
});

test('admin sends an alert; the supplier reads it and the admin sees the double check', async ({
  page,
  browser,
}) => {
  await loginAsStaff(page, 'admin', ADMIN);
  await openDemoSupplier(page, 'Alertas');
  const title = `Actualiza tus fotos ${RUN}`;
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const modal = page.getByTestId('alert-modal');
  await modal.getByLabel('Título').fill(title);
  await modal
    .getByLabel('Mensaje')
    .fill('Por favor sube <b>fotos nuevas</b> de tus actividades.<script>alert(1)</script>');
  await expect(modal.getByLabel('Estado')).toHaveValue('0');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Alerta guardada')).toBeVisible();

  const row = page.getByTestId('alert-table').getByRole('row').filter({ hasText: title });
  await expect(row.getByTestId('alert-status')).toHaveAttribute('data-state', 'unsent');
  await row.getByTestId('alert-status').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Has not been sent yet');
  await expect(row.locator('b')).toHaveText('fotos nuevas');
  await expect(row.locator('script')).toHaveCount(0);
  // Unsent: the title opens the edit modal.
  await expect(row.getByRole('button', { name: title })).toBeVisible();
  await row.getByRole('button', { name: 'Enviar' }).click();
  await confirmOk(page);
  await expect(toast(page, 'Alerta enviada')).toBeVisible();
  await expect(row.getByTestId('alert-status')).toHaveAttribute('data-state', 'sent');
  await expect(row.getByRole('button', { name: title })).toHaveCount(0);

  // The supplier sees it in its dashboard and reads it.
  const supplier = await supplierPage(browser);
  const alert = supplier.getByTestId('supplier-alert').filter({ hasText: title });
  await expect(alert).toHaveAttribute('data-read', 'false');
  await expect(alert.locator('b')).toHaveText('fotos nuevas');
  await alert.getByRole('button', { name: 'Marcar como leída' }).click();
  await expect(alert).toHaveAttribute('data-read', 'true');
  await expect(alert).toContainText('Leída el');
  await supplier.context().close();

  await page.reload();
  const readRow = page.getByTestId('alert-table').getByRole('row').filter({ hasText: title });
  await expect(readRow.getByTestId('alert-status')).toHaveAttribute('data-state', 'read');
  await readRow.getByTestId('alert-status').hover();
  await expect(page.getByRole('tooltip')).toContainText('Leída el');
});

test('admin writes an internal comment', async ({ page }) => {
  await loginAsStaff(page, 'admin', ADMIN);
  await openDemoSupplier(page, 'Comentarios Internos');
  const message = `Llamar para renovar el contrato ${RUN}`;
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const modal = page.getByTestId('comment-modal');
  await modal.getByLabel('Comentario').fill('ok');
  await modal.getByLabel('Comentario').blur();
  await expect(modal.getByText('El mensaje debe tener al menos 3 caracteres')).toBeVisible();
  await modal.getByLabel('Comentario').fill(message);
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Comentario guardado')).toBeVisible();
  const row = page.getByTestId('comment-table').getByRole('row').filter({ hasText: message });
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d+$/);
});

test('admin approves a pending activity and it becomes searchable', async ({ page, request }) => {
  const before = await request.get(`/api/v1/activity?s=${encodeURIComponent(PENDING_ACTIVITY)}`);
  expect(before.status()).toBe(200);
  const titles = (body: { data: { title: string }[] }) => body.data.map((a) => a.title);
  expect(titles(await before.json()).some((t) => t.startsWith(PENDING_ACTIVITY))).toBe(false);

  await loginAsStaff(page, 'admin', ADMIN);
  await approveActivity(page, PENDING_ACTIVITY);

  await expect
    .poll(async () =>
      titles(await (await request.get(`/api/v1/activity?s=${encodeURIComponent(PENDING_ACTIVITY)}`)).json()),
    )
    .toContainEqual(expect.stringContaining(PENDING_ACTIVITY));
});

test('admin sets a new exchange rate', async ({ page, request }) => {
  await loginAsStaff(page, 'admin', ADMIN);
  await page.getByRole('link', { name: 'Actualizar tasas' }).click();
  await expect(page.getByRole('heading', { name: 'Tasas de cambio', level: 1 })).toBeVisible();
  const usd = page.getByTestId('rate-form-usd');
  await usd.getByLabel('Tasa (VES por USD)').fill('250');
  await usd.getByLabel('Tasa (VES por USD)').blur();
  await expect(usd.getByText('La tasa debe tener entre 2 y 4 decimales')).toBeVisible();
  await usd.getByLabel('Tasa (VES por USD)').fill('250.55');
  await usd.getByRole('button', { name: 'Guardar tasa' }).click();
  await expect(toast(page, 'Tasa registrada')).toBeVisible();
  await expect(page.getByTestId('current-usd')).toHaveText('250,55');
  await expect(page.getByTestId('rate-table').getByRole('row').nth(1)).toContainText('250.5500');

  // The latest rate is what the API answers (bookings stamp it).
  const login = await request.post('/api/v1/admin/login', {
    data: { username: ADMIN, password: DEMO_PASSWORD },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const latest = await request.get('/api/v1/exchange_rate/latest?currency=USD', {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(await latest.json()).toMatchObject({ currency: 'USD', rate: '250.5500' });

  // A booking made afterwards is stamped with it: its VES total is the USD total × 250.55.
  const customer = await customerToken(request, 'cliente2@xplora.test');
  const bookingId = await createDemoBooking(request, customer);
  const { booking } = await gql(
    request,
    'query($id: ID!) { booking(id: $id) { exchangeRate totalUsd } }',
    { id: bookingId },
    customer,
  );
  expect(booking.exchangeRate).toBe('250.5500');
  const customerPage = await (await page.context().browser()!.newContext()).newPage();
  await loginAsCustomer(customerPage, 'cliente2@xplora.test');
  await customerPage.goto(`/offline/${bookingId}/booking`);
  const expectedVes = (Math.round(Number(booking.totalUsd) * 25055) / 100).toFixed(2);
  await expect(customerPage.getByTestId('summary-total-ves')).toHaveText(`Bs. ${expectedVes}`);
  await customerPage.context().close();
});
