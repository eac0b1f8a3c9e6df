/** The supplier portal's GraphQL results in the REST spec's snake_case shapes. */

export type Json = Record<string, unknown>;

export const toInt = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

function lookup(value: unknown) {
  const row = value as Json | null | undefined;
  return row ? { id: toInt(row.id), name: row.name } : null;
}

export function restActivity(a: Json) {
  return {
    id: toInt(a.id),
    title: a.title,
    slug: a.slug,
    summary: a.summary,
    description: a.description,
    status: a.status,
    base_price: a.basePrice,
    duration_quantity: a.durationQuantity,
    duration_unit: lower(a.durationUnit),
    book_before: a.bookBefore,
    cancel_before: a.cancelBefore,
    min_participants: a.minParticipants,
    expected_participants: a.expectedParticipants,
    max_participants: a.maxParticipants,
    departure_address: a.departureAddress,
    category_id: lookup(a.category)?.id ?? null,
    language_id: lookup(a.language)?.id ?? null,
    regularity_id: lookup(a.regularity)?.id ?? null,
    origin_id: lookup(a.origin)?.id ?? null,
    destination_id: lookup(a.destination)?.id ?? null,
    category: lookup(a.category),
    language: lookup(a.language),
    regularity: lookup(a.regularity),
    origin: lookup(a.origin),
    destination: lookup(a.destination),
    rating: a.rating,
    comments_count: a.commentsCount,
    bookmarks_count: a.bookmarksCount,
    published_at: a.publishedAt,
    created_at: a.createdAt,
  };
}

export function restTime(t: Json) {
  return {
    id: toInt(t.id),
    starts_at: t.startsAt,
    ends_at: t.endsAt,
    expected_participants: t.expectedParticipants,
    current_available: t.currentAvailable,
  };
}

export function restDate(d: Json) {
  return {
    id: toInt(d.id),
    starts_at: d.startsAt,
    times: ((d.times as Json[] | undefined) ?? []).map(restTime),
  };
}

export function restPrice(p: Json) {
  return {
    id: toInt(p.id),
    title: p.title,
    description: p.description,
    price: p.price,
    participants: p.participants,
    mandatory: p.mandatory,
    created_at: p.createdAt,
  };
}

export function restDetail(d: Json) {
  return {
    id: toInt(d.id),
    type: lower(d.type),
    title: d.title,
    description: d.description,
    value: d.value,
    attribute_id: toInt(d.attributeTemplateId),
    position: d.position,
    created_at: d.createdAt,
    // Only when asked (`with=attribute`): the template the attribute was copied from.
    ...('attribute' in d ? { attribute: attributeTemplate(d.attribute as Json | null) } : {}),
  };
}

function attributeTemplate(t: Json | null) {
  return t ? { id: toInt(t.id), name: t.name, description: t.description, status: t.status } : null;
}

export function restImage(i: Json) {
  return {
    id: toInt(i.id),
    path: i.path,
    thumbnail_path: i.thumbnailPath,
    description: i.description,
    width: i.width,
    height: i.height,
    position: i.position,
    created_at: i.createdAt,
  };
}

/** The spec's `person{name, avatar, location{name}}` of a comment or a reservation. */
export function restPerson(name: unknown, avatar: unknown, location: unknown) {
  return { name, avatar: avatar ?? null, location: { name: location ?? null } };
}

export function restReview(r: Json) {
  return {
    id: toInt(r.id),
    rating: r.rating,
    title: r.title,
    message: r.message,
    status: lower(r.status),
    created_at: r.createdAt,
    person: restPerson(r.personName, r.personAvatar, r.location),
  };
}

export function restProfile(p: Json) {
  const pago = p.pagoMovil as Json | null;
  return {
    id: toInt(p.id),
    trade_name: p.tradeName,
    legal_name: p.legalName,
    address: p.address,
    description: p.description,
    document_type_id: p.documentTypeId,
    document_code: p.documentCode,
    webpage: p.webpage,
    phone_number: p.phoneNumber,
    email: p.email,
    language_id: p.languageId,
    activated_at: p.activatedAt,
    pago_movil: pago
      ? { holder: pago.holder, rif: pago.rif, phone: pago.phone, bank_code: pago.bankCode }
      : null,
  };
}

export function restRate(r: unknown) {
  const rate = r as Json | null;
  return rate ? { rate: rate.rate, value_date: rate.valueDate } : null;
}
