import type { EntityManager } from '@mikro-orm/postgresql';
import { Decimal } from 'decimal.js';

/**
 * What the public sees of an activity, flattened to text, so that the admin's review queue can show what changed
 * since the last approval: the activity's own text and base price, its price lines, its details
 * (attributes, highlights, "no apto para", FAQ) and its pictures. Kept on `activities.approved_content` (jsonb) when a
 * published activity goes back to review; cleared when an admin approves it again.
 */
export interface PublicContent {
  title: string;
  summary: string;
  description: string;
  departureAddress: string;
  basePrice: string;
  prices: string[];
  details: string[];
  images: string[];
}

/** One line of the admin's "Cambios" list. */
export interface ContentChange {
  field: string;
  before: string;
  after: string;
}

/** Spanish labels, in the order the admin reads them. */
export const CONTENT_LABELS: Record<keyof PublicContent, string> = {
  title: 'Título',
  summary: 'Resumen',
  description: 'Descripción',
  departureAddress: 'Dirección de salida',
  basePrice: 'Precio base (USD)',
  prices: 'Precios',
  details: 'Detalles',
  images: 'Imágenes',
};

const DETAIL_LABELS: Record<string, string> = {
  attribute: 'Atributo',
  highlight: '¿Qué harás?',
  unsuitable: 'No apto para',
  question: 'Pregunta',
};

const money = (value: unknown) => new Decimal(String(value ?? 0)).toFixed(2);

/** The public content of each activity, in four statements whatever the number of activities. */
export async function publicContents(
  em: EntityManager,
  ids: readonly number[],
): Promise<Map<number, PublicContent>> {
  const out = new Map<number, PublicContent>();
  if (ids.length === 0) return out;
  const [activities, prices, details, images] = await Promise.all([
    em.execute<Record<string, unknown>[]>(
      `select id, title, summary, description, departure_address, base_price from activities where id in (?)`,
      [ids],
    ),
    em.execute<Record<string, unknown>[]>(
      `select activity_id, title, description, price, participants from activity_prices
        where activity_id in (?) order by id`,
      [ids],
    ),
    em.execute<Record<string, unknown>[]>(
      `select activity_id, type, title, description, value from activity_details
        where activity_id in (?) order by type, position, id`,
      [ids],
    ),
    em.execute<Record<string, unknown>[]>(
      `select activity_id, path, description from activity_images where activity_id in (?) order by position, id`,
      [ids],
    ),
  ]);
  for (const a of activities) {
    out.set(Number(a.id), {
      title: String(a.title ?? ''),
      summary: String(a.summary ?? ''),
      description: String(a.description ?? ''),
      departureAddress: String(a.departure_address ?? ''),
      basePrice: money(a.base_price),
      prices: [],
      details: [],
      images: [],
    });
  }
  const of = (row: Record<string, unknown>) => out.get(Number(row.activity_id));
  for (const p of prices) {
    const text = p.description ? ` — ${String(p.description)}` : '';
    of(p)?.prices.push(`${String(p.title)}: ${money(p.price)} USD (${String(p.participants)} pers.)${text}`);
  }
  for (const d of details) {
    const label = DETAIL_LABELS[String(d.type)] ?? String(d.type);
    const value = d.type === 'attribute' ? (d.value ? ': sí' : ': no') : '';
    const text = d.description ? ` — ${String(d.description)}` : '';
    of(d)?.details.push(`${label}: ${String(d.title)}${value}${text}`);
  }
  for (const i of images) {
    const name = String(i.path).replace(/^.*\//, '');
    of(i)?.images.push(i.description ? `${name} (${String(i.description)})` : name);
  }
  return out;
}

export async function publicContent(em: EntityManager, id: number): Promise<PublicContent | undefined> {
  return (await publicContents(em, [id])).get(id);
}

/** The fields whose text differs, lists shown one item per line. */
export function contentChanges(before: PublicContent, after: PublicContent): ContentChange[] {
  const changes: ContentChange[] = [];
  for (const key of Object.keys(CONTENT_LABELS) as (keyof PublicContent)[]) {
    const show = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join('\n') : (v ?? ''));
    const was = show(before[key]);
    const now = show(after[key]);
    if (was !== now) changes.push({ field: CONTENT_LABELS[key], before: was, after: now });
  }
  return changes;
}
