import { DurationUnit } from '../../modules/catalog/activity.entity.js';
import { TAG_LABELS, type TagName } from '../../modules/catalog/tag.entity.js';
import activityRows from './data/activities.json' with { type: 'json' };
import reviewTexts from './data/review-texts.json' with { type: 'json' };
import { SCENES, type SceneKey } from './scenes.js';

/** Location ids of the reference-data migration. */
export const LOC = {
  caracas: 1,
  laGuaira: 2,
  merida: 3,
  losRoques: 4,
  morrocoy: 5,
  canaima: 6,
  margarita: 7,
  choroni: 8,
  coloniaTovar: 9,
} as const;

export type Category = 'Tours' | 'Aventura' | 'Playas' | 'Gastronomía' | 'Naturaleza' | 'Cultura';
export type Attribute =
  | 'Transporte incluido'
  | 'Guía en español'
  | 'Comidas incluidas'
  | 'Apto para niños'
  | 'Equipo incluido'
  | 'Entradas incluidas';

export interface DemoActivity {
  title: string;
  supplier: 'aliado' | 'aliado2';
  /** 1 active (default) or 0 pending approval. */
  status?: 0 | 1;
  category: Category;
  destination: number;
  origin: number;
  /** USD, the 'Adulto' mandatory line. */
  price: string;
  /** USD for 'Niño (3-11)'; omitted when children cannot take part. */
  childPrice?: string;
  /** An optional third line. */
  extra?: { title: string; description: string; price: string; participants: number };
  duration: [number, DurationUnit];
  featured?: boolean;
  tags?: TagName[];
  summary: string;
  intro: string;
  includes: string[];
  /** '¿Qué harás?' steps: [title, description]. */
  highlights: [string, string][];
  unsuitable: string[];
  /** FAQ: [question 12-124, answer 12-512]. */
  faq: [string, string][];
  attributes: Partial<Record<Attribute, boolean>>;
  /** Three or four pictures, the first is the cover. */
  scenes: SceneKey[];
  departure: string;
  /** Time slots per date: [starts, ends] 'HH:MM:SS'. */
  slots: [string, string][];
  cancelBefore?: number;
  bookBefore?: number;
}

const CATEGORIES: readonly string[] = ['Tours', 'Aventura', 'Playas', 'Gastronomía', 'Naturaleza', 'Cultura'];
const ATTRIBUTES: readonly string[] = [
  'Transporte incluido',
  'Guía en español',
  'Comidas incluidas',
  'Apto para niños',
  'Equipo incluido',
  'Entradas incluidas',
];
const UNITS: readonly string[] = Object.values(DurationUnit);

/** A row of data/activities.json: places by their LOC key instead of their id. */
type ActivityRow = Omit<DemoActivity, 'destination' | 'origin'> & { destination: string; origin: string };

/**
 * Checks a data row against the closed lists its type promises (JSON cannot), so a typo in a data file stops the
 * seed with the activity's title instead of writing a broken row.
 */
function fromRow(row: ActivityRow): DemoActivity {
  const wrong = (what: string, value: unknown) => {
    throw new Error(`Catálogo de demostración: ${what} desconocido (${String(value)}) en «${row.title}»`);
  };
  const place = (key: string) => LOC[key as keyof typeof LOC] ?? wrong('lugar', key);
  if (row.supplier !== 'aliado' && row.supplier !== 'aliado2') wrong('aliado', row.supplier);
  if (!CATEGORIES.includes(row.category)) wrong('categoría', row.category);
  if (!UNITS.includes(row.duration[1])) wrong('unidad de duración', row.duration[1]);
  for (const tag of row.tags ?? []) if (!(tag in TAG_LABELS)) wrong('etiqueta', tag);
  for (const scene of row.scenes) if (!(scene in SCENES)) wrong('escena', scene);
  for (const name of Object.keys(row.attributes)) if (!ATTRIBUTES.includes(name)) wrong('atributo', name);
  return { ...row, destination: place(row.destination), origin: place(row.origin) };
}

/** The demo catalogue (data/activities.json), in the file's order: ids follow it. */
export const DEMO_ACTIVITIES: DemoActivity[] = (activityRows as ActivityRow[]).map(fromRow);

/** Review texts for the demo customers (rating 3–5): data/review-texts.json. */
export const REVIEW_TEXTS: { rating: number; title: string; message: string }[] = reviewTexts;
