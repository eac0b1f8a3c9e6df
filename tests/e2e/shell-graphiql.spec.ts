import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../schema/constants.js';

test('GraphiQL runs a query with the admin session token stored by the app', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Usuario').fill('admin@xplora.test');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The editor runs a query only once it has loaded its workers and the schema.
  const introspection = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && !!r.request().postData()?.includes('IntrospectionQuery'),
  );
  await page.goto('/graphiql/');
  await introspection;
  await expect(page.locator('.graphiql-query-editor')).toContainText('activityCategories');
  const request = page.waitForRequest(
    (r) =>
      r.url().endsWith('/graphql') && r.method() === 'POST' && !r.postData()?.includes('IntrospectionQuery'),
  );
  await expect(async () => {
    await page.locator('.graphiql-execute-button').click();
    await expect(page.locator('.graphiql-response')).toContainText('Aventura', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  expect((await request).headers()['authorization']).toMatch(/^Bearer \S+$/);
  await expect(page.locator('.graphiql-response')).toContainText('Aventura');
});
