import { parse } from 'graphql';
import { BadInputError } from '../../../server/src/graphql/errors.js';
import { text } from '../body.js';
import { listEnvelope, type Page } from '../envelope.js';
import { listPage, orderArgument, pageArgs, sameColumns, shownColumns } from '../list-params.js';
import {
  ALERT_SORT,
  COMMENT_SORT,
  CONTACT_SORT,
  EXCHANGE_RATE_SORT,
  PENDING_ACTIVITY_SORT,
} from '../../../server/src/modules/admin/admin.inputs.js';
import { defineRoutes, type RestInput, type RestRoute } from '../route.js';

/**
 * Admin portal (supplier spec §7 "Admin portal") plus the approvals and exchange rates the spec implies.
 * Saves: POST creates (201); PUT and PATCH `/{id}` both replace the whole form (every field required by the rules
 * is expected, as the admin screens send the full form). Fields are snake_case both ways.
 */

type Row = Record<string, unknown>;

const SUPPLIER_FIELDS = `id tradeName legalName documentTypeId documentCode phoneNumber email webpage address description
  notes fee status userId languageId categoryId activatedAt createdAt`;
const CONTACT_FIELDS = 'id name email phoneNumber status createdAt';
const ALERT_FIELDS = 'id title message status sentAt readAt createdAt';
const COMMENT_FIELDS = 'id message status authorId authorName createdAt';
const RATE_FIELDS = 'id currency rate valueDate createdAt';
const ACTIVITY_FIELDS = 'id title slug status publishedAt';

const toInt = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function restSupplier(s: Row) {
  return {
    id: toInt(s.id),
    trade_name: s.tradeName,
    legal_name: s.legalName,
    document_type_id: s.documentTypeId,
    document_code: s.documentCode,
    phone_number: s.phoneNumber,
    email: s.email,
    webpage: s.webpage,
    address: s.address,
    description: s.description,
    notes: s.notes,
    fee: s.fee,
    status: s.status,
    user_id: toInt(s.userId),
    language_id: s.languageId,
    category_id: s.categoryId,
    activated_at: s.activatedAt,
    created_at: s.createdAt,
  };
}

function restContact(c: Row, supplierId?: unknown) {
  return {
    id: toInt(c.id),
    ...(supplierId !== undefined ? { supplier_id: toInt(supplierId) } : {}),
    name: c.name,
    email: c.email,
    phone_number: c.phoneNumber,
    status: c.status,
    created_at: c.createdAt,
  };
}

function restAlert(a: Row, supplierId?: unknown) {
  return {
    id: toInt(a.id),
    ...(supplierId !== undefined ? { supplier_id: toInt(supplierId) } : {}),
    title: a.title,
    message: a.message,
    status: a.status,
    sent_at: a.sentAt,
    read_at: a.readAt,
    created_at: a.createdAt,
  };
}

function restComment(c: Row, supplierId?: unknown) {
  return {
    id: toInt(c.id),
    ...(supplierId !== undefined ? { supplier_id: toInt(supplierId) } : {}),
    message: c.message,
    status: c.status,
    author_id: toInt(c.authorId),
    author_name: c.authorName,
    created_at: c.createdAt,
  };
}

function restRate(r: Row) {
  return {
    id: toInt(r.id),
    currency: r.currency,
    rate: r.rate,
    value_date: r.valueDate,
    created_at: r.createdAt,
  };
}

function restActivity(a: Row) {
  return { id: toInt(a.id), title: a.title, slug: a.slug, status: a.status, published_at: a.publishedAt };
}

function restPendingActivity(a: Row) {
  return {
    id: toInt(a.id),
    title: a.title,
    slug: a.slug,
    created_at: a.createdAt,
    updated_at: a.updatedAt,
    published_at: a.publishedAt,
    supplier_id: toInt(a.supplierId),
    supplier_name: a.supplierName,
    changes: a.changes,
  };
}

const INT32_MAX = 2_147_483_647;

/**
 * An optional integer (status, ids): null when absent (the schema's default or "requerido" applies); -1 when
 * malformed or outside GraphQL's 32-bit Int, which every one of these schemas refuses as invalid (a malformed status
 * must not fall back to the default, and a value GraphQL cannot coerce must never reach it).
 */
function optionalInteger(body: RestInput['body'], name: string): number | null {
  const value = body[name];
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && Math.abs(n) <= INT32_MAX ? n : -1;
}

