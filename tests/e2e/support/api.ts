import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../schema/constants.js';

/** Setting up a journey's data through the public GraphQL API (what a second device or a partner would do). */

export async function gql<T = any>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

export async function customerToken(request: APIRequestContext, email: string): Promise<string> {
  const data = await gql(request, 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }', {
    input: { email, password: DEMO_PASSWORD },
  });
  return data.login.accessToken;
}

/** Books the first future slot of a demo activity that accepts it, with one unit of each mandatory price. */
export async function createDemoBooking(request: APIRequestContext, token: string): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const list = await gql(request, 'query { activities(perPage: 8) { items { id } } }');
  for (const { id } of list.activities.items as { id: string }[]) {
    const { activity } = await gql(
      request,
      `query($id: ID!, $from: String) { activity(id: $id) {
        prices { id mandatory }
        dates(from: $from) { id times { id currentAvailable availability } }
      } }`,
      { id, from: today },
    );
    const mandatory = (activity.prices as { id: string; mandatory: boolean }[]).filter((p) => p.mandatory);
    const details = (mandatory.length ? mandatory : activity.prices.slice(0, 1)).map((p: { id: string }) => ({
      activityPriceId: p.id,
      quantity: 1,
    }));
    for (const date of activity.dates as {
      id: string;
      times: { id: string; currentAvailable: number; availability: string }[];
    }[]) {
      const time = date.times.find((t) => t.availability === 'AVAILABLE' && t.currentAvailable >= 2);
      if (!time) continue;
      try {
        const created = await gql(
          request,
          'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }',
          { input: { activityId: id, activityDateId: date.id, activityTimeId: time.id, details } },
          token,
        );
        return created.createBooking.id;
      } catch {
        // Too soon to book (bookBefore) or full: try the next slot.
      }
    }
  }
  throw new Error('No bookable demo slot found');
}
