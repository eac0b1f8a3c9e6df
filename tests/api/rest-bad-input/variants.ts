/**
 * Bad inputs for one writing route, built from a plausible base body: each variant spoils one aspect of every field
 * of its kind (numbers negative, ids unknown, strings huge…) so the rest of the body still reaches the service.
 */

type Json = unknown;
type Body = Record<string, Json>;

export interface Variant {
  name: string;
  /** A JSON value to send, or `raw` text sent as application/json as is. */
  body?: Json;
  raw?: string;
}

const HUGE = 'x'.repeat(20_000);
export const UNKNOWN_ID = 987_654_321;

const isIdName = (key: string) => /(^id$|_id$|_ids$)/.test(key);
const isNumeric = (v: Json) => typeof v === 'number' || (typeof v === 'string' && /^\d+([.,]\d+)?$/.test(v));

/** Applies `change` to every leaf (key, value) of the body, nested objects and arrays included. */
function mapLeaves(value: Json, change: (key: string, v: Json) => Json, key = ''): Json {
  if (Array.isArray(value)) {
    if (value.length && value.every((v) => typeof v !== 'object' || v === null)) return change(key, value); // a list of ids is one leaf (booking_ids)
    return value.map((v) => mapLeaves(v, change, key));
  }
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, change, k)]));
  return change(key, value);
}

function wrongType(v: Json): Json {
  if (typeof v === 'string') return { valor: v };
  if (typeof v === 'number') return 'abc';
  if (typeof v === 'boolean') return 'quizás';
  if (Array.isArray(v)) return { lista: v };
  return ['x'];
}

/** `required`: the body's required fields (empty or blank optional texts are legitimate). */
export function badBodies(base: Body, foreign: Record<string, Json>, required: Set<string>): Variant[] {
  const whenNumeric = (to: (v: Json) => Json) => (key: string, v: Json) =>
    Array.isArray(v)
      ? v.map((x) => (isNumeric(x) ? to(x) : x))
      : isNumeric(v) && key !== 'status'
        ? to(v)
        : v;
  const variants: Variant[] = [
    { name: 'JSON mal formado', raw: '{"title": "sin cerrar", ' },
    { name: 'un texto JSON en vez de objeto', raw: '"hola"' },
    { name: 'un arreglo en vez de objeto', body: [base] },
    { name: 'cuerpo vacío (faltan campos)', body: {} },
    { name: 'todo null', body: mapLeaves(base, () => null) },
    {
      name: 'textos vacíos',
      body: mapLeaves(base, (k, v) => (typeof v === 'string' && required.has(k) ? '' : v)),
    },
    {
      name: 'solo espacios',
      body: mapLeaves(base, (k, v) => (typeof v === 'string' && required.has(k) ? '   ' : v)),
    },
    { name: 'tipos equivocados', body: mapLeaves(base, (_k, v) => wrongType(v)) },
    {
      name: 'textos enormes',
      body: mapLeaves(base, (k, v) => (typeof v === 'string' && !isIdName(k) ? HUGE : v)),
    },
    {
      name: 'números negativos',
      body: mapLeaves(
        base,
        whenNumeric((v) => (typeof v === 'string' ? '-5' : -5)),
      ),
    },
    {
      name: 'ceros',
      body: mapLeaves(
        base,
        whenNumeric((v) => (typeof v === 'string' ? '0' : 0)),
      ),
    },
    {
      name: 'enteros desbordados',
      body: mapLeaves(
        base,
        whenNumeric(() => 2 ** 31),
      ),
    },
    {
      name: 'números gigantes',
      body: mapLeaves(
        base,
        whenNumeric(() => 1e300),
      ),
    },
    {
      name: 'ids desconocidos',
      body: mapLeaves(base, (k, v) =>
        isIdName(k) ? (Array.isArray(v) ? v.map(() => UNKNOWN_ID) : UNKNOWN_ID) : v,
      ),
    },
    {
      name: 'ids ajenos',
      body: mapLeaves(base, (k, v) => (isIdName(k) && k in foreign ? foreign[k] : v)),
    },
  ];
  const same = JSON.stringify(base);
  return variants.filter((v) => v.raw !== undefined || JSON.stringify(v.body) !== same);
}

/** Bad values for a path parameter (the last one of the path). */
export function badIds(foreignId: number | undefined): string[] {
  return [
    'abc',
    '0',
    '-1',
    '1.5',
    '99999999999999999999',
    String(UNKNOWN_ID),
    ...(foreignId ? [String(foreignId)] : []),
  ];
}
