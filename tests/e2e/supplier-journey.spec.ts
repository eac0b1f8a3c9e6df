import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginAsStaff } from './support/helpers.js';
import {
  activateRegistration,
  addDateAndSlot,
  addDetail,
  addFaq,
  addPrice,
  addTitledEntry,
  approveActivity,
  createActivity,
  pauseAndPlay,
  registerSupplier,
  uploadImage,
} from './support/supplier-steps.js';

/**
 * Issue 5's journey: a new supplier registers and sees the review notice; once an admin activates it, it creates an
 * activity, fills every tab, uploads an image, adds a date and a time slot, sends it to approval, and the public page
 * says 'Pendiente por Aprobación' until an admin approves it; paused and resumed, it waits for approval again.
 */

const RUN = Date.now().toString(36).slice(-6);
const SUPPLIER = {
  email: `journey-${RUN}@xplora.test`,
  tradeName: `Andes Journey ${RUN}`,
  documentCode: String(Date.now()).slice(-9),
};
const REVIEW_NOTICE = 'Su registro está en revisión por nuestros ejecutivos de ventas';

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAsStaff(page, 'admin', 'admin@xplora.test');
  return page;
}

async function searchTitles(page: Page, title: string): Promise<string[]> {
  const res = await page.request.get(`/api/v1/activity?s=${encodeURIComponent(title)}`);
  return ((await res.json()) as { data: { title: string }[] }).data.map((a) => a.title);
}

async function expectPendingBanner(page: Page, id: string, shown: boolean): Promise<void> {
  await page.goto(`/suppliers/activity/${id}/update`);
  await page.getByRole('link', { name: 'Ver página pública' }).click();
  await expect(page).toHaveURL(new RegExp(`/activity/${id}/`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Pendiente por Aprobación')).toHaveCount(shown ? 1 : 0);
}

test('a new supplier goes from registration to an approved, paused and resumed activity', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);

  // Registration, and the review notice until an admin activates the account.
  await registerSupplier(page, SUPPLIER);
  await loginAsStaff(page, 'suppliers', SUPPLIER.email);
  await expect(page.getByRole('heading', { name: `Hola, ${SUPPLIER.tradeName}` })).toBeVisible();
  await expect(page.getByText(REVIEW_NOTICE)).toBeVisible();

  const admin = await adminPage(browser);
  await activateRegistration(admin, SUPPLIER.tradeName);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Hola, ${SUPPLIER.tradeName}` })).toBeVisible();
  await expect(page.getByText(REVIEW_NOTICE)).toHaveCount(0);

  // The activity with every tab filled.
  const { id, title } = await createActivity(page);
  await addPrice(page, id, 'Niño', '10.5');
  await addDetail(page, id);
  await addTitledEntry(page, id, 'highlights', 'Caminata por el bosque nublado');
  await addFaq(page, id);
  await addTitledEntry(page, id, 'unsuitables', 'Personas con problemas cardíacos');
  await addDateAndSlot(page, id);
  await uploadImage(page, id);

  // Sent to approval: the public page says so and search does not list it.
  await pauseAndPlay(page, id, title);
  await expectPendingBanner(page, id, true);
  expect(await searchTitles(page, title)).not.toContain(title);

  // Approved: no banner, searchable.
  await approveActivity(admin, title);
  await expectPendingBanner(page, id, false);
  await expect.poll(() => searchTitles(page, title)).toContain(title);

  // Paused and resumed: pending approval again.
  await pauseAndPlay(page, id, title);
  await expectPendingBanner(page, id, true);
  expect(await searchTitles(page, title)).not.toContain(title);
  await admin.context().close();
});
