import { parse } from 'graphql';
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
import { defineRoutes, type RestRoute } from '../route.js';
import {
  type Row,
  SUPPLIER_FIELDS,
  CONTACT_FIELDS,
  ALERT_FIELDS,
  COMMENT_FIELDS,
  RATE_FIELDS,
  ACTIVITY_FIELDS,
  toInt,
  restSupplier,
  restContact,
  restAlert,
  restComment,
  restRate,
  restActivity,
  restPendingActivity,
  SUPPLIER_RELATIONS,
  SUPPLIER_WITH,
  SUPPLIER_WITH_VARIABLES,
  OWNER_WITH,
  AUTHOR_WITH,
} from './admin-shape.js';
import {
  supplierInput,
  contactInput,
  alertInput,
  currency,
  pendingReview,
  statusFilter,
} from './admin-inputs.js';

/**
 * Admin portal (supplier spec §7 "Admin portal") plus the approvals and exchange rates the spec implies.
 * Saves: POST creates (201); PUT and PATCH `/{id}` both replace the whole form (every field required by the rules
 * is expected, as the admin screens send the full form). Fields are snake_case both ways.
 */

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
    relations: SUPPLIER_RELATIONS,
    document:
      parse(`query RestSuppliers($page: Int!, $perPage: Int!, $orderBy: SupplierOrderBy!, $status: Int,
        $pendingReview: Boolean, $search: String, ${SUPPLIER_WITH_VARIABLES}) {
      suppliers(page: $page, perPage: $perPage, orderBy: $orderBy, status: $status, pendingReview: $pendingReview,
          search: $search) {
        items { ${SUPPLIER_FIELDS} ${SUPPLIER_WITH} } total page lastPage
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
    relations: SUPPLIER_RELATIONS,
    document: parse(
      `query RestSupplier($id: ID!, ${SUPPLIER_WITH_VARIABLES}) { supplier(id: $id) { ${SUPPLIER_FIELDS} ${SUPPLIER_WITH} } }`,
    ),
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
    relations: ['supplier'],
    document: parse(
      `query RestSupplierContacts($id: ID!, $orderBy: String, $withSupplier: Boolean!) { supplierContacts(supplierId: $id, orderBy: $orderBy) { ${CONTACT_FIELDS} ${OWNER_WITH} } }`,
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
    relations: ['supplier'],
    document: parse(
      `query RestSupplierAlerts($id: ID!, $orderBy: String, $withSupplier: Boolean!) { supplierAlerts(supplierId: $id, orderBy: $orderBy) { ${ALERT_FIELDS} ${OWNER_WITH} } }`,
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
    relations: ['supplier', 'author'],
    document: parse(
      `query RestSupplierComments($id: ID!, $orderBy: String, $withSupplier: Boolean!, $withAuthor: Boolean!) { supplierComments(supplierId: $id, orderBy: $orderBy) { ${COMMENT_FIELDS} ${OWNER_WITH} ${AUTHOR_WITH} } }`,
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