/** A required integer: 0 (refused by the schemas) when absent, malformed or out of range. */
function requiredInteger(body: RestInput['body'], name: string): number {
  return optionalInteger(body, name) ?? 0;
}

/** A nullable text field: null when absent. */
function nullableText(body: RestInput['body'], name: string): string | null {
  return body[name] === undefined || body[name] === null ? null : text(body, name);
}

function supplierInput(body: RestInput['body']) {
  return {
    tradeName: text(body, 'trade_name'),
    legalName: text(body, 'legal_name'),
    documentTypeId: requiredInteger(body, 'document_type_id'),
    documentCode: text(body, 'document_code'),
    email: nullableText(body, 'email'),
    phoneNumber: nullableText(body, 'phone_number'),
    webpage: nullableText(body, 'webpage'),
    address: nullableText(body, 'address'),
    description: text(body, 'description'),
    notes: nullableText(body, 'notes'),
    fee: nullableText(body, 'fee'),
    status: optionalInteger(body, 'status'),
    languageId: optionalInteger(body, 'language_id'),
    categoryId: optionalInteger(body, 'category_id'),
  };
}

function contactInput(body: RestInput['body']) {
  return {
    name: text(body, 'name'),
    email: nullableText(body, 'email'),
    phoneNumber: text(body, 'phone_number'),
    status: optionalInteger(body, 'status'),
  };
}

function alertInput(body: RestInput['body']) {
  return {
    title: text(body, 'title'),
    message: text(body, 'message'),
    status: optionalInteger(body, 'status'),
  };
}

const CURRENCY_MESSAGE = 'La moneda debe ser USD o EUR';

/** `currency` as the GraphQL enum; anything else is refused here with the schema's Spanish message. */
function currency(value: unknown, required: boolean): string | null {
  if ((value === undefined || value === '') && !required) return null;
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (upper !== 'USD' && upper !== 'EUR')
    throw new BadInputError(CURRENCY_MESSAGE, { currency: CURRENCY_MESSAGE });
  return upper;
}

function pendingReview(value: unknown): boolean | null {
  if (value === undefined || value === '') return null;
  return value === '1' || value === 'true';
}

function statusFilter(value: unknown): number | null {
  if (value === undefined || value === '') return null;
  if (value !== '0' && value !== '1') {
    throw new BadInputError('El estado debe ser 0 o 1.', { status: 'El estado debe ser 0 o 1.' });
  }
  return Number(value);
}

/** Save routes: POST creates, PUT and PATCH `/{id}` replace. */
function saveRoutes(
  base: string,
  what: string,
  whatEn: string,
  create: Omit<RestRoute, 'method' | 'path'>,
  update: Omit<RestRoute, 'method' | 'path'>,
): RestRoute[] {
  return [
    {
      method: 'POST',
      path: base,
      status: 201,
      ...create,
      summary: `Crea ${what}`,
      summaryEn: `Create ${whatEn}`,
    },
    {
      method: 'PUT',
      path: `${base}/:id`,
      ...update,
      summary: `Actualiza ${what}`,
      summaryEn: `Update ${whatEn}`,
    },
    {
      method: 'PATCH',
      path: `${base}/:id`,
      ...update,
      summary: `Actualiza ${what} (mismo cuerpo que PUT)`,
      summaryEn: `Update ${whatEn} (same body as PUT)`,
    },
  ];
}

const CREATE_SUPPLIER = parse(`mutation RestCreateSupplier($input: CreateSupplierInput!) {
  createSupplier(input: $input) { ${SUPPLIER_FIELDS} }
}`);
const UPDATE_SUPPLIER = parse(`mutation RestUpdateSupplier($input: UpdateSupplierInput!) {
  updateSupplier(input: $input) { ${SUPPLIER_FIELDS} }
}`);
const CREATE_CONTACT = parse(`mutation RestCreateSupplierContact($input: CreateSupplierContactInput!) {
  createSupplierContact(input: $input) { ${CONTACT_FIELDS} }
}`);
const UPDATE_CONTACT = parse(`mutation RestUpdateSupplierContact($input: UpdateSupplierContactInput!) {
  updateSupplierContact(input: $input) { ${CONTACT_FIELDS} }
}`);
const CREATE_ALERT = parse(`mutation RestCreateProviderAlert($input: CreateProviderAlertInput!) {
  createProviderAlert(input: $input) { ${ALERT_FIELDS} }
}`);
const UPDATE_ALERT = parse(`mutation RestUpdateProviderAlert($input: UpdateProviderAlertInput!) {
  updateProviderAlert(input: $input) { ${ALERT_FIELDS} }
}`);
const CREATE_COMMENT = parse(`mutation RestCreateSupplierComment($input: CreateSupplierCommentInput!) {
  createSupplierComment(input: $input) { ${COMMENT_FIELDS} }
}`);
const UPDATE_COMMENT = parse(`mutation RestUpdateSupplierComment($input: UpdateSupplierCommentInput!) {
  updateSupplierComment(input: $input) { ${COMMENT_FIELDS} }
}`);

