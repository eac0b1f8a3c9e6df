/** Admin portal GraphQL selections and their results in the REST spec's snake_case shapes. */

export type Row = Record<string, unknown>;

export const SUPPLIER_FIELDS = `id tradeName legalName documentTypeId documentCode phoneNumber email webpage address description
  notes fee status userId languageId categoryId activatedAt createdAt`;
export const CONTACT_FIELDS = 'id name email phoneNumber status createdAt';
export const ALERT_FIELDS = 'id title message status sentAt readAt createdAt';
export const COMMENT_FIELDS = 'id message status authorId authorName createdAt';
export const RATE_FIELDS = 'id currency rate valueDate createdAt';
export const ACTIVITY_FIELDS = 'id title slug status publishedAt';

export const toInt = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Relations `with` may name on the supplier list and record, and their selections (included only when asked). */
export const SUPPLIER_RELATIONS = ['category', 'user'];
export const SUPPLIER_WITH = `category @include(if: $withCategory) { id name }
  user @include(if: $withUser) { id name email lastLoginAt activatedAt }`;
export const SUPPLIER_WITH_VARIABLES = '$withCategory: Boolean!, $withUser: Boolean!';
/** The owner of a contact, alert or comment (`with=supplier`), and a comment's author (`with=author`). */
export const OWNER_WITH = 'supplier @include(if: $withSupplier) { id tradeName }';
export const AUTHOR_WITH = 'author @include(if: $withAuthor) { id name }';

/** A relation the request asked for, in the answer's shape; absent (no key) when it was not asked. */
function related(row: Row, key: string, shape: (value: Row) => unknown): Row {
  if (!(key in row)) return {};
  const value = row[key] as Row | null;
  return { [key]: value ? shape(value) : null };
}

const supplierRef = (s: Row) => ({ id: toInt(s.id), trade_name: s.tradeName });
const person = (u: Row) => ({ id: toInt(u.id), name: u.name });

export function restSupplier(s: Row) {
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
    ...related(s, 'category', (c) => ({ id: toInt(c.id), name: c.name })),
    ...related(s, 'user', (u) => ({
      id: toInt(u.id),
      name: u.name,
      email: u.email,
      last_login_at: u.lastLoginAt,
      activated_at: u.activatedAt,
    })),
  };
}

export function restContact(c: Row, supplierId?: unknown) {
  return {
    id: toInt(c.id),
    ...(supplierId !== undefined ? { supplier_id: toInt(supplierId) } : {}),
    name: c.name,
    email: c.email,
    phone_number: c.phoneNumber,
    status: c.status,
    created_at: c.createdAt,
    ...related(c, 'supplier', supplierRef),
  };
}

export function restAlert(a: Row, supplierId?: unknown) {
  return {
    id: toInt(a.id),
    ...(supplierId !== undefined ? { supplier_id: toInt(supplierId) } : {}),
    title: a.title,
    message: a.message,
    status: a.status,
    sent_at: a.sentAt,
    read_at: a.readAt,
    created_at: a.createdAt,
    ...related(a, 'supplier', supplierRef),
  };
}

export function restComment(c: Row, supplierId?: unknown) {
  return {
    id: toInt(c.id),
    ...(supplierId !== undefined ? { supplier_id: toInt(supplierId) } : {}),
    message: c.message,
    status: c.status,
    author_id: toInt(c.authorId),
    author_name: c.authorName,
    created_at: c.createdAt,
    ...related(c, 'supplier', supplierRef),
    ...related(c, 'author', person),
  };
}

export function restRate(r: Row) {
  return {
    id: toInt(r.id),
    currency: r.currency,
    rate: r.rate,
    value_date: r.valueDate,
    created_at: r.createdAt,
  };
}

export function restActivity(a: Row) {
  return { id: toInt(a.id), title: a.title, slug: a.slug, status: a.status, published_at: a.publishedAt };
}

export function restPendingActivity(a: Row) {
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
