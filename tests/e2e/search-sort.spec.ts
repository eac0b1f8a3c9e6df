import { expect, test, type Page } from '@playwright/test';
import { gql } from './support/api.js';
import { gotoHydrated } from './support/helpers.js';

/**
 * "Ordenar por" on the search: the chosen order lives in the URL (`sort`), the server renders it (the page reads the
 * same with JavaScript disabled), and the cards come in the order the API gives for it.
 */

async function apiTitles(request: Parameters<typeof gql>[0], orderBy: string): Promise<string[]> {
  const data = await gql(
    request,
    `query($o: ActivityOrderBy) { activities(perPage: 8, orderBy: $o) { items { title } } }`,
    {
      o: orderBy,
    },
  );
  return (data.activities.items as { title: string }[]).map((a) => a.title);
}

const cardTitles = (page: Page) =>
  page.locator('[data-testid="activity-card"] .card-title').allTextContents();

test('the search sorts by the chosen order, kept in the URL and rendered without JavaScript', async ({
  page,
  browser,
  request,
}) => {
  // A visitor's default: "Recomendados".
  await gotoHydrated(page, '/search');
  await expect(page.getByLabel('Ordenar por')).toHaveValue('recomendados');
  await expect.poll(() => cardTitles(page)).toEqual(await apiTitles(request, 'RECOMMENDED_DESC'));

  // Choosing an order puts it in the address and reorders the cards.
  await page.getByLabel('Ordenar por').selectOption({ label: 'Precio: menor a mayor' });
  await expect(page).toHaveURL(/[?&]sort=precio-asc\b/);
  await expect.poll(() => cardTitles(page)).toEqual(await apiTitles(request, 'PRICE_ASC'));

  // The address alone reproduces the page, JavaScript disabled.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/search?sort=duracion');
  await expect(bare.getByLabel('Ordenar por')).toHaveValue('duracion');
  expect(await cardTitles(bare)).toEqual(await apiTitles(request, 'DURATION_ASC'));
  await noScript.close();
});
