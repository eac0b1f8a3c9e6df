import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../schema/constants.js';
import { confirmOk, toast } from './helpers.js';

/** Steps of the supplier and admin journeys, each as a user does it on screen. */

/** A 1×1 transparent PNG. */
const PNG_1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** 'YYYY-MM-DD' some days from now (safely in the future whatever the time zone). */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Registers a supplier account through /suppliers/register (password DEMO_PASSWORD); ends on the login page. */
export async function registerSupplier(
  page: Page,
  supplier: { email: string; tradeName: string; documentCode: string },
): Promise<void> {
  await page.goto('/suppliers/register');
  await page.getByLabel('CI/RIF').fill(supplier.documentCode);
  await page.getByLabel('Nombre', { exact: true }).fill(supplier.tradeName);
  await page.getByLabel('Razón Social').fill(`${supplier.tradeName} C.A.`);
  await page.getByLabel('Correo electrónico').fill(supplier.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(toast(page, 'Registro recibido')).toContainText('revisión');
  await expect(page).toHaveURL(/\/suppliers\/login$/);
}

/** Admin (signed in): activates a supplier registration from the dashboard's review queue. */
export async function activateRegistration(page: Page, tradeName: string): Promise<void> {
  await page.goto('/admin/dashboard');
  await page.getByTestId('pending-suppliers').getByRole('link', { name: 'Ver lista' }).click();
  await expect(page).toHaveURL(/\/admin\/supplier\?pendingReview=1$/);
  await expect(page.getByLabel('Solo registros por revisar')).toBeChecked();
  await page.getByTestId('supplier-table').getByRole('link', { name: tradeName }).click();
  await expect(page.getByLabel('Active Since')).toHaveValue('Registro por revisar');
  await page.getByRole('button', { name: 'Activar registro' }).click();
  await confirmOk(page);
  await expect(toast(page, 'Aliado activado')).toBeVisible();
  await expect(page.getByLabel('Active Since')).toHaveValue(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(page.getByRole('button', { name: 'Activar registro' })).toHaveCount(0);
}

/** Admin (signed in): approves an activity from the pending-approval queue. */
export async function approveActivity(page: Page, title: string): Promise<void> {
  await page.goto('/admin/dashboard');
  await page.getByTestId('pending-activities').getByRole('link', { name: 'Ver lista' }).click();
  await expect(page.getByRole('heading', { name: 'Actividades pendientes por aprobación' })).toBeVisible();
  const row = page.getByTestId('pending-activity-table').getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('link', { name: new RegExp(title) })).toHaveAttribute(
    'href',
    /^\/activity\/\d+\//,
  );
  await row.getByRole('button', { name: 'Aprobar' }).click();
  await confirmOk(page);
  await expect(toast(page, 'Actividad aprobada')).toBeVisible();
  await expect(row).toHaveCount(0);
}

/** Supplier (signed in): fills every field of a new activity and saves it; returns its id and title. */
export async function createActivity(page: Page): Promise<{ id: string; title: string }> {
  await page.goto('/suppliers/activity');
  await expect(page.getByRole('heading', { name: 'Actividades' })).toBeVisible();
  await page.getByRole('link', { name: 'Nuevo' }).click();
  await expect(page).toHaveURL(/\/suppliers\/activity\/create$/);

  const form = page.getByTestId('activity-form');
  const save = form.getByRole('button', { name: 'Guardar' });
  await expect(save).toBeDisabled();
  const title = `Paseo E2E ${Date.now()}`;
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Resumen').fill('Un paseo corto por la montaña con guía local.');
  await expect(form.getByText('45/255')).toBeVisible();
  const editor = page.getByTestId('rich-text-editor');
  await editor.click();
  await page.keyboard.type('Descripción completa del paseo, ');
  await form.getByRole('button', { name: 'Negrita' }).click();
  await page.keyboard.type('con refrigerio incluido.');
  await expect(editor.locator('b, strong')).toHaveCount(1);
  await form.getByLabel('Precio base (USD)').fill('25.50');
  await form.getByLabel('Duración').fill('3');
  await form.getByLabel('Unidad').selectOption('hours');
  await form.getByLabel('Reservar con (horas de anticipación)').fill('24');
  await form.getByLabel('Cancelar con (horas de anticipación)').fill('48');
  await form.getByLabel('Participantes esperados').fill('10');
  await expect(form.getByLabel('Mínimo de participantes')).toHaveValue('10');
  await expect(form.getByLabel('Máximo de participantes')).toHaveValue('10');
  await form.getByLabel('Mínimo de participantes').fill('2');
  await form.getByLabel('Dirección de salida').fill('Plaza Bolívar, Mérida');
  // The spec's defaults: category, language and origin 1 come preselected; the destination is the supplier's choice.
  for (const label of ['Categoría', 'Idioma', 'Origen'])
    await expect(form.getByLabel(label)).toHaveValue('1');
  await expect(form.getByLabel('Destino')).toHaveValue('');
  for (const label of ['Categoría', 'Idioma', 'Origen', 'Destino']) {
    await form.getByLabel(label).selectOption({ index: 1 });
  }
  await expect(form.getByLabel('Regularidad')).toHaveValue('2');
  await expect(save).toBeEnabled();
  await save.click();

  await expect(page).toHaveURL(/\/suppliers\/activity\/\d+\/update$/);
  const id = /\/activity\/(\d+)\//.exec(page.url())![1]!;
  await expect(page.getByRole('link', { name: /Fechas/ })).toBeVisible();
  await expect(page.getByTestId('activity-form').getByLabel('Título')).toHaveValue(title);
  return { id, title };
}

/** Dates tab: a date ten days ahead with a 09:00–12:00 slot for 8 people. */
export async function addDateAndSlot(page: Page, id: string): Promise<void> {
  await page.goto(`/suppliers/activity/${id}/dates`);
  await expect(page.getByRole('button', { name: 'Filtros (próximamente)' })).toBeDisabled();
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const date = daysFromNow(10);
  const dateDialog = page.getByRole('dialog');
  await dateDialog.getByLabel('Fecha').fill(date);
  await dateDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Fecha creada')).toBeVisible();
  await expect(page.locator(`[data-date="${date}"][data-state="selected"]`)).toBeVisible();
  await page.getByRole('button', { name: 'Agregar horario' }).click();
  const timeDialog = page.getByRole('dialog');
  await timeDialog.getByLabel('Hora de inicio').fill('09:00');
  await timeDialog.getByLabel('Hora de fin').fill('12:00');
  await timeDialog.getByLabel('Participantes esperados').fill('8');
  await timeDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('time-slot')).toContainText('09:00 – 12:00');
}

