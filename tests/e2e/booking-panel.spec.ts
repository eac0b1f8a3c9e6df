import { expect, test, type APIRequestContext } from '@playwright/test';
import { slotWhen } from '../../client/src/components/booking-summary/slot-when.js';
import { gql } from './support/api.js';
import { keepOnlyInCart, placeOrderFromCart } from './support/booking-steps.js';
import { gotoHydrated, loginAsCustomer, toast } from './support/helpers.js';

/**
 * The booking panel offers only what can still be booked: an activity booked some days ahead (`bookBefore`) does not
 * preselect the slots inside that window, the first offered slot books without error, and the cart and the order
 * card then say the activity's day and start time.
 */

interface Slot {
  id: string;
  startsAt: string;
  availability: string;
}
interface Day {
  id: string;
  startsAt: string;
  times: Slot[];
}

/** A public demo activity whose first date is already inside its `bookBefore` window, with a later open slot. */
async function activityWithClosedFirstDate(request: APIRequestContext) {
  const list = await gql(request, 'query { activities(perPage: 100) { items { id } } }');
  for (const { id } of list.activities.items as { id: string }[]) {
    const { activity } = await gql(
      request,
      `query($id: ID!) { activity(id: $id) {
        id slug title bookBefore prices { id mandatory }
        dates { id startsAt times { id startsAt availability } } } }`,
      { id },
    );
    const dates = activity.dates as Day[];
    if (dates[0]?.times[0]?.availability !== 'BOOKING_CLOSED') continue;
    const open = dates.find((d) => d.times.some((t) => t.availability === 'AVAILABLE'));
    if (!open) continue;
    const time = open.times.find((t) => t.availability === 'AVAILABLE')!;
    return { activity, closed: dates[0], open, time };
  }
  throw new Error('The demo catalogue has no activity whose first date is inside bookBefore');
}

test('the panel preselects the first bookable slot, explains a closed day, and the order card shows when', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { activity, closed, open, time } = await activityWithClosedFirstDate(request);
  await loginAsCustomer(page);
  await gotoHydrated(page, `/activity/${activity.id}/${activity.slug}`);
  const panel = page.getByTestId('booking-panel');

  // Preselected: the first open slot; the closed day is not offered at all.
  await expect(panel.getByLabel('Fecha', { exact: true })).toHaveValue(open.id);
  await expect(panel.getByLabel('Horario')).toHaveValue(time.id);
  await expect(panel.locator(`#booking-date option[value="${closed.id}"]`)).toHaveCount(0);

  // Asking for the closed day says why it is missing, in the booking's own words.
  await panel.getByText('¿No encuentras tu fecha?').click();
  await panel.getByLabel('¿Qué día buscas?').fill(closed.startsAt.slice(0, 10));
  await expect(panel.getByTestId('booking-date-reason')).toContainText(
    `se reserva con al menos ${activity.bookBefore} horas de anticipación`,
  );

  // The preselected slot books without error.
  const lines = panel.getByTestId('booking-price-line');
  const prices = activity.prices as { mandatory: boolean }[];
  const wanted = prices.some((p) => p.mandatory) ? prices.map((p) => p.mandatory) : [true];
  for (const [index, take] of wanted.entries())
    if (take) await lines.nth(index).getByRole('button', { name: 'Más' }).click();
  await panel.getByRole('button', { name: 'Agregar al carrito' }).click();
  const created = toast(page, 'enviada');
  await expect(created).toBeVisible();
  await expect(toast(page, 'Ha ocurrido un error')).toHaveCount(0);
  const bookingId = /Orden #(\d+) enviada/.exec((await created.textContent()) ?? '')![1]!;

  // The cart line and then the order card say the day and the start time.
  const when = slotWhen(open.startsAt, time.startsAt);
  const item = await keepOnlyInCart(page, bookingId);
  await expect(item.getByTestId('booking-when')).toHaveText(when);
  await placeOrderFromCart(page);
  const order = page
    .getByTestId('order-item')
    .filter({ hasText: activity.title })
    .filter({ has: page.getByTestId('booking-when').filter({ hasText: when }) });
  await expect(order.first()).toBeVisible();
});
