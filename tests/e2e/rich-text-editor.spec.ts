import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../schema/constants.js';
import { gql } from './support/api.js';
import { gotoHydrated, loginAsStaff, toast } from './support/helpers.js';

/**
 * Issue 18 §5: the activity description is written with the TipTap editor's toolbar, saved, approved and shown
 * sanitized on the public activity page; hostile HTML pasted into the editor, or sent around it to the API, is not
 * stored.
 */

const SUPPLIER = 'aliado@xplora.test';
const HOSTILE = /onerror|onclick|<script|javascript:/i;

async function staffToken(request: APIRequestContext, username: string, scope: 'Supplier' | 'Admin') {
  const login = await gql(
    request,
    'mutation($input: StaffLoginInput!) { staffLogin(input: $input) { accessToken } }',
    { input: { username, password: DEMO_PASSWORD, scope } },
  );
  return login.staffLogin.accessToken as string;
}

async function storedDescription(request: APIRequestContext, token: string, id: string): Promise<string> {
  const data = await gql(
    request,
    'query($id: ID!) { supplierActivity(id: $id) { description } }',
    { id },
    token,
  );
  return data.supplierActivity.description;
}

/** A published demo activity of the supplier: its id and public path. */
async function publishedActivity(request: APIRequestContext, token: string, skip: number) {
  const mine = await gql(
    request,
    '{ supplierActivities(perPage: 100) { items { id slug status } } }',
    {},
    token,
  );
  const published = mine.supplierActivities.items.filter((a: { status: number }) => a.status === 1);
  const activity = published[skip] as { id: string; slug: string };
  expect(activity, 'a published demo activity').toBeDefined();
  return activity;
}

/** Opens the activity's form and empties the description. */
async function openDescription(page: Page, id: string) {
  await page.goto(`/suppliers/activity/${id}/update`);
  const editor = page.getByTestId('rich-text-editor');
  await expect(editor).toContainText(/\w/, { timeout: 30_000 }); // the editor is a lazy chunk
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await expect(editor).toHaveText('');
  return editor;
}

async function save(page: Page) {
  await page.getByTestId('activity-form').getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Actividad enviada a revisión')).toBeVisible();
}

test('a supplier formats a description with the toolbar and the public page shows it sanitized', async ({
  page,
  request,
}) => {
  test.slow(); // several page loads and a build of the OpenAPI document on a shared machine
  const supplier = await staffToken(request, SUPPLIER, 'Supplier');
  const activity = await publishedActivity(request, supplier, 0);
  await loginAsStaff(page, 'suppliers', SUPPLIER);
  const editor = await openDescription(page, activity.id);
  const form = page.getByTestId('activity-form');

  await page.keyboard.type('Paseo con ');
  await form.getByRole('button', { name: 'Negrita' }).click();
  await page.keyboard.type('guía bilingüe');
  await form.getByRole('button', { name: 'Negrita' }).click();
  await page.keyboard.type(' y paradas:');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Lista', exact: true }).click();
  await page.keyboard.type('Mirador del valle');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Mercado de artesanías');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter'); // leaves the list
  await page.keyboard.type('Más información');
  await page.keyboard.press('Shift+Home');
  await form.getByRole('button', { name: 'Enlace' }).click();
  await form.getByLabel('URL del enlace').fill('https://xplora.test/guia');
  await form.getByRole('button', { name: 'Insertar' }).click();

  await expect(editor.locator('strong')).toHaveText('guía bilingüe');
  await expect(editor.locator('ul > li')).toHaveText(['Mirador del valle', 'Mercado de artesanías']);
  await expect(editor.locator('a')).toHaveText('Más información');
  await save(page);

  const stored = await storedDescription(request, supplier, activity.id);
  expect(stored).toContain('<strong>guía bilingüe</strong>');
  expect(stored).toMatch(/<ul>.*Mirador del valle.*Mercado de artesanías.*<\/ul>/s);
  expect(stored).toContain('href="https://xplora.test/guia"');

  // An edit of a published activity goes back to review: the admin approves it, then it is public.
  const admin = await staffToken(request, 'admin@xplora.test', 'Admin');
  await gql(request, 'mutation($id: ID!) { approveActivity(id: $id) { id } }', { id: activity.id }, admin);

  await gotoHydrated(page, `/activity/${activity.id}/${activity.slug}`);
  const description = page.getByTestId('activity-description');
  await expect(description.locator('strong')).toHaveText('guía bilingüe');
  await expect(description.locator('ul > li')).toHaveText(['Mirador del valle', 'Mercado de artesanías']);
  const link = description.getByRole('link', { name: 'Más información' });
  await expect(link).toHaveAttribute('href', 'https://xplora.test/guia');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('hostile HTML pasted into the editor or sent to the API is not stored', async ({ page, request }) => {
  test.slow(); // several page loads and a build of the OpenAPI document on a shared machine
  const supplier = await staffToken(request, SUPPLIER, 'Supplier');
  const activity = await publishedActivity(request, supplier, 1);
  await loginAsStaff(page, 'suppliers', SUPPLIER);
  const editor = await openDescription(page, activity.id);

  const pasted =
    '<p onclick="alert(1)">Texto pegado <b>fuerte</b></p><script>alert("x")</script>' +
    '<img src="https://xplora.test/a.png" onerror="alert(2)">' +
    '<a href="javascript:alert(3)">truco</a> <a href="https://xplora.test/ok">bien</a>';
  // A real paste (the test's tsconfig has no DOM library, hence the constructors from globalThis).
  await editor.evaluate((element, html) => {
    const page = globalThis as unknown as {
      DataTransfer: new () => { setData(type: string, value: string): void };
      ClipboardEvent: new (type: string, init: object) => Parameters<typeof element.dispatchEvent>[0];
    };
    const data = new page.DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'Texto pegado');
    element.dispatchEvent(
      new page.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, pasted);
  await expect(editor).toContainText('Texto pegado fuerte');
  await save(page);

  const stored = await storedDescription(request, supplier, activity.id);
  expect(stored).toContain('<strong>fuerte</strong>');
  expect(stored).toContain('href="https://xplora.test/ok"');
  expect(stored).not.toMatch(HOSTILE);

  // Around the editor: the same HTML straight to the API is cleaned by the server's allow-list.
  const patched = await gql(
    request,
    'mutation($id: ID!, $input: ActivityPatchInput!) { patchActivity(id: $id, input: $input) { description } }',
    { id: activity.id, input: { description: pasted } },
    supplier,
  );
  expect(patched.patchActivity.description).toContain('<b>fuerte</b>');
  expect(patched.patchActivity.description).not.toMatch(HOSTILE);
  expect(await storedDescription(request, supplier, activity.id)).not.toMatch(HOSTILE);
});
