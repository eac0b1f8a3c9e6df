import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, SEARCH_PAGE_SIZE } from '../../schema/constants.js';
import { gotoHydrated } from './support/helpers.js';

// Catalogue and discovery (customer spec §2.4–§2.6, §2.10, §4.5) against the demo catalogue.
const CUSTOMER = { email: 'cliente@xplora.test', name: 'Carla Pérez' };
const ADMIN = { email: 'admin@xplora.test' };

/** The cards of the search results (placeholders excluded). */
function resultCards(page: Page): Locator {
  return page.getByTestId('search-results').getByTestId('activity-card');
}

/** The number in 'Se encontraron N actividades'. */
async function foundTotal(page: Page): Promise<number> {
  const total = page.getByTestId('search-total');
  await expect(total).toHaveText(/^Se encontr(ó|aron) \d+ actividad(es)?$/);
  return Number(/\d+/.exec((await total.textContent()) ?? '')![0]);
}

/** 'Desde $35.00 por persona' → 35. */
function priceOf(text: string): number {
  const match = /Desde \$([\d ]+\.\d{2}) por persona/.exec(text);
  expect(match, `precio con 2 decimales en «${text}»`).not.toBeNull();
  return Number(match![1]!.replace(/\s/g, ''));
}

async function loginAsCustomer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('link', { name: 'Ingrese' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Correo electrónico').fill(CUSTOMER.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('button', { name: new RegExp(CUSTOMER.name) })).toBeVisible();
}

/** Waits for the answer of one GraphQL operation, by operation name. */
function graphqlResponse(page: Page, operationName: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postDataJSON() as { operationName?: string } | null)?.operationName ===
        operationName,
  );
}

test('a visitor searches with filters, loads more, opens an activity, logs in, bookmarks it and finds it in Favoritos', async ({
  page,
}) => {
  // Eleven screens and a login: 25–33 s while the machine also builds or runs API tests.
  test.setTimeout(60_000);
  // Home: the featured grid, and no bookmark control for visitors.
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Lugares más Xplorados' });
  await expect(featured.getByTestId('activity-card').first()).toBeVisible();
  expect(await featured.getByTestId('activity-card').count()).toBeLessThanOrEqual(12);
  await expect(page.getByTestId('bookmark-toggle')).toHaveCount(0);
  for (const text of await featured.getByTestId('price-from').allTextContents()) priceOf(text);

  // Buscar with no choice → the whole catalogue.
  await page
    .getByRole('search', { name: 'Buscar actividades' })
    .getByRole('button', { name: 'Buscar' })
    .click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar' })).toBeVisible();
  const everything = await foundTotal(page);

  // A price filter goes to the URL and narrows the results.
  await page.getByLabel('Precio máximo').fill('50');
  await page.getByRole('button', { name: 'Aplicar precio' }).click();
  await expect(page).toHaveURL(/\/search\?max=50$/);
  // The earlier total stays on screen until the filtered answer arrives.
  await expect.poll(() => foundTotal(page)).toBeLessThan(everything);
  const found = await foundTotal(page);
  expect(found).toBeGreaterThan(SEARCH_PAGE_SIZE);
  await expect(resultCards(page)).toHaveCount(SEARCH_PAGE_SIZE);

  // 'Cargar más...' appends the next page; every card honours the filter.
  await page.getByRole('button', { name: 'Cargar más...' }).click();
  await expect(resultCards(page)).toHaveCount(Math.min(found, 2 * SEARCH_PAGE_SIZE));
  for (const text of await resultCards(page).getByTestId('price-from').allTextContents())
    expect(priceOf(text)).toBeLessThanOrEqual(50);

  // Open the first card of the second page.
  const card = resultCards(page).nth(SEARCH_PAGE_SIZE);
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/activity\/\d+\/[a-z0-9-]+$/);
  const activityUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('gallery').getByRole('img').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Descripción' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Opiniones' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Valoración \d\.\d de 5$/ }).first()).toBeVisible();
  await expect(page.getByTestId('bookmark-toggle')).toHaveCount(0);

  // Back: the search comes back with both pages loaded.
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?max=50$/);
  await expect(resultCards(page)).toHaveCount(Math.min(found, 2 * SEARCH_PAGE_SIZE));

  // Log in as a customer, return to the activity and bookmark it.
  await loginAsCustomer(page);
  await page.goto(activityUrl);
  const toggle = page.getByTestId('activity-page').getByTestId('bookmark-toggle');
  await expect(toggle).toHaveText('Agregar a Favoritos');
  const saved = graphqlResponse(page, 'BookmarkActivity');
  await toggle.click();
  // Optimistic: the button flips before the server answers.
  await expect(toggle).toHaveText('Quitar de Favoritos');
  expect((await saved).ok()).toBe(true);

  // Favoritos lists it.
  await page.getByRole('button', { name: new RegExp(CUSTOMER.name) }).click();
  await page.getByRole('link', { name: 'Favoritos' }).click();
  await expect(page).toHaveURL(/\/wishlists$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
  const wishlist = page.getByTestId('wishlist').getByTestId('activity-card');
  const favourite = wishlist.filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(favourite).toHaveCount(1);
  const before = await wishlist.count();

  // Removing it there flips the heart at once; the list then reloads without it.
  const heart = favourite.getByRole('button', { name: `Quitar de Favoritos: ${title}` });
  await heart.click();
  await expect(favourite).toHaveCount(0);
  await expect(wishlist).toHaveCount(before - 1);
});

