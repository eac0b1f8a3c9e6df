import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../schema/constants.js';

/** Shared steps of the browser journeys. */

/** A toast with this title is on screen. */
export function toast(page: Page, title: string): Locator {
  return page.locator('.toast').filter({ hasText: title });
}

/**
 * Opens a server-rendered page and waits until it has hydrated: typing into its form before that would type into
 * inert HTML (a slow phone's first seconds), which the journeys do not mean to test.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/** Logs a customer in through /login and waits for the home page. */
export async function loginAsCustomer(
  page: Page,
  email = 'cliente@xplora.test',
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Logs a supplier or admin in through their login screen and waits for their dashboard. */
export async function loginAsStaff(page: Page, portal: 'suppliers' | 'admin', email: string): Promise<void> {
  await page.goto(`/${portal}/login`);
  await page.getByLabel('Usuario').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(new RegExp(`/${portal}/dashboard$`));
}

/** Accepts the shared confirmation dialog (titled '¿Estás seguro?' unless the action names itself). */
export async function confirmOk(page: Page, title = '¿Estás seguro?'): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ok' }).click();
}

/** Opens the newest mail with this subject for this recipient in the development mailbox. */
export async function openMail(page: Page, recipient: string, subject: string): Promise<void> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(recipient)}`);
  const link = page.getByRole('link', { name: subject }).first();
  await expect(async () => {
    await page.reload();
    await expect(link).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await link.click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
}
