import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../schema/constants.js';
import { loginAsCustomer } from './support/helpers.js';

/**
 * The offline booking wizard (issue 4): a customer's booking created through the API is ordered for someone else,
 * paid by pago móvil with the supplier's data on screen, and lands on 'Pago En Proceso' (also after a reload).
 */

const CUSTOMER = 'cliente2@xplora.test';

async function gql<T = any>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

async function customerToken(request: APIRequestContext, email: string): Promise<string> {
  const data = await gql(request, 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }', {
    input: { email, password: DEMO_PASSWORD },
  });
  return data.login.accessToken;
}

/** Books the first future slot of a demo activity that accepts it, with one unit of each mandatory price. */
async function createDemoBooking(request: APIRequestContext, token: string): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const list = await gql(request, 'query { activities(perPage: 8) { items { id } } }');
  for (const { id } of list.activities.items as { id: string }[]) {
    const { activity } = await gql(
      request,
      `query($id: ID!, $from: String) { activity(id: $id) {
        prices { id mandatory }
        dates(from: $from) { id times { id currentAvailable } }
      } }`,
      { id, from: today },
    );
    const mandatory = (activity.prices as { id: string; mandatory: boolean }[]).filter((p) => p.mandatory);
    const details = (mandatory.length ? mandatory : activity.prices.slice(0, 1)).map((p: { id: string }) => ({
      activityPriceId: p.id,
      quantity: 1,
    }));
    for (const date of activity.dates as {
      id: string;
      times: { id: string; currentAvailable: number }[];
    }[]) {
      const time = date.times.find((t) => t.currentAvailable >= 2);
      if (!time) continue;
      try {
        const created = await gql(
          request,
          'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }',
          { input: { activityId: id, activityDateId: date.id, activityTimeId: time.id, details } },
          token,
        );
        return created.createBooking.id;
      } catch {
        // Too soon to book (bookBefore) or full: try the next slot.
      }
    }
  }
  throw new Error('No bookable demo slot found');
}

test('offline booking: attendee, supplier pago móvil data, payment, in process', async ({
  page,
  request,
}) => {
  const token = await customerToken(request, CUSTOMER);
  const bookingId = await createDemoBooking(request, token);

  // A visitor goes to the login screen and comes back after logging in.
  await page.goto(`/offline/${bookingId}/booking`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Correo electrónico').fill(CUSTOMER);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(new RegExp(`/offline/${bookingId}/booking$`));

  // Step 1: the attendee is someone else.
  await expect(page.getByTestId('step-title')).toHaveText('Detalles de la Reserva');
  await expect(page.getByTestId('booking-summary')).toBeVisible();
  const form = page.getByTestId('attendee-form');
  await form.getByLabel('Nombre').fill('Luis Gómez');
  await form.getByLabel('CI/RIF').fill('V-12345678');
  await form.getByLabel('Correo').fill('luis.gomez@example.com');
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
  await form.getByRole('button', { name: 'Continuar' }).click();
  await expect(form.getByText('La CI/RIF es requerida')).toBeVisible();
});
