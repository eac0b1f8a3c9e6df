import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { todayInCaracas, weekendRange } from '../../schema/validation/calendar-date.js';
import { gql } from './support/api.js';
import { gotoHydrated, loginAsCustomer, toast } from './support/helpers.js';

/**
 * Finding an activity for a group of four this weekend, on a phone and on a desktop: the filters live in the URL (and
 * the address alone reproduces the page without JavaScript), every option says how many activities it leaves and that
 * is what choosing it gives, a phone shows several results per screen and the filters in a full-screen sheet, and the
 * first result's booking panel books its first offered date.
 */

const PHONE = { width: 390, height: 844 };
const weekend = weekendRange(todayInCaracas());
/** "Este fin de semana", 4 participants, free cancellation, "Mejor valoradas", in the page's own URL form. */
const FILTERED = `/search?from=${weekend.from}&to=${weekend.to}&people=4&freecancel=1&sort=valoracion`;
const FILTER = { startsFrom: weekend.from, startsTo: weekend.to, participants: 4, freeCancellation: true };

interface Listed {
  id: string;
  rating: number;
}

/** Every activity the API answers for the filters, best rated first. */
async function apiResults(request: APIRequestContext): Promise<Listed[]> {
  const data = await gql(
    request,
    `query($f: ActivityFilter) { activities(perPage: 100, filter: $f, orderBy: RATING_DESC) {
      total items { id rating } } }`,
    { f: FILTER },
  );
  expect(data.activities.total, 'the demo catalogue has room for 4 this weekend').toBeGreaterThan(3);
  return data.activities.items as Listed[];
}

/** The activity has a departure that weekend with a bookable slot for 4, as its own page's data says. */
async function hasSlotForFour(request: APIRequestContext, id: string): Promise<boolean> {
  const { activity } = await gql(
    request,
    `query($id: ID!) { activity(id: $id) { cancelBefore dates { startsAt times { currentAvailable availability } } } }`,
    { id },
  );
  const dates = activity.dates as {
    startsAt: string;
    times: { currentAvailable: number; availability: string }[];
  }[];
  return dates.some(
    (d) =>
      d.startsAt >= weekend.from &&
      d.startsAt <= weekend.to &&
      d.times.some((t) => t.availability === 'AVAILABLE' && t.currentAvailable >= 4),
  );
}

const cards = (page: Page) => page.getByTestId('search-results').getByTestId('activity-card');
const cardIds = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-activity-id')));
const total = (page: Page) => page.getByTestId('search-total');

/** The number of "Se encontraron N actividades", once the results for the current address have arrived. */
async function shownTotal(page: Page): Promise<number> {
  await expect(page.locator('[data-testid="search-results"][aria-busy]')).toHaveCount(0);
  const text = (await total(page).textContent()) ?? '';
  if (/No se encontraron/.test(text)) return 0;
  const number = /(\d+)/.exec(text)?.[1];
  return number === undefined ? Number.NaN : Number(number); // still "Cargando..."
}

/** The results on the page are the API's first page, every one with a slot for 4 that weekend, ratings in order. */
async function expectFilteredResults(page: Page, request: APIRequestContext): Promise<void> {
  const expected = await apiResults(request);
  await expect.poll(() => cardIds(page)).toEqual(expected.slice(0, 8).map((a) => a.id));
  await expect.poll(() => shownTotal(page)).toBe(expected.length);
  const ratings = expected.map((a) => a.rating);
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  const shown = await cards(page)
    .locator('.xp-rating-value')
    .allTextContents()
    .then((values) => values.map(Number));
  expect(shown).toEqual([...shown].sort((a, b) => b - a));
  for (const { id } of expected) expect(await hasSlotForFour(request, id), `activity ${id}`).toBe(true);
}

