import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../schema/constants.js';
import { customerToken, gql } from './api.js';

/** Setting up the cancellation and refund journeys (issue 17 part B) through the API. */

export const SUPPLIER = 'aliado@xplora.test';
export const CUSTOMER = 'cliente@xplora.test';

export async function supplierToken(request: APIRequestContext, email = SUPPLIER): Promise<string> {
  const { staffLogin } = await gql(
    request,
    'mutation ($input: StaffLoginInput!) { staffLogin(input: $input) { accessToken } }',
    { input: { username: email, password: DEMO_PASSWORD, scope: 'Supplier' } },
  );
  return staffLogin.accessToken;
}

/**
 * An ordered booking of the demo customer on one of aliado's (or `supplierEmail`'s) activities, on a slot at least
 * 3 days ahead (well before its cancellation deadline): its booking and order ids and the order's VES total.
 */
export async function orderOnSupplierActivity(
  request: APIRequestContext,
  supplierEmail = SUPPLIER,
): Promise<{
  token: string;
  supplier: string;
  activityId: string;
  bookingId: string;
  orderId: string;
  totalVes: string;
}> {
  const token = await customerToken(request, CUSTOMER);
  const supplier = await supplierToken(request, supplierEmail);
  const { supplierActivities } = await gql(
    request,
    'query { supplierActivities(perPage: 50, orderBy: id, direction: ASC) { items { id status } } }',
    {},
    supplier,
  );
  const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  for (const { id } of supplierActivities.items as { id: string }[]) {
    const { activity } = await gql(
      request,
      `query($id: ID!, $from: String) { activity(id: $id) {
        prices { id mandatory } dates(from: $from) { id times { id currentAvailable availability } } } }`,
      { id, from },
    ).catch(() => ({ activity: null }));
    if (!activity) continue;
    const details = (activity.prices as { id: string; mandatory: boolean }[])
      .filter((p) => p.mandatory)
      .map((p) => ({ activityPriceId: p.id, quantity: 1 }));
    for (const date of activity.dates as {
      id: string;
      times: { id: string; currentAvailable: number; availability: string }[];
    }[]) {
      // Another journey may have cancelled a departure of the same supplier (supplier-departures).
      const time = date.times.find((t) => t.availability === 'AVAILABLE' && t.currentAvailable >= 2);
      if (!time) continue;
      const { createBooking } = await gql(
        request,
        'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }',
        { input: { activityId: id, activityDateId: date.id, activityTimeId: time.id, details } },
        token,
      );
      const { placeOrder } = await gql(
        request,
        'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id totalVes } }',
        { input: { bookingIds: [createBooking.id] } },
        token,
      );
      return {
        token,
        supplier,
        activityId: id,
        bookingId: createBooking.id,
        orderId: placeOrder[0].id,
        totalVes: placeOrder[0].totalVes,
      };
    }
  }
  throw new Error('No bookable slot of the demo supplier');
}

/** Registers a pago móvil payment of the order's exact total; returns the payment id and reference. */
export async function registerPayment(
  request: APIRequestContext,
  o: { token: string; orderId: string; totalVes: string },
): Promise<{ paymentId: string; reference: string }> {
  const { paymentMethods } = await gql(request, 'query { paymentMethods { id code } }');
  const pagoMovil = (paymentMethods as { id: string; code: string }[]).find((m) => m.code === 'pago_movil')!;
  const reference = `RF${Date.now().toString().slice(-9)}`;
  const { registerPagoMovilPayment } = await gql(
    request,
    'mutation($input: RegisterPaymentInput!) { registerPagoMovilPayment(input: $input) { id } }',
    {
      input: {
        orderId: o.orderId,
        paymentMethodId: pagoMovil.id,
        bank: '0102',
        buyerId: 'V-18456789',
        paidAmount: o.totalVes,
        reference,
        acceptTerms: true,
      },
    },
    o.token,
  );
  return { paymentId: registerPagoMovilPayment.id, reference };
}

/** An order of the demo customer (as orderOnSupplierActivity) paid by pago móvil and verified by the supplier. */
export async function verifiedOrder(
  request: APIRequestContext,
  supplierEmail = SUPPLIER,
): Promise<Awaited<ReturnType<typeof orderOnSupplierActivity>> & { reference: string }> {
  const placed = await orderOnSupplierActivity(request, supplierEmail);
  const { paymentId, reference } = await registerPayment(request, placed);
  await gql(
    request,
    'mutation($id: ID!) { confirmPayment(id: $id, acceptMismatch: false) { id } }',
    { id: paymentId },
    placed.supplier,
  );
  return { ...placed, reference };
}