test('the search lives in the URL: shared links reproduce it and the back button restores earlier filters', async ({
  page,
  browser,
}) => {
  // The home picker's category and Buscar lead to /search?cat=<id>.
  await page.goto('/');
  const picker = page.getByLabel('Categoría / ¿Qué quieres hacer?');
  const beaches = picker.locator('option', { hasText: /^Playas/ });
  const beachId = await beaches.getAttribute('value');
  await picker.selectOption(beachId!);
  await page
    .getByRole('search', { name: 'Buscar actividades' })
    .getByRole('button', { name: 'Buscar' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/search\\?cat=${beachId}$`));
  const filters = page.getByRole('complementary', { name: 'Filtros' });
  await expect(filters.getByRole('checkbox', { name: 'Playas' })).toBeChecked();
  const beachesFound = await foundTotal(page);
  for (const category of await resultCards(page).locator('p.text-uppercase').allTextContents())
    expect(category).toBe('Playas');

  // Destination La Guaira: a new history entry.
  // Its option reads 'La Guaira (n)', n its facet count: chosen by its id.
  await filters.getByLabel('Destino').selectOption('2');
  await expect(page).toHaveURL(/location=2/);
  // Read the total only once the cards on screen are the new search's.
  await expect
    .poll(async () => (await resultCards(page).allTextContents()).every((text) => text.includes('La Guaira')))
    .toBe(true);
  const laGuairaFound = await foundTotal(page);
  expect(laGuairaFound).toBeLessThanOrEqual(beachesFound);
  for (const card of await resultCards(page).all()) await expect(card).toContainText('La Guaira');
  const sharedUrl = page.url();

  // An origin adds 'en {origen}' to the heading.
  // Its options say how many activities each leaves: 'Caracas (2)'.
  const origins = filters.getByLabel('Origen');
  await origins.selectOption(
    (await origins.locator('option', { hasText: /^Caracas \(/ }).getAttribute('value'))!,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buscar en Caracas');

  // Back: the origin goes, then the destination; the category stays checked.
  await page.goBack();
  await expect(page).toHaveURL(sharedUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buscar');
  await expect(filters.getByLabel('Destino')).toHaveValue('2');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/search\\?cat=${beachId}$`));
  await expect(filters.getByLabel('Destino')).toHaveValue('');
  await expect(filters.getByRole('checkbox', { name: 'Playas' })).toBeChecked();
  expect(await foundTotal(page)).toBe(beachesFound);

  // The shared link, opened elsewhere, shows the same search.
  const other = await browser.newPage();
  await other.goto(sharedUrl);
  const otherFilters = other.getByRole('complementary', { name: 'Filtros' });
  await expect(otherFilters.getByRole('checkbox', { name: 'Playas' })).toBeChecked();
  await expect(otherFilters.getByLabel('Destino')).toHaveValue('2');
  expect(await foundTotal(other)).toBe(laGuairaFound);
  await other.close();
});

test('the price filter explains bad ranges in Spanish and keeps them out of the URL', async ({ page }) => {
  await gotoHydrated(page, '/search');
  await page.getByLabel('Precio mínimo').fill('80');
  await page.getByLabel('Precio máximo').fill('20');
  await page.getByRole('button', { name: 'Aplicar precio' }).click();
  await expect(page.getByText('El precio mínimo no puede ser mayor que el precio máximo.')).toBeVisible();
  await expect(page).toHaveURL(/\/search$/);
});

