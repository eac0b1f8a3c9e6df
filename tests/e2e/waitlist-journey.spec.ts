import type { APIRequestContext } from '@playwright/test';
import { dayAfter, todayInCaracas } from '../../schema/validation/calendar-date.js';
import { customerToken, gql } from './support/api.js';
import { keepOnlyInCart, placeOrderFromCart } from './support/booking-steps.js';
import { loginAsCustomer, openMail, toast } from './support/helpers.js';
import { supplierToken } from './support/refund-steps.js';
import { expect, test } from './support/toasts.js';

/**
 * The waitlist on a phone (issue 33 §2): a small departure is booked full by one customer; another one finds it sold
 * out on the activity page and joins its waitlist from the booking panel; the first one cancels, the second gets the
 * offer mail, opens its link and books the held seats into the cart, then orders them.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 150_000 });

const WAITER = 'cliente@xplora.test';
const BOOKER = 'cliente2@xplora.test';
const STARTS = '06:15';

interface Slot {
  activity: { id: string; slug: string; title: string };
  timeId: string;
  bookingId: string;
}

/** A fresh 06:15 departure of one of aliado's activities, on a free day a few days ahead, ordered full by BOOKER. */
async function fullDeparture(request: APIRequestContext): Promise<Slot> {
  const supplier = await supplierToken(request);
  const booker = await customerToken(request, BOOKER);
  const { supplierActivities } = await gql(
    request,
    'query { supplierActivities(perPage: 50, orderBy: id, direction: ASC) { items { id status } } }',
    {},
    supplier,
  );
  for (const { id } of supplierActivities.items as { id: string }[]) {
    const { activity } = await gql(
      request,
      `query($id: ID!) { activity(id: $id) { id slug title
        prices { id mandatory participants } dates { id startsAt } } }`,
      { id },
    ).catch(() => ({ activity: null }));
    const prices = (activity?.prices ?? []) as { id: string; mandatory: boolean; participants: number }[];
    const mandatory = prices.filter((p) => p.mandatory);
    const price = mandatory.length === 1 ? mandatory[0]! : mandatory.length === 0 ? prices[0] : undefined;
    if (!price) continue;
    const taken = new Set((activity.dates as { startsAt: string }[]).map((d) => d.startsAt.slice(0, 10)));
    let day = dayAfter(todayInCaracas(), 4);
    while (taken.has(day)) day = dayAfter(day, 1);
    const { createActivityDate } = await gql(
      request,
      'mutation($activityId: ID!, $input: ActivityDateInput!) { createActivityDate(activityId: $activityId, input: $input) { id } }',
      { activityId: id, input: { startsAt: day } },
      supplier,
    );
    const seats = price.participants * 2;
    const { createActivityTime } = await gql(
      request,
      'mutation($dateId: ID!, $input: ActivityTimeInput!) { createActivityTime(dateId: $dateId, input: $input) { id } }',
      {
        dateId: createActivityDate.id,
        input: { startsAt: STARTS, endsAt: '09:15', expectedParticipants: seats },
      },
      supplier,
    );
    const { createBooking } = await gql(
      request,
      'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }',
      {
        input: {
          activityId: id,
          activityDateId: createActivityDate.id,
          activityTimeId: createActivityTime.id,
          details: [{ activityPriceId: price.id, quantity: 2 }],
        },
      },
      booker,
    );
    await gql(
      request,
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }',
      { input: { bookingIds: [createBooking.id] } },
      booker,
    );
    return {
      activity: { id, slug: activity.slug, title: activity.title },
      timeId: createActivityTime.id,
      bookingId: createBooking.id,
    };
  }
  throw new Error('No demo activity fits the waitlist journey');
}

test('a customer joins a sold-out departure’s waitlist, gets the freed seats by e-mail and books them', async ({
  page,
  request,
}) => {
  const slot = await fullDeparture(request);

  // The sold-out slot is offered for the waitlist in the booking panel.
  await loginAsCustomer(page, WAITER);
  await page.goto(`/activity/${slot.activity.id}/${slot.activity.slug}`);
  const waitlist = page.getByTestId('booking-panel').getByTestId('booking-waitlist');
  const line = waitlist.getByRole('listitem').filter({ hasText: `${STARTS} — Agotado` });
  await expect(line).toBeVisible();
  await line.getByRole('link', { name: 'Unirme a la lista de espera' }).click();

  await expect(page.getByRole('heading', { name: 'Lista de espera' })).toBeVisible();
  await expect(page.getByTestId('waitlist-slot')).toContainText(STARTS);
  await page.getByLabel('¿Cuántas personas son?').fill('2');
  await page.getByRole('button', { name: 'Unirme a la lista de espera' }).click();
  await expect(toast(page, 'Te uniste a la lista de espera')).toBeVisible();
  await expect(page).toHaveURL(/\/bookings\/waitlist$/);
  const place = page.getByTestId('waitlist-place').filter({ hasText: STARTS });
  await expect(place).toContainText(slot.activity.title);
  await expect(place).toContainText('En espera · puesto 1 de la fila');

  // The other customer cancels: the seats go to the waitlist, and its mail to the waiting customer.
  await gql(
    request,
    'mutation($id: ID!) { cancelBooking(id: $id) { id } }',
    { id: slot.bookingId },
    await customerToken(request, BOOKER),
  );
  await openMail(page, WAITER, `Se liberaron cupos: ${slot.activity.title}`);
  await page.getByRole('link', { name: 'Reservar mis cupos' }).click();

  await expect(page.getByRole('heading', { name: 'Tus cupos de la lista de espera' })).toBeVisible();
  await expect(page.getByTestId('waitlist-offer')).toContainText('Te guardamos 2 personas');
  await page.getByRole('button', { name: 'Reservar mis cupos' }).click();
  await expect(toast(page, 'Cupos reservados: están en tu carrito.')).toBeVisible();
  await expect(page).toHaveURL(/\/shopping-cart$/);

  const item = page.getByTestId('cart-item').filter({ hasText: slot.activity.title }).first();
  await expect(item).toBeVisible();
  const bookingId = (await item.getAttribute('data-booking-id'))!;
  await keepOnlyInCart(page, bookingId);
  await placeOrderFromCart(page);
  await expect(page.getByTestId('order-item').filter({ hasText: slot.activity.title }).first()).toBeVisible();
});
