import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 18 §6: the API reference page (Swagger UI served from our own files) loads without any request leaving the
 * origin, lists every route of the OpenAPI document, and "Try it out" sends the partner's key.
 */

type OpenApi = { paths: Record<string, Record<string, unknown>> };

/**
 * Swagger UI renders a long list of operations (150 tags and operations or more) virtually: only what is near the
 * viewport is in the page. A reader scrolls; so does this: it scrolls to the end and collects every operation seen.
 */
async function everyOperationListed(page: Page): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let step = 0; step < 400; step++) {
    const visible = await page
      .locator('.opblock')
      .evaluateAll((blocks) =>
        blocks.map(
          (block) =>
            `${block.querySelector('.opblock-summary-method')?.textContent} ${block
              .querySelector('.opblock-summary-path')
              ?.getAttribute('data-path')}`,
        ),
      );
    for (const operation of visible) seen.add(operation);
    const atEnd = await page.evaluate(() => {
      const view = globalThis as unknown as {
        scrollY: number;
        innerHeight: number;
        scrollBy(x: number, y: number): void;
      };
      const before = view.scrollY;
      view.scrollBy(0, view.innerHeight / 2);
      return view.scrollY === before;
    });
    if (atEnd) break;
    await page.waitForTimeout(50); // the virtual list renders the rows that scrolled into view on the next frame
  }
  return seen;
}

test('the API reference loads only from this origin and lists every documented route', async ({
  page,
  baseURL,
}) => {
  test.slow(); // several page loads and a build of the OpenAPI document on a shared machine
  const origin = new URL(baseURL!).origin;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/api/docs');
  const doc = (await (await page.request.get('/api/v1/openapi.json')).json()) as OpenApi;
  const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
  expect(documented.length).toBeGreaterThan(100);

  await expect(page.locator('.opblock').first()).toBeVisible({ timeout: 60_000 });
  const listed = await everyOperationListed(page);
  expect([...listed].sort()).toEqual([...documented].sort());

  expect(requests.length).toBeGreaterThan(3);
  expect(requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([]);
  expect(errors, 'no CSP violation or script error').toEqual([]);
});

test('a partner authorizes with their key and tries a call', async ({ page }) => {
  test.slow(); // several page loads and a build of the OpenAPI document on a shared machine
  await page.goto('/api/docs');
  await expect(page.locator('.opblock').first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Authorize' }).first().click();
  const dialog = page.locator('.modal-ux'); // Swagger UI's authorization dialog
  await dialog.locator('input').first().fill('xpk_no_existe_0000000000000000');
  await dialog.locator('button.authorize').click(); // its accessible name is 'Apply credentials'
  await dialog.locator('button.btn-done').click();
  await page.getByPlaceholder('Filter by tag or path').fill('payment_method'); // the list is long: a reader filters

  const operation = page.locator('.opblock-get').filter({
    has: page.locator('.opblock-summary-path[data-path="/payment_method"]'),
  });
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  const call = page.waitForRequest((request) => request.url().endsWith('/api/v1/payment_method'));
  await operation.getByRole('button', { name: 'Execute' }).click();
  expect((await call).headers().authorization).toBe('Bearer xpk_no_existe_0000000000000000');
  // An unknown key is refused by the gate with its Spanish message, shown as the live response.
  await expect(operation.locator('.live-responses-table')).toContainText('401');
});
