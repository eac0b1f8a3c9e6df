import sharp from 'sharp';
import { ActivityAttributeTemplate } from '../../server/src/modules/catalog/activity-attribute-template.entity.js';
import { ActivityCategory } from '../../server/src/modules/catalog/activity-category.entity.js';
import { ActivityRegularity } from '../../server/src/modules/catalog/activity-regularity.entity.js';
import { Language } from '../../server/src/modules/supplier/language.entity.js';
import { Location } from '../../server/src/modules/catalog/location.entity.js';
import { uniqueTag } from './admin-fixtures.js';
import { todayInCaracas } from '../../schema/validation/calendar-date.js';
import type { TestServer } from './support/test-server.js';

/** Fixtures of the supplier portal tests (own suppliers and activities; bookings inserted directly). */

export interface Lookups {
  categoryId: number;
  languageId: number;
  regularityId: number;
  originId: number;
  destinationId: number;
  templateId: number;
  templateName: string;
}

export async function lookups(server: TestServer): Promise<Lookups> {
  const em = server.db.orm.em.fork();
  const [category, language, regularity, origin, destination, template] = await Promise.all([
    em.findOneOrFail(ActivityCategory, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } }),
    em.findOneOrFail(Language, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } }),
    em.findOneOrFail(ActivityRegularity, { id: { $gt: 0 } }, { orderBy: { id: 'desc' } }),
    em.findOneOrFail(Location, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } }),
    em.findOneOrFail(Location, { id: { $gt: 0 } }, { orderBy: { id: 'desc' } }),
    em.findOneOrFail(ActivityAttributeTemplate, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } }),
  ]);
  return {
    categoryId: category.id,
    languageId: language.id,
    regularityId: regularity.id,
    originId: origin.id,
    destinationId: destination.id,
    templateId: template.id,
    templateName: template.name,
  };
}

/** A complete, valid activity form (GraphQL names). */
export function activityForm(l: Lookups, overrides: Record<string, unknown> = {}) {
  return {
    title: `Paseo en lancha ${uniqueTag()}`,
    summary: 'Un paseo de día completo por las playas de Mochima.',
    description: '<p>Salimos temprano desde el muelle y visitamos <strong>tres playas</strong>.</p>',
    basePrice: '45.50',
    durationQuantity: 6,
    durationUnit: 'Hours',
    bookBefore: 24,
    cancelBefore: 48,
    minParticipants: 2,
    expectedParticipants: 8,
    maxParticipants: 12,
    departureAddress: 'Muelle de Santa Fe',
    categoryId: l.categoryId,
    languageId: l.languageId,
    regularityId: l.regularityId,
    originId: l.originId,
    destinationId: l.destinationId,
    ...overrides,
  };
}

/** The same form as a REST body. */
export function restActivityForm(l: Lookups, overrides: Record<string, unknown> = {}) {
  const f = activityForm(l);
  return {
    title: f.title,
    summary: f.summary,
    description: f.description,
    base_price: f.basePrice,
    duration_quantity: f.durationQuantity,
    duration_unit: 'hours',
    book_before: f.bookBefore,
    cancel_before: f.cancelBefore,
    min_participants: f.minParticipants,
    expected_participants: f.expectedParticipants,
    max_participants: f.maxParticipants,
    departure_address: f.departureAddress,
    category_id: l.categoryId,
    language_id: l.languageId,
    regularity_id: l.regularityId,
    origin_id: l.originId,
    destination_id: l.destinationId,
    ...overrides,
  };
}

export const ACTIVITY_FIELDS = 'id title slug status description basePrice';

export async function createActivity(
  server: TestServer,
  token: string,
  l: Lookups,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; title: string; slug: string; status: number; description: string }> {
  const res = await server.graphql<{
    createActivity: { id: string; title: string; slug: string; status: number; description: string };
  }>(
    `mutation ($input: ActivityInput!) { createActivity(input: $input) { ${ACTIVITY_FIELDS} } }`,
    { input: activityForm(l, overrides) },
    token,
  );
  if (!res.data?.createActivity) throw new Error(JSON.stringify(res.errors));
  return res.data.createActivity;
}

/** YYYY-MM-DD `days` from today (UTC is close enough: tests use ≥ 2 days of margin). */
/** The calendar day `days` from now in Venezuela, as the server counts days (from 20:00 its UTC date is a day ahead). */
export function dayFromNow(days: number): string {
  return todayInCaracas(new Date(Date.now() + days * 86_400_000));
}

export async function gqlOk<T>(
  server: TestServer,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<T> {
  const res = await server.graphql<T>(query, variables, token);
  if (res.errors?.length || !res.data) throw new Error(JSON.stringify(res.errors));
  return res.data;
}

/**
 * A booking row straight in the table (the booking module's flow is not under test here), always with one detail
 * line (a new 'Adulto' price unless `priceId` is given), written in one statement so no booking ever lacks details.
 */
export async function insertBooking(
  server: TestServer,
  data: {
    userId: number;
    activityId: number;
    dateId: number;
    timeId: number;
    status: number;
    seats: number;
    priceId?: number;
  },
): Promise<number> {
  const conn = server.db.orm.em.fork().getConnection();
  let priceId = data.priceId;
  if (!priceId) {
    const [price] = await conn.execute<{ id: number }[]>(
      `insert into activity_prices (activity_id, title, price, participants) values (?, 'Adulto', 10, 1) returning id`,
      [data.activityId],
    );
    priceId = price!.id;
  }
  const [row] = await conn.execute<{ id: number }[]>(
    `with b as (
       insert into bookings (user_id, activity_id, activity_date_id, activity_time_id, status, exchange_rate, seats_held)
       values (?, ?, ?, ?, ?, 36.5, ?) returning id)
     insert into booking_details (booking_id, activity_price_id, quantity, unit_price, participants)
     select b.id, ?, ?, 10, 1 from b returning booking_id as id`,
    [data.userId, data.activityId, data.dateId, data.timeId, data.status, data.seats, priceId, data.seats],
  );
  await conn.execute('update activity_times set current_available = current_available - ? where id = ?', [
    data.seats,
    data.timeId,
  ]);
  return row!.id;
}

export function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 30 } } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
    .toBuffer();
}

export async function upload(
  server: TestServer,
  activityId: string | number,
  token: string | undefined,
  file: { data: Buffer; name: string; type: string } | undefined,
  description?: string,
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  if (file) form.append('image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  if (description !== undefined) form.append('description', description);
  const res = await fetch(`${server.url}/api/v1/suppliers/activity/${activityId}/images`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body };
}