/** Each enabled option of a group, chosen alone, leaves as many results as its count said; disabled ones say 0. */
async function expectCountsHold(
  page: Page,
  group: Locator,
  reset: () => Promise<void>,
  limit = Infinity,
): Promise<number> {
  let checked = 0;
  const options = group.locator('input');
  for (let i = 0; i < (await options.count()) && checked < limit; i++) {
    const option = options.nth(i);
    const count = await option.getAttribute('data-count');
    if (count === null || (await option.isChecked())) continue;
    if (await option.isDisabled()) {
      expect(count).toBe('0');
      continue;
    }
    const before = page.url();
    await option.click();
    await expect(page).not.toHaveURL(before);
    const what = `${await group.locator('legend').textContent()} #${i}`;
    await expect.poll(() => shownTotal(page), { message: what }).toBe(Number(count));
    checked++;
    await reset();
  }
  return checked;
}

/** The same for a select's places ('Caracas (3)'): each enabled one leaves its count, a disabled one says (0). */
async function expectPlaceCountsHold(
  page: Page,
  select: Locator,
  reset: () => Promise<void>,
  limit = Infinity,
): Promise<number> {
  let checked = 0;
  await expect(select.locator('option', { hasText: /\(\d+\)$/ }).first()).toBeAttached();
  const options = await select.locator('option').evaluateAll((els) =>
    els.map((el) => ({
      value: el.getAttribute('value') ?? '',
      text: el.textContent ?? '',
      disabled: el.hasAttribute('disabled'),
    })),
  );
  for (const option of options) {
    const count = /\((\d+)\)$/.exec(option.text)?.[1];
    if (count === undefined) continue;
    if (option.disabled) {
      expect(count, option.text).toBe('0');
      continue;
    }
    if (checked >= limit) continue;
    const before = page.url();
    await select.selectOption(option.value);
    await expect(page).not.toHaveURL(before);
    await expect.poll(() => shownTotal(page), { message: option.text }).toBe(Number(count));
    checked++;
    await reset();
  }
  return checked;
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('three results on the first screen, the filters in a full-screen sheet, the same page without JavaScript', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, '/search');
    await expect(cards(page).first()).toBeVisible();
    const onFirstScreen = await cards(page).evaluateAll(
      (els, height) =>
        els.filter((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= height;
        }).length,
      PHONE.height,
    );
    expect(onFirstScreen).toBeGreaterThanOrEqual(3);

    // The sheet covers the screen; each choice applies at once and its button says how many are left.
    await page.getByRole('button', { name: /Filtros/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtros' });
    await expect(sheet).toBeVisible();
    // Measured once it has slid in.
    await expect
      .poll(async () => {
        const box = await sheet.boundingBox();
        return box && { x: box.x, width: box.width, height: box.height };
      })
      .toEqual({ x: 0, width: PHONE.width, height: PHONE.height });
    await sheet.getByRole('button', { name: 'Este fin de semana' }).click();
    await expect(page).toHaveURL(/to=/);
    await sheet.getByLabel('Personas').selectOption('4');
    await expect(page).toHaveURL(/people=4/);
    await sheet.getByLabel('Cancelación gratuita').click();
    await expect(page).toHaveURL(/freecancel=1/);
    await expect.poll(() => shownTotal(page)).toBeGreaterThan(0);
    const found = await shownTotal(page);
    await expect(sheet.getByTestId('show-results')).toHaveText(`Ver ${found} actividades`);
    await sheet.getByTestId('show-results').click();
    await expect(sheet).toBeHidden();
    await page.getByLabel('Ordenar por').selectOption('valoracion');
    await expect(page).toHaveURL(FILTERED);
    await expectFilteredResults(page, request);

    // The address alone, JavaScript off: the same results, server-rendered, not for indexing.
    const ids = await cardIds(page);
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const bare = await noScript.newPage();
    await bare.goto(FILTERED);
    expect(await cardIds(bare)).toEqual(ids);
    await expect(bare.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await noScript.close();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the filters in the URL, each count is what choosing the option gives, and the first result books', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    await gotoHydrated(page, '/search');
    const filters = page.getByRole('complementary', { name: 'Filtros' });
    await filters.getByRole('button', { name: 'Este fin de semana' }).click();
    await expect(page).toHaveURL(/to=/);
    await filters.getByLabel('Personas').selectOption('4');
    await expect(page).toHaveURL(/people=4/);
    await filters.getByLabel('Cancelación gratuita').click();
    await expect(page).toHaveURL(/freecancel=1/);
    await page.getByLabel('Ordenar por').selectOption('valoracion');
    await expect(page).toHaveURL(FILTERED);
    await expectFilteredResults(page, request);
    const found = await shownTotal(page);
    await expect(filters.getByLabel('Cancelación gratuita')).toHaveAttribute('data-count', String(found));

    // Each option's count, chosen alone in its group, against the results it gives.
    const back = async () => {
      await page.goto(FILTERED);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    };
    let tried = 0;
    for (const group of [
      'filter-duration',
      'filter-rating',
      'filter-time',
      'filter-language',
      'filter-category',
      'filter-price',
    ])
      tried += await expectCountsHold(page, filters.getByTestId(group), back);
    expect(tried, 'options tried').toBeGreaterThan(5);
    // Attributes are ANDed: each one's count keeps the others chosen (none here). Two of each: the test's time.
    expect(
      await expectCountsHold(page, filters.getByTestId('filter-attribute'), back, 2),
      'attributes',
    ).toBeGreaterThan(0);
    expect(
      await expectPlaceCountsHold(page, filters.getByLabel('Origen'), back, 2),
      'origins',
    ).toBeGreaterThan(0);

    // Without JavaScript the address gives the same page.
    const ids = await cardIds(page);
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(FILTERED);
    expect(await cardIds(bare)).toEqual(ids);
    await noScript.close();

    // "Limpiar filtros" takes every filter away (the order stays).
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(page).toHaveURL(/\/search\?sort=valoracion$/);

    // The first filtered result's booking panel: its first offered date and slot book without error.
    await loginAsCustomer(page);
    await gotoHydrated(page, FILTERED);
    const [firstId] = await cardIds(page);
    const { activity } = await gql(
      request,
      'query($id: ID!) { activity(id: $id) { prices { mandatory } } }',
      {
        id: firstId,
      },
    );
    await cards(page).first().getByRole('link').click();
    const panel = page.getByTestId('booking-panel');
    const lines = panel.getByTestId('booking-price-line');
    await expect(lines.first()).toBeVisible();
    const firstDate = await panel.locator('#booking-date option').first().getAttribute('value');
    await expect(panel.getByLabel('Fecha', { exact: true })).toHaveValue(firstDate!);
    const prices = activity.prices as { mandatory: boolean }[];
    const wanted = prices.some((p) => p.mandatory) ? prices.map((p) => p.mandatory) : [true];
    for (const [index, take] of wanted.entries())
      if (take) await lines.nth(index).getByRole('button', { name: 'Más' }).click();
    await panel.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(toast(page, 'enviada')).toBeVisible();
    await expect(toast(page, 'Ha ocurrido un error')).toHaveCount(0);
  });

  test('"Actividades similares" on the activity page, "Vistas recientemente" on the home page after a visit', async ({
    page,
    request,
  }) => {
    const { activities } = await gql(request, 'query { activities(perPage: 1) { items { id slug title } } }');
    const activity = activities.items[0] as { id: string; slug: string; title: string };
    const { similarActivities } = await gql(
      request,
      'query($id: ID!) { similarActivities(activityId: $id, limit: 8) { title } }',
      { id: activity.id },
    );
    expect(similarActivities.length, 'the demo activity has similar ones').toBeGreaterThan(0);

    // A first visit: nothing recently viewed, and the server's home page never has it.
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { name: 'Lugares más Xplorados' })).toBeVisible();
    await expect(page.getByTestId('recently-viewed')).toHaveCount(0);

    await gotoHydrated(page, `/activity/${activity.id}/${activity.slug}`);
    const similar = page.getByTestId('similar-activities');
    await expect(page.getByRole('heading', { name: 'Actividades similares' })).toBeVisible();
    await expect(similar.locator('a')).toHaveText(
      (similarActivities as { title: string }[]).map((a) => a.title),
    );

    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { name: 'Vistas recientemente' })).toBeVisible();
    await expect(page.getByTestId('recently-viewed').locator('a')).toHaveText([activity.title]);
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('Vistas recientemente');
  });
});
