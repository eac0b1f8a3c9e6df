import type { Page } from '@playwright/test';
import { expect, test } from './support/toasts.js';
import { DEMO_PASSWORD } from '../../schema/constants.js';
import { createDemoBooking, customerToken, gql } from './support/api.js';
import { loginAsCustomer } from './support/helpers.js';

/**
 * The offline booking wizard (issue 4): a customer's booking created through the API is ordered for someone else,
 * paid by pago móvil with the supplier's data on screen, and lands on 'Pago En Proceso' (also after a reload).
 */

const CUSTOMER = 'cliente2@xplora.test';

/** Steps 1–3 of the wizard for an attendee who is someone else, ending on 'Pago En Proceso'. */
async function completeWizard(page: Page, name: string, email: string): Promise<void> {
  // Step 1: the attendee is someone else.
  await expect(page.getByTestId('step-title')).toHaveText('Detalles de la Reserva');
  await expect(page.getByTestId('booking-summary')).toBeVisible();
  const form = page.getByTestId('attendee-form');
  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel('CI/RIF').fill('V-12345678');
  await form.getByLabel('Correo').fill(email);
  await form.getByLabel('Teléfono').fill('04121234567');
  await form.getByRole('button', { name: 'Continuar' }).click();

  // Step 2: the supplier's pago móvil data.
  await expect(page.getByTestId('step-title')).toHaveText('Datos para el Pago');
  await page.getByLabel('Pago Móvil', { exact: false }).first().check();
  const data = page.getByTestId('supplier-payment-data');
  await expect(data.getByTestId('pm-phone')).toContainText(/04\d{9}/);
  await expect(data.getByTestId('pm-bank')).toContainText(/\d{4} - /);
  const amount = (await data.getByTestId('pm-amount').locator('.fw-semibold').textContent())!.trim();
  await data.getByRole('button', { name: 'Copiar Titular' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 3: the payment form.
  await expect(page.getByTestId('step-title')).toHaveText('Detalles de Pago');
  const payment = page.getByTestId('payment-form');
  await payment.getByLabel('Banco Deudor').selectOption('0102');
  await payment.getByLabel('Identificación del Pagador').fill('V-12345678');
  await expect(payment.getByLabel('Monto Pagado (Bs.)')).toHaveValue(amount);
  await payment.getByLabel('Referencia Bancaria').fill(`REF${Date.now().toString().slice(-8)}`);
  await payment.getByLabel(/Acepto los/).check();
  await payment.getByRole('button', { name: 'Registrar Pago' }).click();

  await expect(page.getByTestId('step-title')).toHaveText('Pago En Proceso');
}

test('offline booking: attendee, supplier pago móvil data, payment, in process', async ({
  page,
  request,
}) => {
  const token = await customerToken(request, CUSTOMER);
  const bookingId = await createDemoBooking(request, token);

  // A visitor sees nothing of the booking, only the way in; after logging in they come back here.
  await page.goto(`/offline/${bookingId}/booking`);
  await expect(page.getByTestId('offline-sign-in')).toBeVisible();
  await expect(page.getByTestId('offline-booking')).toHaveCount(0);
  await page.getByTestId('offline-sign-in').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Correo electrónico').fill(CUSTOMER);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(new RegExp(`/offline/${bookingId}/booking$`));

  await completeWizard(page, 'Luis Gómez', 'luis.gomez@example.com');

  // Step 4, also after a reload.
  await expect(page.getByTestId('step-title')).toHaveText('Pago En Proceso');
  await expect(page.getByTestId('payment-in-process')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('step-title')).toHaveText('Pago En Proceso');

  // The booking keeps the attendee and waits for verification (status 3).
  const { booking } = await gql(
    request,
    'query($id: ID!) { booking(id: $id) { status attendeeName } }',
    { id: bookingId },
    token,
  );
  expect(booking).toEqual({ status: 3, attendeeName: 'Luis Gómez' });
});

test('offline booking: logged-in customer gets the form prefilled', async ({ page, request }) => {
  const token = await customerToken(request, 'cliente@xplora.test');
  const bookingId = await createDemoBooking(request, token);
  await loginAsCustomer(page);
  await page.goto(`/offline/${bookingId}/booking`);
  const form = page.getByTestId('attendee-form');
  await expect(form.getByLabel('Nombre')).toHaveValue('Carla Pérez');
  await expect(form.getByLabel('Correo')).toHaveValue('cliente@xplora.test');
  await expect(form.getByLabel('CI/RIF')).toHaveValue('V-18456789');
  await expect(form.getByLabel('Teléfono')).toHaveValue('04141234567');
  // Prefilled values are validated once they arrive: nothing stays flagged, the form can go on.
  await expect(form.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  await expect(form.locator('.invalid-feedback')).toHaveCount(0);
});

test('offline booking: a guest completes the wizard for someone else through the shared link', async ({
  page,
  browser,
  request,
}) => {
  const token = await customerToken(request, CUSTOMER);
  const bookingId = await createDemoBooking(request, token);

  // The customer who booked shares the wizard's link.
  await loginAsCustomer(page, CUSTOMER);
  await page.goto(`/offline/${bookingId}/booking`);
  const share = page.getByTestId('share-link');
  await share.getByRole('button', { name: 'Compartir enlace de pago' }).click();
  const link = await share.getByTestId('share-link-url').inputValue();
  expect(link).toMatch(new RegExp(`/offline/${bookingId}/booking\\?token=[\\w-]{32}$`));

  // Someone without an account opens it in their own browser.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(link);
  await expect(guestPage.getByTestId('step-title')).toHaveText('Detalles de la Reserva');
  await expect(guestPage.getByTestId('share-link')).toHaveCount(0);
  await completeWizard(guestPage, 'Rosa Invitada', 'rosa.invitada@example.com');
  await guestPage.reload();
  await expect(guestPage.getByTestId('step-title')).toHaveText('Pago En Proceso');

  // Without the secret the page only offers to log in; with a wrong one it says the link is not valid.
  await guestPage.goto(`/offline/${bookingId}/booking`);
  await expect(guestPage.getByTestId('offline-sign-in')).toBeVisible();
  await expect(guestPage.getByText('Rosa Invitada')).toHaveCount(0);
  await guestPage.goto(`/offline/${bookingId}/booking?token=${'x'.repeat(32)}`);
  await expect(guestPage.getByText('El enlace de pago no es válido o ya no está vigente.')).toBeVisible();
  await guest.close();

  const { booking } = await gql(
    request,
    'query($id: ID!) { booking(id: $id) { status attendeeName attendeeEmail } }',
    { id: bookingId },
    token,
  );
  expect(booking).toEqual({
    status: 3,
    attendeeName: 'Rosa Invitada',
    attendeeEmail: 'rosa.invitada@example.com',
  });
});
