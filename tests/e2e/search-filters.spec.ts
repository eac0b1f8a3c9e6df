import { expect, test } from '@playwright/test';
import { todayInCaracas, weekendRange } from '../../schema/validation/calendar-date.js';
import { gql } from './support/api.js';
import { gotoHydrated } from './support/helpers.js';

/** "Este fin de semana": the range goes into the URL and the cards are the API's answer for those days. */

test('"Este fin de semana" keeps Saturday–Sunday in the URL and lists what has a free seat then', async ({
  page,
  request,
}) => {
  const weekend = weekendRange(todayInCaracas());
  const data = await gql(
    request,
    `query($f: ActivityFilter) { activities(perPage: 8, filter: $f, orderBy: RECOMMENDED_DESC) { total items { title } } }`,
    { f: { startsFrom: weekend.from, startsTo: weekend.to } },
  );
  expect(data.activities.total, 'the demo catalogue has departures this weekend').toBeGreaterThan(0);
  await gotoHydrated(page, '/search');
  await page.getByRole('button', { name: 'Este fin de semana' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`[?&]from=${weekend.from}&to=${weekend.to}`));
  await expect(
    page.getByRole('button', { name: 'Este fin de semana' }).filter({ visible: true }).first(),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => page.locator('[data-testid="activity-card"] .card-title').allTextContents())
    .toEqual((data.activities.items as { title: string }[]).map((a) => a.title));
});