/** Images tab: the 'at least one image' notice, then one picture uploaded. */
export async function uploadImage(page: Page, id: string): Promise<void> {
  await page.goto(`/suppliers/activity/${id}/images`);
  await expect(page.getByText('* Debes publicar al menos una imagen.')).toBeVisible();
  const png = join(tmpdir(), `xplora-e2e-${Date.now()}.png`);
  writeFileSync(png, Buffer.from(PNG_1x1, 'base64'));
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const imageDialog = page.getByRole('dialog');
  await imageDialog.getByLabel('Imagen').setInputFiles(png);
  await imageDialog.getByLabel('Descripción (opcional)').fill('Vista del paseo');
  await imageDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('image-grid').locator('img')).toHaveCount(1);
}

/** Prices tab: adds a price line; returns the tab. */
export async function addPrice(page: Page, id: string, title: string, price: string): Promise<Locator> {
  await page.goto(`/suppliers/activity/${id}/prices`);
  const prices = page.getByTestId('prices-tab');
  await expect(prices.getByRole('row').nth(1)).toBeVisible();
  await prices.getByRole('button', { name: 'Nuevo' }).click();
  const modal = page.getByTestId('prices-tab-modal');
  await modal.getByLabel('Título').fill(title);
  await modal.getByLabel('Descripción').fill('Menores de 12 años');
  await modal.getByLabel('Precio (USD)').fill(price);
  await expect(modal.getByLabel('Participantes')).toHaveValue('1');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Registro guardado')).toBeVisible();
  await expect(prices.getByRole('row').filter({ hasText: title })).toContainText(
    `$${Number(price).toFixed(2)}`,
  );
  return prices;
}