test('a pending activity (status 0) is hidden from visitors and shows the approval banner to an admin', async ({
  page,
}) => {
  // Find a pending activity through the admin API.
  const login = await page.request.post('/graphql', {
    data: {
      query: 'mutation($input: StaffLoginInput!) { staffLogin(input: $input) { accessToken } }',
      variables: { input: { username: ADMIN.email, password: DEMO_PASSWORD, scope: 'Admin' } },
    },
  });
  const token = ((await login.json()) as { data: { staffLogin: { accessToken: string } } }).data.staffLogin
    .accessToken;
  const pending = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ pendingActivities(perPage: 1) { items { id slug title } } }' },
  });
  const [activity] = (
    (await pending.json()) as {
      data: { pendingActivities: { items: { id: string; slug: string; title: string }[] } };
    }
  ).data.pendingActivities.items;
  expect(activity, 'the demo catalogue has a pending activity').toBeDefined();

  // A visitor: not found, and it never appears in the search.
  await page.goto(`/activity/${activity!.id}/${activity!.slug}`);
  await expect(page.getByRole('heading', { name: 'No encontrado' })).toBeVisible();

  // An admin: the page, under the 'Pendiente por Aprobación' banner and stripes.
  await page.goto('/admin/login');
  await page.getByLabel('Usuario').fill(ADMIN.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/activity/${activity!.id}/otro-slug`);
  // The canonical slug replaces a wrong one.
  await expect(page).toHaveURL(new RegExp(`/activity/${activity!.id}/${activity!.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: activity!.title })).toBeVisible();
  await expect(page.getByText('Pendiente por Aprobación')).toBeVisible();
  await expect(page.getByTestId('activity-page')).toHaveClass(/xp-activity-pending/);
  // Staff get no bookmark control either.
  await expect(page.getByTestId('bookmark-toggle')).toHaveCount(0);
});

test('static pages: help centre hours and FAQ, about us, coming-soon pages', async ({ page }) => {
  // The question is clicked at once: before hydration the accordion is inert HTML.
  await gotoHydrated(page, '/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeVisible();
  await expect(page.getByTestId('support-hours')).toHaveText(
    'Atención de lunes a viernes de 9:00 a 18:00 (hora de Venezuela).',
  );
  const question = page.getByRole('button', { name: '¿Cuánto tiempo tengo para pagar?' });
  await question.click();
  await expect(
    page.getByText('Tienes 2 horas desde que realizas el pedido.', { exact: false }),
  ).toBeVisible();

  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeVisible();

  for (const path of ['/conditions', '/policies', '/download']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Próximamente' })).toBeVisible();
  }
});

test('the supplier landing states the terms and records a registration request', async ({ page }) => {
  await page.goto('/suppliers');
  await expect(page.getByRole('heading', { level: 1, name: 'Hazte aliado de Xplora' })).toBeVisible();
  await expect(page.getByText('solo una comisión por cada reserva confirmada')).toBeVisible();
  await expect(page.getByText('de forma mensual o quincenal, por transferencia bancaria')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Regístrate en tres pasos' })).toBeVisible();

  const form = page.getByRole('region', { name: 'Solicitar registro' });
  const submit = form.getByRole('button', { name: 'Enviar solicitud' });
  await expect(submit).toBeDisabled();
  await form.getByLabel('Correo electrónico').fill('no-es-correo');
  await form.getByLabel('Correo electrónico').blur();
  await expect(form.getByText('Debe ser un correo válido.')).toBeVisible();

  await form.getByLabel('Nombre y apellido').fill('Rosa Aular');
  await form.getByLabel('Correo electrónico').fill('rosa.aular@posada.test');
  await form.getByLabel('Teléfono').fill('0414 555 1234');
  await form.getByLabel('Ciudad').fill('Mérida');
  await form.getByLabel('Empresa o nombre comercial').fill('Posada Los Frailes');
  await form.getByLabel('Cuéntanos sobre tus actividades (opcional)').fill('Excursiones al páramo.');
  const sent = graphqlResponse(page, 'CreateSupplierLead');
  await submit.click();
  const response = await sent;
  expect(response.ok()).toBe(true);
  expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
  await expect(form.getByRole('status')).toContainText('Solicitud enviada');
  await expect(form.getByLabel('Nombre y apellido')).toHaveValue('');
});
