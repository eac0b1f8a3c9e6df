import { expect, test, type Page } from '@playwright/test';
import { gql } from './support/api.js';
import { gotoHydrated } from './support/helpers.js';

/**
 * "Ordenar por" on the search: the chosen order lives in the URL (`sort`), the server renders it (the page reads the
 * same with JavaScript disabled), and the cards come in the order the API gives for it.
 */

async function apiTitles(
  request: Parameters<typeof gql>[0],
  orderBy: string,
  { filter = {}, perPage = 8 }: { filter?: Record<string, unknown>; perPage?: number } = {},
): Promise<string[]> {
  const data = await gql(
    request,
    `query($o: ActivityOrderBy, $f: ActivityFilter, $n: Int!) {
      activities(perPage: $n, orderBy: $o, filter: $f) { items { title } } }`,
    { o: orderBy, f: filter, n: perPage },
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

  // A category's landing page: "Recomendados" by default, another order from its address, without JavaScript too.
  const { activityCategories } = await gql(request, 'query { activityCategories { id name } }');
  const adventure = (activityCategories as { id: string; name: string }[]).find(
    (c) => c.name === 'Aventura',
  )!;
  const inCategory = { filter: { categoryIds: [adventure.id] }, perPage: 24 };
  await bare.goto('/category/aventura');
  expect(await cardTitles(bare)).toEqual(await apiTitles(request, 'RECOMMENDED_DESC', inCategory));
  await bare.goto('/category/aventura?sort=precio-desc');
  await expect(bare.getByLabel('Ordenar por')).toHaveValue('precio-desc');
  expect(await cardTitles(bare)).toEqual(await apiTitles(request, 'PRICE_DESC', inCategory));
  await expect(bare.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/category\/aventura$/);
  await noScript.close();
});
