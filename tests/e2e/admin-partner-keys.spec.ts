import { expect, test } from '@playwright/test';
import { confirmOk, loginAsStaff, toast } from './support/helpers.js';

/**
 * Partner API keys (issue 7): an admin issues a key (shown once, with a copy button), the key works against
 * /api/v1/activity with `Authorization: Bearer`, the admin revokes it and it answers 401 from then on.
 */

const RUN = Date.now().toString(36).slice(-5);

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('admin issues a partner key, the key works on /api/v1, the admin revokes it', async ({ page }) => {
  await loginAsStaff(page, 'admin', 'admin@xplora.test');
  await page
    .getByRole('navigation', { name: 'Navegación' })
    .getByRole('link', { name: 'Claves de API' })
    .click();
  await expect(page.getByRole('heading', { name: 'Claves de API de aliados comerciales' })).toBeVisible();

  await page.getByRole('button', { name: 'Emitir clave' }).click();
  const form = page.getByTestId('issue-partner-key');
  await form.getByLabel('Nombre de la clave').fill(`Agencia ${RUN}`);
  await form.getByLabel('Organización y contacto').fill('Agencia Sol C.A. — Ana Pérez');
  await form.getByLabel(/Registrar pagos/).uncheck();
  await form.getByRole('button', { name: 'Emitir clave' }).click();

  const shown = page.getByRole('dialog', { name: 'Clave emitida' });
  await expect(shown).toContainText('es la única vez que se muestra');
  const key = await shown.getByTestId('issued-key').inputValue();
  expect(key).toMatch(/^xpk_[0-9a-f]{8}_[\w-]{43}$/);
  await shown.getByRole('button', { name: 'Copiar' }).click();
  await expect(toast(page, 'Clave copiada al portapapeles')).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(key);
  await shown.getByRole('button', { name: 'Listo, ya la guardé' }).click();

  const prefix = key.split('_')[1]!;
  const row = page
    .getByTestId('partner-key-table')
    .getByRole('row')
    .filter({ hasText: `xpk_${prefix}_` });
  await expect(row).toContainText(`Agencia ${RUN}`);
  await expect(row).toContainText('Activa');
  await expect(row).not.toContainText('payments:write');

  const headers = { Authorization: `Bearer ${key}` };
  const works = await page.request.get('/api/v1/activity', { headers });
  expect(works.status()).toBe(200);
  expect((await works.json()).data.length).toBeGreaterThan(0);

  await row.getByRole('button', { name: `Revocar xpk_${prefix}` }).click();
  await confirmOk(page);
  await expect(toast(page, 'Clave revocada')).toBeVisible();
  await expect(row).toContainText('Revocada');

  const refused = await page.request.get('/api/v1/activity', { headers });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ message: 'La clave de API fue revocada.', code: 'UNAUTHENTICATED' });
});
