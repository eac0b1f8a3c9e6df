import type { HttpMethod } from '../route.js';

/**
 * The /api/v1 routes listed in §7 of the two spec documents (`C` = customer-and-shared.md, `S` = supplier-and-admin.md),
 * as `METHOD /path` keys of the route table. Every other route of the table is an Xplora addition and the OpenAPI
 * document marks it so. Where §7 is vague the decision is recorded here and in the route's summary:
 * - payment methods: `GET /payment_method` (the resource base §7 names);
 * - supplier activity form: `POST /suppliers/activity` creates, `PUT /{id}` replaces the whole form, `PATCH /{id}`
 *   takes `{status}` alone (pause / send to approval) or the form (same as PUT);
 * - dates, time slots, details and prices: `POST` on the collection, `PUT` and `DELETE` on `/{childId}`;
 * - image upload: multipart `POST /suppliers/activity/{id}/images` (image, description), served by the media upload
 *   route before the table (see upload-operation.ts).
 */
export const DOCUMENTED: Record<string, 'C' | 'S' | 'C+S'> = {
  'POST /login': 'C',
  'POST /supplier/login': 'C+S',
  'POST /admin/login': 'C+S',
  'POST /register': 'C',
  'POST /supplier/register': 'C+S',
  'POST /password/forgot': 'C',
  'POST /password/recover': 'C',
  'GET /activity': 'C',
  'GET /activity_category': 'C+S',
  'GET /location': 'C+S',
  'GET /activity_attribute': 'C',
  'GET /activity/:id': 'C',
  'POST /activity/:id/bookmark': 'C',
  'POST /activity/:id/unbookmark': 'C',
  'GET /bookmarked': 'C',
  'POST /activity/:id/booking': 'C',
  'GET /booking': 'C',
  'DELETE /booking/:id': 'C',
  'POST /booking/order': 'C',
  'GET /booking/:id': 'C',
  'GET /payment_method': 'C',
  'GET /order': 'C',
  'DELETE /order/:id': 'C',
  'POST /gateway/pago_movil/register': 'C',
  'GET /suppliers/dashboard': 'S',
  'GET /suppliers/activity': 'S',
  'GET /suppliers/activity/:id': 'S',
  'POST /suppliers/activity': 'S',
  'PUT /suppliers/activity/:id': 'S',
  'PATCH /suppliers/activity/:id': 'S',
  'DELETE /suppliers/activity/:id': 'S',
  'GET /activity_regularity': 'S',
  'GET /language': 'S',
  'GET /suppliers/activity/:id/dates': 'S',
  'POST /suppliers/activity/:id/dates': 'S',
  'PUT /suppliers/activity/:id/dates/:dateId': 'S',
  'DELETE /suppliers/activity/:id/dates/:dateId': 'S',
  'POST /suppliers/activity/:id/dates/:dateId/time': 'S',
  'PUT /suppliers/activity/:id/dates/:dateId/time/:timeId': 'S',
  'DELETE /suppliers/activity/:id/dates/:dateId/time/:timeId': 'S',
  'GET /suppliers/activity/:id/images': 'S',
  'POST /suppliers/activity/:id/images': 'S',
  'DELETE /suppliers/activity/:id/images/:imageId': 'S',
  'GET /suppliers/activity/:id/details': 'S',
  'POST /suppliers/activity/:id/details': 'S',
  'PUT /suppliers/activity/:id/details/:detailId': 'S',
  'DELETE /suppliers/activity/:id/details/:detailId': 'S',
  'GET /suppliers/activity/:id/prices': 'S',
  'POST /suppliers/activity/:id/prices': 'S',
  'PUT /suppliers/activity/:id/prices/:priceId': 'S',
  'DELETE /suppliers/activity/:id/prices/:priceId': 'S',
  'GET /suppliers/activity/:id/comments': 'S',
  'GET /suppliers/activity/:id/reservations': 'S',
  'GET /supplier': 'S',
  'GET /supplier/:id': 'S',
  'POST /supplier': 'S',
  'PUT /supplier/:id': 'S',
  'GET /supplier_category': 'S',
  'GET /supplier/:id/contact': 'S',
  'POST /supplier_contact': 'S',
  'PUT /supplier_contact/:id': 'S',
  'GET /supplier/:id/alert': 'S',
  'POST /provider_alert': 'S',
  'PUT /provider_alert/:id': 'S',
  'GET /supplier/:id/comment': 'S',
  'POST /supplier_comment': 'S',
  'PUT /supplier_comment/:id': 'S',
};

export function routeKey(route: { method: HttpMethod; path: string }): string {
  return `${route.method} ${route.path}`;
}

export function isDocumented(route: { method: HttpMethod; path: string }): boolean {
  return routeKey(route) in DOCUMENTED;
}