export const adminRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/admin/dashboard',
    summary: 'Trabajo pendiente del administrador / Admin dashboard counts',
    document: parse(`query RestAdminDashboard {
      adminDashboard { pendingSuppliers pendingActivities pendingPayments pendingLeads }
    }`),
    variables: () => ({}),
    shape: (data) => {
      const d = data.adminDashboard as Row;
      return {
        pending_suppliers: d.pendingSuppliers,
        pending_activities: d.pendingActivities,
        pending_payments: d.pendingPayments,
        pending_leads: d.pendingLeads,
      };
    },
  },
  {
    method: 'GET',
    path: '/supplier',
    summary: 'Aliados paginados (orderBy=id:asc…, status, pending_review) / Suppliers',
    query: {
      status: '0 o 1 / 0 or 1',
      pending_review: 'true: registros por activar / awaiting activation',
      s: 'Texto libre / free text',
    },
    sortable: {
      id: 'ID',
      trade_name: 'TRADE_NAME',
      document_code: 'DOCUMENT_CODE',
      phone_number: 'PHONE_NUMBER',
      status: 'STATUS',
      created_at: 'CREATED_AT',
    },
    document:
      parse(`query RestSuppliers($page: Int!, $perPage: Int!, $orderBy: SupplierOrderBy!, $status: Int,
        $pendingReview: Boolean, $search: String) {
      suppliers(page: $page, perPage: $perPage, orderBy: $orderBy, status: $status, pendingReview: $pendingReview,
          search: $search) {
        items { ${SUPPLIER_FIELDS} } total page lastPage
      }
    }`),
    variables: ({ list, query }) => ({
      page: pageArgs(list).page,
      perPage: list.perPage,
      orderBy: list.orderBy ? `${list.orderBy.column}_${list.orderBy.direction}` : 'ID_ASC',
      status: statusFilter(query.status),
      pendingReview: pendingReview(query.pending_review),
      search: typeof query.s === 'string' && query.s.trim() ? query.s : null,
    }),
    shape: (data) => listEnvelope(data.suppliers as Page<Row>, restSupplier),
  },
  {
    method: 'GET',
    path: '/supplier/:id',
    summary: 'Un aliado / One supplier',
    document: parse(`query RestSupplier($id: ID!) { supplier(id: $id) { ${SUPPLIER_FIELDS} } }`),
    variables: ({ params }) => ({ id: params.id }),
    shape: (data) => restSupplier(data.supplier as Row),
  },
  ...saveRoutes(
    '/supplier',
    'un aliado (y su usuario, con el enlace para crear la contraseña)',
    'a supplier (and its user, e-mailed a link to set the password)',
    {
      summary: '',
      document: CREATE_SUPPLIER,
      variables: ({ body }) => ({ input: supplierInput(body) }),
      shape: (data) => restSupplier(data.createSupplier as Row),
    },
    {
      summary: '',
      document: UPDATE_SUPPLIER,
      variables: ({ body, params }) => ({ input: { id: params.id, ...supplierInput(body) } }),
      shape: (data) => restSupplier(data.updateSupplier as Row),
    },
  ),
  {
    method: 'POST',
    path: '/supplier/:id/activate',
    summary: 'Activa el registro de un aliado / Activate a supplier registration',
    document: parse(
      `mutation RestActivateSupplier($id: ID!) { activateSupplier(id: $id) { ${SUPPLIER_FIELDS} } }`,
    ),
    variables: ({ params }) => ({ id: params.id }),
    shape: (data) => restSupplier(data.activateSupplier as Row),
  },
  {
    method: 'GET',
    path: '/supplier_category',
    summary: 'Categorías de aliado / Supplier categories',
    query: { status: 'Solo 1 (activas) / only 1 (active)' },
    document: parse(`query RestSupplierCategories { supplierCategories { id name status } }`),
    variables: () => ({}),
    sortable: shownColumns('id', 'name', 'status'),
    shape: (data, { list }) =>
      listPage(data.supplierCategories as Row[], list, (c) => ({ ...c, id: toInt(c.id) })),
  },
  {
    method: 'GET',
    path: '/supplier/:id/contact',
    summary: 'Contactos de un aliado / Supplier contacts',
    sortable: sameColumns(CONTACT_SORT),
    document: parse(
      `query RestSupplierContacts($id: ID!, $orderBy: String) { supplierContacts(supplierId: $id, orderBy: $orderBy) { ${CONTACT_FIELDS} } }`,
    ),
    variables: ({ params, list }) => ({ id: params.id, orderBy: orderArgument(list) }),
    shape: (data, { params, list }) =>
      listPage(data.supplierContacts as Row[], list, (c) => restContact(c, params.id)),
  },
  {
    method: 'GET',
    path: '/supplier/:id/alert',
    summary: 'Alertas de un aliado / Supplier alerts',
    sortable: sameColumns(ALERT_SORT),
    document: parse(
      `query RestSupplierAlerts($id: ID!, $orderBy: String) { supplierAlerts(supplierId: $id, orderBy: $orderBy) { ${ALERT_FIELDS} } }`,
    ),
    variables: ({ params, list }) => ({ id: params.id, orderBy: orderArgument(list) }),
    shape: (data, { params, list }) =>
      listPage(data.supplierAlerts as Row[], list, (a) => restAlert(a, params.id)),
  },
  {
    method: 'GET',
    path: '/supplier/:id/comment',
    summary: 'Comentarios internos de un aliado / Supplier internal comments',
    sortable: sameColumns(COMMENT_SORT),
    document: parse(
      `query RestSupplierComments($id: ID!, $orderBy: String) { supplierComments(supplierId: $id, orderBy: $orderBy) { ${COMMENT_FIELDS} } }`,
    ),
    variables: ({ params, list }) => ({ id: params.id, orderBy: orderArgument(list) }),
    shape: (data, { params, list }) =>
      listPage(data.supplierComments as Row[], list, (c) => restComment(c, params.id)),
  },
  ...saveRoutes(
    '/supplier_contact',
    'un contacto de aliado',
    'a supplier contact',
    {
      summary: '',
      document: CREATE_CONTACT,
      variables: ({ body }) => ({ input: { supplierId: text(body, 'supplier_id'), ...contactInput(body) } }),
      shape: (data, { body }) => restContact(data.createSupplierContact as Row, text(body, 'supplier_id')),
    },
    {
      summary: '',
      document: UPDATE_CONTACT,
      variables: ({ body, params }) => ({ input: { id: params.id, ...contactInput(body) } }),
      shape: (data) => restContact(data.updateSupplierContact as Row),
    },
  ),
  ...saveRoutes(
    '/provider_alert',
    'una alerta para un aliado (status 1 la envía)',
    'a supplier alert (status 1 sends it)',
    {
      summary: '',
      document: CREATE_ALERT,
      variables: ({ body }) => ({ input: { supplierId: text(body, 'supplier_id'), ...alertInput(body) } }),
      shape: (data, { body }) => restAlert(data.createProviderAlert as Row, text(body, 'supplier_id')),
    },
    {
      summary: '',
      document: UPDATE_ALERT,
      variables: ({ body, params }) => ({ input: { id: params.id, ...alertInput(body) } }),
      shape: (data) => restAlert(data.updateProviderAlert as Row),
    },
  ),
  {
    method: 'POST',
    path: '/provider_alert/:id/send',
    summary: 'Envía una alerta no enviada / Send an alert',
    document: parse(
      `mutation RestSendProviderAlert($id: ID!) { sendProviderAlert(id: $id) { ${ALERT_FIELDS} } }`,
    ),
    variables: ({ params }) => ({ id: params.id }),
    shape: (data) => restAlert(data.sendProviderAlert as Row),
  },
  ...saveRoutes(
    '/supplier_comment',
    'un comentario interno',
    'an internal comment',
    {
      summary: '',
      document: CREATE_COMMENT,
      variables: ({ body }) => ({
        input: { supplierId: text(body, 'supplier_id'), message: text(body, 'message') },
      }),
      shape: (data, { body }) => restComment(data.createSupplierComment as Row, text(body, 'supplier_id')),
    },
    {
      summary: '',
      document: UPDATE_COMMENT,
      variables: ({ body, params }) => ({ input: { id: params.id, message: text(body, 'message') } }),
      shape: (data) => restComment(data.updateSupplierComment as Row),
    },
  ),
  {
    method: 'GET',
    path: '/admin/activity/pending',
    summary:
      'Actividades por aprobar, la más antigua primero, con lo que cambió desde la última aprobación / Activities awaiting approval, with their changes',
    sortable: sameColumns(PENDING_ACTIVITY_SORT),
    document: parse(`query RestPendingActivities($page: Int!, $perPage: Int!, $orderBy: String) {
      pendingActivities(page: $page, perPage: $perPage, orderBy: $orderBy) {
        items { id title slug createdAt updatedAt publishedAt supplierId supplierName changes { field before after } }
        total page lastPage
      }
    }`),
    variables: ({ list }) => ({ ...pageArgs(list), orderBy: orderArgument(list) }),
    shape: (data) => listEnvelope(data.pendingActivities as Page<Row>, restPendingActivity),
  },
  {
    method: 'POST',
    path: '/activity/:id/approve',
    summary: 'Aprueba una actividad pendiente / Approve an activity',
    document: parse(
      `mutation RestApproveActivity($id: ID!) { approveActivity(id: $id) { ${ACTIVITY_FIELDS} } }`,
    ),
    variables: ({ params }) => ({ id: params.id }),
    shape: (data) => restActivity(data.approveActivity as Row),
  },
  {
    method: 'POST',
    path: '/activity/:id/reject',
    summary: 'Devuelve una actividad pendiente con un motivo / Send an activity back',
    document: parse(`mutation RestRejectActivity($input: RejectActivityInput!) {
      rejectActivity(input: $input) { ${ACTIVITY_FIELDS} }
    }`),
    variables: ({ params, body }) => ({ input: { id: params.id, reason: text(body, 'reason') } }),
    shape: (data) => restActivity(data.rejectActivity as Row),
  },
  {
    method: 'GET',
    path: '/exchange_rate',
    summary: 'Historial de tasas (currency=USD|EUR) / Exchange rate history',
    query: { currency: 'USD o EUR / USD or EUR' },
    sortable: sameColumns(EXCHANGE_RATE_SORT),
    document:
      parse(`query RestExchangeRates($page: Int!, $perPage: Int!, $currency: Currency, $orderBy: String) {
      exchangeRates(page: $page, perPage: $perPage, currency: $currency, orderBy: $orderBy) { items { ${RATE_FIELDS} } total page lastPage }
    }`),
    variables: ({ list, query }) => ({
      page: pageArgs(list).page,
      perPage: list.perPage,
      orderBy: orderArgument(list),
      currency: currency(query.currency, false),
    }),
    shape: (data) => listEnvelope(data.exchangeRates as Page<Row>, restRate),
  },
  {
    method: 'GET',
    path: '/exchange_rate/latest',
    summary: 'Tasa vigente de una moneda (currency=USD|EUR) / Latest exchange rate',
    query: { currency: 'USD (por omisión) o EUR / USD (default) or EUR' },
    document: parse(`query RestLatestExchangeRate($currency: Currency!) {
      latestExchangeRate(currency: $currency) { ${RATE_FIELDS} }
    }`),
    variables: ({ query }) => ({ currency: currency(query.currency ?? 'USD', true) }),
    shape: (data) => (data.latestExchangeRate ? restRate(data.latestExchangeRate as Row) : null),
  },
  {
    method: 'POST',
    path: '/exchange_rate',
    summary: 'Registra una tasa (currency, rate, value_date) / Set an exchange rate',
    status: 201,
    document: parse(`mutation RestSetExchangeRate($input: SetExchangeRateInput!) {
      setExchangeRate(input: $input) { ${RATE_FIELDS} }
    }`),
    variables: ({ body }) => ({
      input: {
        currency: text(body, 'currency'),
        rate: text(body, 'rate'),
        valueDate: text(body, 'value_date'),
      },
    }),
    shape: (data) => restRate(data.setExchangeRate as Row),
  },
]);
