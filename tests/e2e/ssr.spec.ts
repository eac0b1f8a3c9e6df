import { expect, test, type Page } from '@playwright/test';
import { loginAsCustomer } from './support/helpers.js';

/**
 * Issue 14: the public pages as a crawler sees them (no JavaScript) and as a visitor sees them (hydrated: no
 * hydration error, no GraphQL request for data the HTML already carries, the signed-in header after hydration).
 */

const PUBLIC_PAGES = [
  '/',
  '/search?s=Colonia',
  '/destination/caracas',
  '/category/aventura',
  '/about-us',
  '/help',
];

/** The first activity the home lists, read from the server's HTML. */
async function firstActivityPath(page: Page): Promise<string> {
  const href = await page
    .locator('[data-testid="activity-card"] a.stretched-link')
    .first()
    .getAttribute('href');
  expect(href).toMatch(/^\/activity\/\d+\/[a-z0-9-]+$/);
  return href!;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, search, landing and activity pages show their content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Lugares más Xplorados' })).toBeVisible();
    await expect(page.getByTestId('activity-card').first()).toContainText('Desde $');
    const activity = await firstActivityPath(page);

    await page.goto('/search?s=Colonia');
    await expect(page.getByTestId('search-total')).toContainText(/\d+ actividad/);
    // Spanish full-text search: «colonial» matches «Colonia» too.
    await expect(page.getByTestId('activity-card').first()).toContainText(/colonia/i);

    await page.goto('/category/aventura');
    await expect(page.getByRole('heading', { level: 1, name: 'Aventura en Venezuela' })).toBeVisible();
    await expect(page.getByTestId('activity-card').first()).toBeVisible();

    await page.goto(activity);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.getByTestId('activity-description')).not.toBeEmpty();
    await expect(page.getByTestId('gallery').locator('img').first()).toBeVisible();
    await expect(page.getByText(/Desde \$\d+\.\d{2}/).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toBeVisible();

    await page.goto('/no-existe');
    await expect(page.getByRole('heading', { name: 'No encontrado' })).toBeVisible();
  });
});

test('hydration: no error or warning, no GraphQL request for data the page carries', async ({ page }) => {
  const problems: string[] = [];
  const graphql: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/graphql') graphql.push(r.postDataJSON()?.operationName ?? r.url());
  });
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/');
  const activity = await firstActivityPath(page);
  await page.goto(activity);
  await page.waitForLoadState('networkidle');
  // The booking panel's availability is live data and "Actividades similares" sits below the fold, both fetched by
  // the browser: nothing else is.
  expect(graphql.filter((name) => name !== 'BookingPanel' && name !== 'SimilarActivities')).toEqual([]);
  expect(problems).toEqual([]);
  // Hydrated: client navigation works from the server's HTML.
  await page.getByRole('link', { name: 'Inicio' }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in customer sees their own header after hydration, and nobody else’s data is in the HTML', async ({
  page,
  request,
}) => {
  await loginAsCustomer(page);
  await page.goto('/');
  const activity = await firstActivityPath(page);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await page.goto(activity);
  const name = page.locator('header .xp-user-name');
  await expect(name).toBeVisible();
  await expect(name).not.toBeEmpty();
  expect(problems).toEqual([]);
  // The HTML itself is anonymous: no user menu with a name, no e-mail.
  const html = await (await request.get(activity)).text();
  expect(html).toContain('data-testid="activity-page"');
  expect(html).not.toContain('xp-user-name');
  expect(html).not.toContain('cliente@xplora.test');
});
