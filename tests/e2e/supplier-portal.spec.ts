import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { confirmOk, loginAsStaff, toast } from './support/helpers.js';

const SUPPLIER = 'aliado@xplora.test';
/** A 1×1 transparent PNG. */
const PNG_1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** 'YYYY-MM-DD' some days from now (safely in the future whatever the time zone). */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('the supplier sees the dashboard cards', async ({ page }) => {
  await loginAsStaff(page, 'suppliers', SUPPLIER);
  await expect(page.getByTestId('dashboard-card')).toHaveCount(7);
  await expect(page.getByTestId('dashboard-card').filter({ hasText: 'Tasa USD' })).toBeVisible();
  await expect(page.getByTestId('dashboard-card').filter({ hasText: 'Reservas' })).toBeVisible();
});

test('the supplier creates an activity, adds a date, a slot and an image, pauses and plays it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAsStaff(page, 'suppliers', SUPPLIER);
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

  // Dates: a new date and a time slot.
  await page.goto(`/suppliers/activity/${id}/dates`);
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

  // Images: none yet, then one uploaded.
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

  // Pause, then play (sent to approval).
  await page.goto('/suppliers/activity?orderBy=id:desc');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(`#${id.padStart(3, '0')}`);
  if (await row.getByRole('button', { name: 'Pausar' }).isVisible()) {
    await row.getByRole('button', { name: 'Pausar' }).click();
    await confirmOk(page);
    await expect(row.getByRole('button', { name: 'Activar' })).toBeVisible();
  }
  await row.getByRole('button', { name: 'Activar' }).click();
  await confirmOk(page);
  await expect(page.locator('.toast').filter({ hasText: /aprobaci/i })).toBeVisible();

  // The public page shows the pending banner to its supplier.
  await page.goto(`/suppliers/activity/${id}/update`);
  await page.getByRole('link', { name: 'Ver página pública' }).click();
  await expect(page.getByText('Pendiente por Aprobación')).toBeVisible();
});

test('the supplier saves the profile', async ({ page }) => {
  await loginAsStaff(page, 'suppliers', SUPPLIER);
  await page.goto('/suppliers/profile');
  await expect(page.getByRole('heading', { name: 'Perfil' })).toBeVisible();
  await expect(page.getByLabel('Nombre comercial')).not.toHaveValue('');
  await page.getByLabel('Descripción').fill('Aliado de prueba con paseos guiados por los Andes.');
  await page.getByLabel('Idioma').selectOption({ label: 'Español' });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Perfil actualizado')).toBeVisible();
});
