import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { gql } from './support/api.js';
import { loginAsCustomer } from './support/helpers.js';
import { CUSTOMER, verifiedOrder } from './support/refund-steps.js';

/**
 * Issue 17 §1 on a phone: a voucher opened once online opens again without a connection (no signal at the meeting
 * point), in a new tab and after the browser was closed and started offline; the service worker serves the page's
 * files, the page its saved copy. Nothing else is served from the device: a catalogue page offline fails.
 * The saved copy is the customer's alone: it is gone after logout, and once the booking is cancelled.
 * The whole booking-to-check-in journey is after-booking-journey.spec.ts.
 */

const PHONE = { width: 390, height: 844 };
const OFFLINE_NOTICE = 'Sin conexión: se muestra el voucher guardado en este dispositivo.';

test.describe.configure({ timeout: 120_000 });

test('an opened voucher opens offline in a new tab and after a cold start of the browser', async ({
  playwright,
  launchOptions,
  baseURL,
  request,
}, testInfo) => {
  const { bookingId } = await verifiedOrder(request);
  const voucherUrl = `/bookings/${bookingId}/voucher`;
  // A browser profile on disk, as a phone's: closing the context is closing the browser.
  const launch = (offline: boolean): Promise<BrowserContext> =>
    playwright.chromium.launchPersistentContext(testInfo.outputPath('phone-profile'), {
      ...launchOptions,
      baseURL,
      viewport: PHONE,
      locale: 'es-VE',
      timezoneId: 'America/Caracas',
      offline,
    });

  let phone = await launch(false);
  const online = await phone.newPage();
  await loginAsCustomer(online, CUSTOMER);
  await online.goto(voucherUrl);
  const code = (await online.getByTestId('voucher-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(online.getByTestId('voucher-saved-offline')).toHaveText(
    'Guardado en este dispositivo: se abre también sin conexión.',
  );

  // The connection drops: a new tab at the voucher's address.
  await phone.setOffline(true);
  const tab = await phone.newPage();
  await tab.goto(voucherUrl);
  await expect(tab.getByText(OFFLINE_NOTICE)).toBeVisible();
  await expect(tab.getByTestId('voucher-code')).toHaveText(code);
  await expect(tab.getByTestId('voucher-qr')).toBeVisible();
  // Only the voucher is kept: the server-rendered catalogue is never answered from the device.
  await expect(tab.goto('/')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await phone.close();

  // Cold start: the browser is started again without a connection, nothing of the app in memory.
  phone = await launch(true);
  const cold = await phone.newPage();
  await cold.goto(voucherUrl);
  await expect(cold.getByText(OFFLINE_NOTICE)).toBeVisible();
  await expect(cold.getByTestId('voucher-code')).toHaveText(code);
  await expect(cold.getByTestId('voucher-qr')).toBeVisible();
  expect(await cold.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
    PHONE.width,
  );
  await phone.close();
});

const OTHER_CUSTOMER = 'cliente2@xplora.test';

/** What the voucher shows its customer, read through the API with the customer's token. */
async function voucherSeenBy(request: APIRequestContext, token: string, bookingId: string) {
  const { voucher } = await gql(
    request,
    'query($id: ID!) { voucher(bookingId: $id) { code customerName activityTitle } }',
    { id: bookingId },
    token,
  );
  return voucher as { code: string; customerName: string; activityTitle: string };
}

/** Everything the page's origin keeps in localStorage, as one string. */
const storedText = (page: Page) => page.evaluate(() => JSON.stringify({ ...localStorage }));

test('after logout, the next account on the same browser sees nothing of the voucher', async ({
  page,
  request,
}) => {
  const placed = await verifiedOrder(request);
  const shown = await voucherSeenBy(request, placed.token, placed.bookingId);
  const voucherUrl = `/bookings/${placed.bookingId}/voucher`;
  await loginAsCustomer(page, CUSTOMER);
  await page.goto(voucherUrl);
  await expect(page.getByTestId('voucher-code')).toHaveText(shown.code);
  await expect(page.getByTestId('voucher-qr')).toBeVisible();
  await expect.poll(() => storedText(page)).toContain(shown.code);

  await page.locator('.xp-user-name').click();
  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await loginAsCustomer(page, OTHER_CUSTOMER);
  await page.goto(voucherUrl);
  await expect(page.locator('.alert-warning')).toBeVisible();
  await expect(page.getByTestId('voucher-code')).toHaveCount(0);
  await expect(page.getByTestId('voucher-qr')).toHaveCount(0);
  const body = page.locator('body');
  await expect(body).not.toContainText(shown.code);
  await expect(body).not.toContainText(shown.customerName);
  await expect(body).not.toContainText(shown.activityTitle);
  // Nor is any of it left on the device.
  expect(await storedText(page)).not.toContain(shown.code);
});

test('a voucher whose booking was cancelled no longer shows the saved copy, also offline', async ({
  page,
  request,
}) => {
  const placed = await verifiedOrder(request);
  const voucherUrl = `/bookings/${placed.bookingId}/voucher`;
  await loginAsCustomer(page, CUSTOMER);
  await page.goto(voucherUrl);
  const code = (await page.getByTestId('voucher-code').textContent())!.trim();
  await expect(page.getByTestId('voucher-saved-offline')).toBeVisible();

  await gql(
    request,
    'mutation($id: ID!) { cancelBooking(id: $id) { id } }',
    { id: placed.bookingId },
    placed.token,
  );
  await page.reload();
  await expect(page.locator('.alert-warning')).toHaveText(
    'La reserva está cancelada: su voucher ya no es válido.',
  );
  await expect(page.getByTestId('voucher-code')).toHaveCount(0);
  await expect(page.getByTestId('voucher-qr')).toHaveCount(0);
  expect(await storedText(page)).not.toContain(code);

  // Without a connection the page has nothing of it left to show.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.locator('.alert-warning')).toBeVisible();
  await expect(page.getByTestId('voucher-code')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(code);
});