/** Details tab: the first attribute template set to 'Sí'. */
export async function addDetail(page: Page, id: string): Promise<void> {
  await page.goto(`/suppliers/activity/${id}/details`);
  const details = page.getByTestId('details-tab');
  await details.getByRole('button', { name: 'Nuevo' }).click();
  const modal = page.getByTestId('details-tab-modal');
  const save = modal.getByRole('button', { name: 'Guardar' });
  await expect(save).toBeDisabled();
  const select = modal.getByLabel('Atributo');
  await expect(select.locator('option')).not.toHaveCount(1);
  await select.selectOption({ index: 1 });
  const templateName = await modal.getByLabel('Título').inputValue();
  expect(templateName).not.toBe('');
  await modal.getByLabel('Valor').selectOption('true');
  await save.click();
  await expect(toast(page, 'Registro guardado')).toBeVisible();
  await expect(
    details.getByRole('row').filter({ hasText: templateName }).filter({ hasText: 'Sí' }).first(),
  ).toBeVisible();
}

/** Highlights ('¿Qué Harás?') and unsuitables ('No Apto Para'): one titled entry. */
export async function addTitledEntry(
  page: Page,
  id: string,
  tab: 'highlights' | 'unsuitables',
  title: string,
): Promise<void> {
  await page.goto(`/suppliers/activity/${id}/${tab}`);
  const panel = page.getByTestId(`${tab}-tab`);
  if (tab === 'highlights') await expect(panel.getByRole('heading', { name: '¿Qué Harás?' })).toBeVisible();
  await panel.getByRole('button', { name: 'Nuevo' }).click();
  const modal = page.getByTestId(`${tab}-tab-modal`);
  await modal.getByLabel('Título').fill(title);
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(panel.getByRole('button', { name: title, exact: true })).toBeVisible();
}

/** FAQ tab: the short-question message, then a valid question and answer. */
export async function addFaq(page: Page, id: string): Promise<void> {
  await page.goto(`/suppliers/activity/${id}/faq`);
  const faq = page.getByTestId('faq-tab');
  await faq.getByRole('button', { name: 'Nuevo' }).click();
  const modal = page.getByTestId('faq-tab-modal');
  await modal.getByLabel('Pregunta').fill('¿Corto?');
  await modal.getByLabel('Pregunta').blur();
  await expect(modal.getByText('La pregunta debe contener al menos 12 caracteres.')).toBeVisible();
  await modal.getByLabel('Pregunta').fill('¿Se puede llevar mascotas?');
  await modal.getByLabel('Respuesta').fill('No, lo sentimos; el parque no lo permite.');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(faq.getByRole('button', { name: '¿Se puede llevar mascotas?', exact: true })).toBeVisible();
}

/** Activities list: pauses the activity when it is active (after a confirmation), then plays it again (none: it only sends it to approval). */
export async function pauseAndPlay(page: Page, id: string, title: string): Promise<void> {
  await page.goto('/suppliers/activity?orderBy=id:desc');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(`#${id.padStart(3, '0')}`);
  if (await row.getByRole('button', { name: 'Pausar' }).isVisible()) {
    await row.getByRole('button', { name: 'Pausar' }).click();
    await confirmOk(page);
    await expect(row.getByRole('button', { name: 'Activar' })).toBeVisible();
  }
  // Play asks no confirmation (supplier spec §4): the toast comes straight away.
  await row.getByRole('button', { name: 'Activar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.toast').filter({ hasText: /aprobaci/i })).toBeVisible();
}
