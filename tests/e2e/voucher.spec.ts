import { expect, test, type BrowserContext } from '@playwright/test';
import { loginAsCustomer } from './support/helpers.js';
import { CUSTOMER, verifiedOrder } from './support/refund-steps.js';

/**
 * Issue 17 §1 on a phone: a voucher opened once online opens again without a connection (no signal at the meeting
 * point), in a new tab and after the browser was closed and started offline; the service worker serves the page's
 * files, the page its saved copy. Nothing else is served from the device: a catalogue page offline fails.
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
