import { expect, test } from '@playwright/test';

/** /favicon.ico answers the site icon, so no page (GraphiQL included) makes a browser log a 404 for it. */

test('/favicon.ico is the site icon and no page requests an icon that is missing', async ({
  page,
  request,
}) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const bytes = await icon.body();
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // ICO header: reserved 0, type 1 (icon)
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);

  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404 && /favicon|\.ico$/.test(response.url())) missing.push(response.url());
  });
  for (const path of ['/', '/search', '/graphiql', '/api/docs']) {
    await page.goto(path);
    const declared = await page.locator('link[rel~="icon"]').getAttribute('href');
    expect(declared, path).toBeTruthy();
    expect((await request.get(declared!)).status(), `${path} → ${declared}`).toBe(200);
  }
  expect(missing).toEqual([]);
});
