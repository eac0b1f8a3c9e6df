import { BadInputError } from '../../../server/src/graphql/errors.js';
import { listEnvelope, type Page } from '../envelope.js';
import { pageArgs } from '../list-params.js';
import { defineRoutes, type RestInput, type RestRoute } from '../route.js';
import { activityPartRoutes, BASE } from './supplier-portal/activity-parts.routes.js';
import {
  CREATE,
  DASHBOARD,
  DELETE,
  GET,
  LIST,
  PATCH,
  PROFILE,
  UPDATE,
  UPDATE_PROFILE,
} from './supplier-portal/documents.js';
import { activityInput, activityPatch, profileInput, sortVariables } from './supplier-portal/inputs.js';
import { restActivity, restProfile, restRate, toInt, type Json } from './supplier-portal/shapes.js';

/**
 * Supplier portal (supplier spec §7 "Supplier portal"): every route needs a supplier token and only reaches the
 * session supplier's own data (another supplier's ids answer 404). Fields are snake_case both ways.
 *
 * Activity saves: POST creates (201, always pending approval); PUT `/{id}` replaces the whole form; PATCH `/{id}`
 * (JSON or multipart, as the spec allows) changes only the fields it names, and with `status` pauses (0) or sends to
 * approval (1, 'Enviada a aprobación'). Image upload (multipart) is server/src/modules/media/upload-route.ts on POST `…/{id}/images`.
 * Child routes check that the child belongs to the `{id}` in the path.
 */

const ACTIVITY_SORT = {
  id: 'id',
  title: 'title',
  category: 'category',
  base_price: 'basePrice',
  status: 'status',
  published_at: 'publishedAt',
  created_at: 'createdAt',
};

/** The lookups an activity always carries: accepted in `with` (as the spec's `with=category`), they change nothing. */
const ACTIVITY_RELATIONS = ['category', 'language', 'regularity', 'origin', 'destination'];

function patchVariables({ params, body }: RestInput): Record<string, unknown> {
  const input = activityPatch(body);
  const withStatus = body.status !== undefined;
  // Only 0/1 (or "0"/"1"): a mistyped status must not read as 0 and pause the activity.
  const status = /^[01]$/.test(String(body.status)) ? Number(body.status) : null;
  if (withStatus && status === null)
    throw new BadInputError('El estado debe ser 0 o 1.', { status: 'El estado debe ser 0 o 1.' });
  const withFields = Object.keys(input).length > 0;
  if (!withFields && !withStatus)
    throw new BadInputError('Envíe al menos un campo del formulario o el estado.', {
      body: 'Sin campos para cambiar.',
    });
  return { id: params.id, withFields, withStatus, status: status ?? 0, input };
}

export const supplierPortalRoutes: RestRoute[] = defineRoutes([
  {
    method: 'GET',
    path: '/suppliers/dashboard',
    summary: 'Inicio del aliado: tasas USD/EUR y conteos / Supplier dashboard',
    document: DASHBOARD,
    variables: () => ({}),
    shape: (data) => {
      const d = data.supplierDashboard as Json;
      return { ...d, dolar: restRate(d.dolar), euro: restRate(d.euro) };
    },
  },
  {
    method: 'GET',
    path: '/suppliers/profile',
    summary: 'Perfil del aliado / Supplier profile',
    document: PROFILE,
    variables: () => ({}),
    shape: (data) => restProfile(data.supplierProfile as Json),
  },
  {
    method: 'PUT',
    path: '/suppliers/profile',
    summary: 'Guarda el perfil y el pago móvil (pago_movil: holder, rif, phone, bank_code) / Update profile',
    document: UPDATE_PROFILE,
    variables: ({ body }) => ({ input: profileInput(body) }),
    shape: (data) => restProfile(data.updateSupplierProfile as Json),
  },
  {
    method: 'GET',
    path: BASE,
    summary: 'Actividades propias; orderBy id|title|category|base_price|status / Supplier activities',
    document: LIST,
    relations: ACTIVITY_RELATIONS,
    sortable: ACTIVITY_SORT,
    variables: (input) => ({
      ...pageArgs(input.list),
      ...sortVariables(input, { column: 'id', direction: 'DESC' }),
    }),
    shape: (data) => listEnvelope(data.supplierActivities as Page<Json>, restActivity),
  },
  {
    method: 'POST',
    path: BASE,
    status: 201,
    summary:
      'Crea una actividad (queda pendiente por aprobación); JSON o multipart/form-data (solo campos de texto: las ' +
      'imágenes van a /suppliers/activity/{id}/images); category_id, language_id y origin_id valen 1 si se omiten ' +
      '/ Create activity (JSON or multipart text fields)',
    document: CREATE,
    multipart: true,
    variables: ({ body }) => ({ input: activityInput(body) }),
    shape: (data) => restActivity(data.createActivity as Json),
  },
  {
    method: 'GET',
    path: `${BASE}/:id`,
    summary: 'Una actividad propia / Supplier activity',
    document: GET,
    relations: ACTIVITY_RELATIONS,
    variables: ({ params }) => ({ id: params.id }),
    shape: (data) => restActivity(data.supplierActivity as Json),
  },
  {
    method: 'PUT',
    path: `${BASE}/:id`,
    summary: 'Actualiza todo el formulario de la actividad / Update activity',
    document: UPDATE,
    variables: ({ params, body }) => ({ id: params.id, input: activityInput(body) }),
    shape: (data) => restActivity(data.updateActivity as Json),
  },
  {
    method: 'PATCH',
    path: `${BASE}/:id`,
    summary:
      "Cambio parcial (JSON o multipart/form-data): solo cambian los campos enviados. Con {status}: 0 pausa, 1 envía a aprobación (decisión: 'play' no publica al instante como dice la especificación; vuelve a aprobación, 'Enviada a aprobación'); responde {message, sent_to_approval, activity} / Partial update, pause or play",
    document: PATCH,
    multipart: true,
    variables: patchVariables,
    shape: (data) => {
      const result = data.setActivityStatus as Json | undefined;
      if (result) {
        return {
          message: result.message,
          sent_to_approval: result.sentToApproval,
          activity: restActivity(result.activity as Json),
        };
      }
      return restActivity(data.patchActivity as Json);
    },
  },
  {
    method: 'DELETE',
    path: `${BASE}/:id`,
    summary: 'Elimina (lógicamente) una actividad sin reservas activas / Delete activity',
    document: DELETE,
    variables: ({ params }) => ({ id: params.id }),
    shape: (data) => ({ id: toInt((data.deleteActivity as Json).id), deleted: true }),
  },
  ...activityPartRoutes,
]);
