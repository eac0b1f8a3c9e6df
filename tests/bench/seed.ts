import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormConfig } from '../../server/src/assembly/mikro-orm.config.js';
import { SEARCH_WORDS_FROM_ALL_TITLES } from '../../server/src/modules/catalog/search-word.entity.js';
import { ACTIVITY_FACET_ROWS_REBUILD } from '../../server/src/modules/catalog/activity-facet-row.entity.js';
import { benchPasswordHash, seedBookings } from './seed-bookings.js';

/**
 * The bench databases on DATABASE_URL's server (default the local PostgreSQL), migrated, then filled with set-based
 * SQL (generate_series): activities with 24 dates over two years (2–4 time slots each), prices, image rows, tags,
 * attributes and reviews on a third; customers, suppliers, and bookings in every state with their orders and payments
 * (seed-bookings.ts). Two scales: `10k` (`xplora_bench`, the default) and `100k` (`xplora_bench_100k`). Reused while
 * complete; `--reseed` rebuilds.
 */

export interface BenchScale {
  name: '10k' | '100k';
  database: string;
  activities: number;
  customers: number;
  suppliers: number;
  bookings: number;
}

export const SCALES: Record<BenchScale['name'], BenchScale> = {
  '10k': {
    name: '10k',
    database: 'xplora_bench',
    activities: 10_000,
    customers: 2_000,
    suppliers: 200,
    bookings: 100_000,
  },
  '100k': {
    name: '100k',
    database: 'xplora_bench_100k',
    activities: 100_000,
    customers: 50_000,
    suppliers: 2_000,
    bookings: 1_000_000,
  },
};

export function benchScale(name = '10k'): BenchScale {
  const scale = SCALES[name as BenchScale['name']];
  if (!scale) throw new Error(`escala desconocida: ${name} (${Object.keys(SCALES).join(', ')})`);
  return scale;
}

/** The default scale's activity count (the load and users parts pick activities among them). */
export const BENCH_ACTIVITIES = SCALES['10k'].activities;
/** Dates per activity: one every 30 days from a year ago to a year ahead. */
export const DATES_PER_ACTIVITY = 24;

/**
 * The scale's database name, with BENCH_DB_SUFFIX appended when set (`BENCH_DB_SUFFIX=_x` → `xplora_bench_x`,
 * `xplora_bench_100k_x`): people sharing one PostgreSQL server (or a run that writes, such as the traffic part) each
 * use their own bench database instead of rebuilding one another's.
 */
export function benchDatabaseName(scale: BenchScale): string {
  const suffix = process.env.BENCH_DB_SUFFIX ?? '';
  if (!/^[a-z0-9_]*$/.test(suffix)) throw new Error('BENCH_DB_SUFFIX: solo letras minúsculas, cifras y _');
  return `${scale.database}${suffix}`;
}

export function benchDatabaseUrl(scale: BenchScale = SCALES['10k']): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${benchDatabaseName(scale)}`;
  return url.toString();
}

const WORDS = {
  kind: [
    'Paseo',
    'Caminata',
    'Tour',
    'Excursión',
    'Clase de surf',
    'Taller de cacao',
    'Día de playa',
    'Travesía',
    'Ruta gastronómica',
    'Noche de estrellas',
    'Kayak',
    'Teleférico',
    'Buceo',
    'Recorrido histórico',
    'Cabalgata',
    'Parapente',
  ],
  place: [
    'Caracas',
    'La Guaira',
    'Mérida',
    'Los Roques',
    'Morrocoy',
    'Canaima',
    'Margarita',
    'Choroní',
    'Colonia Tovar',
    'El Hatillo',
    'Galipán',
    'Chichiriviche',
  ],
  extra: [
    'al amanecer',
    'con almuerzo',
    'en grupo pequeño',
    'para familias',
    'privado',
    'de medio día',
    'guiado',
  ],
};

function sqlArray(values: string[]): string {
  return `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
}

/** Complete = the last step's marker table is there with this scale's counts (a build cut short is rebuilt). */
async function isComplete(url: string, scale: BenchScale): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{
      activities: string;
      customers: string;
      bookings: string;
      marked: boolean;
    }>(
      `select (select count(*) from activities) as activities,
        (select count(*) from users where role = 'client') as customers,
        (select count(*) from bookings) as bookings,
        to_regclass('bench_complete') is not null as marked`,
    );
    return (
      rows[0]!.marked &&
      Number(rows[0]!.activities) === scale.activities &&
      Number(rows[0]!.customers) === scale.customers &&
      // The traffic part adds bookings (and puts back the titles it edits): more than seeded is still complete.
      Number(rows[0]!.bookings) >= scale.bookings
    );
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function prepareBenchDatabase(
  options: { scale?: BenchScale; reseed?: boolean; log?: (m: string) => void } = {},
) {
  const log = options.log ?? (() => undefined);
  const scale = options.scale ?? SCALES['10k'];
  const url = benchDatabaseUrl(scale);
  if (!options.reseed && (await isComplete(url, scale))) {
    log(
      `${benchDatabaseName(scale)} ya tiene ${scale.activities} actividades: se reutiliza (--reseed para regenerarla)`,
    );
    await migrate(url, log);
    return url;
  }
  log(
    `${benchDatabaseName(scale)}: construyendo (${scale.activities} actividades, ${scale.bookings} reservas)`,
  );
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${benchDatabaseName(scale)} with (force)`);
  await admin.query(`create database ${benchDatabaseName(scale)} encoding 'UTF8' template template0`);
  await admin.end();

  const started = Date.now();
  const orm = await MikroORM.init(ormConfig(url, { debug: false }));
  await orm.migrator.up();
  await orm.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = async (label: string, sql: string) => {
    const t = Date.now();
    await client.query(sql);
    log(`  ${label} (${Date.now() - t} ms)`);
  };
  await client.query('set synchronous_commit = off');
  // The generated rows are consistent by construction: skip the per-row foreign-key and catalogue triggers.
  await client.query('set session_replication_role = replica');
  await client.query(`set maintenance_work_mem = '256MB'`);
  await client.query(`set work_mem = '64MB'`);
  // No enclosing transaction: the bookings' count marks a complete build (isComplete), and the planner needs the
  // catalogue's statistics to join the bookings to their dates by index.
  await seedCatalogue(run, scale);
  await run('analyze', 'analyze');
  await seedBookings(run, scale, await benchPasswordHash());
  // The rows were written with triggers off: the seat summaries the search reads are built once from the slots.
  await run('resúmenes de cupos', 'select activity_availability_rebuild()');
  await run('filas de facetas', ACTIVITY_FACET_ROWS_REBUILD);
  // As autovacuum leaves a live database: statistics, and visibility maps so index-only scans stay index-only.
  await run('vacuum (analyze)', 'vacuum (analyze)');
  // Copied with the database (`create database … template …`), so a copy of a complete build is complete too.
  await client.query('create table bench_complete (built_at timestamptz not null default now())');
  const { rows } = await client.query<{ size: string }>(
    'select pg_size_pretty(pg_database_size(current_database())) size',
  );
  await client.end();
  log(
    `${benchDatabaseName(scale)} creada en ${((Date.now() - started) / 1000).toFixed(1)} s, ${rows[0]!.size}`,
  );
  return url;
}

/**
 * A reused bench database gets the migrations written since it was seeded (their backfills run on its rows), so a
 * new migration reaches the seeded databases without a reseed.
 */
async function migrate(url: string, log: (m: string) => void) {
  const orm = await MikroORM.init(ormConfig(url, { debug: false }));
  try {
    const pending = await orm.migrator.getPending();
    if (pending.length === 0) return;
    const started = Date.now();
    await orm.migrator.up();
    log(
      `  migraciones pendientes aplicadas: ${pending.map((m) => m.name).join(', ')} (${Date.now() - started} ms)`,
    );
  } finally {
    await orm.close();
  }
}

type Run = (label: string, sql: string) => Promise<void>;

/**
 * Activities over every destination and category; supplier n owns activities n, n + S, n + 2S… (so the first
 * supplier's ids are ≡ 1 mod S); every 50th activity is pending.
 */
async function seedCatalogue(run: Run, scale: BenchScale) {
  const { activities, customers, suppliers } = scale;
  await run(
    'usuarios',
    `insert into users (name, email, password_hash, role, activated_at)
    select 'Cliente ' || i, 'cliente' || i || '@bench.test', 'x', 'client'::user_role, now()
      from generate_series(1, ${customers}) i
    union all
    select 'Aliado ' || i, 'aliado' || i || '@bench.test', 'x', 'supplier'::user_role, now()
      from generate_series(1, ${suppliers}) i`,
  );
  await run(
    'aliados',
    `insert into suppliers (user_id, trade_name, legal_name, document_type_id, document_code, status)
    select u.id, 'Operador ' || row_number() over (order by u.id), 'Operador, C.A.', 3,
      lpad((400000000 + u.id)::text, 9, '0'), 1
    from users u where u.role = 'supplier' order by u.id`,
  );
  await run(
    'actividades',
    `with s as (select array_agg(id order by id) ids from suppliers),
      dest as (select array_agg(id order by id) ids from locations),
      cat as (select array_agg(id order by id) ids from activity_categories)
    insert into activities (supplier_id, slug, title, summary, description, status, regularity_id, category_id,
      language_id, origin_id, destination_id, base_price, duration_quantity, duration_unit, expected_participants,
      max_participants, featured, rating, comments_count, published_at, book_before, cancel_before)
    select s.ids[1 + (i - 1) % ${suppliers}],
      'actividad-' || i,
      k.kind || ' ' || k.extra || ' en ' || k.place || ' #' || i,
      'Una experiencia de ' || lower(k.kind) || ' en ' || k.place || ' con guías locales y todo organizado.',
      '<p>' || k.kind || ' por ' || k.place || '. Incluye traslado, guía y seguro.</p><ul><li>Agua</li><li>Fotos</li></ul>',
      case when i % 50 = 0 then 0 else 1 end,
      2, cat.ids[1 + i % cardinality(cat.ids)], case when i % 5 = 0 then 2 else 1 end,
      dest.ids[1 + (i / 7) % cardinality(dest.ids)],
      dest.ids[1 + i % cardinality(dest.ids)],
      (5 + (i * 37) % 240)::numeric(10, 2) + 0.5 * (i % 2),
      1 + i % 8, (array['hours', 'days', 'minutes'])[1 + i % 3]::duration_unit,
      10 + i % 20, 10 + i % 20, i % 10 = 0, round((3 + (i % 21) / 10.0)::numeric, 1), i % 7, now(),
      (i % 3) * 12, (i % 4) * 24
    from s, dest, cat, generate_series(1, ${activities}) i,
      lateral (select (${sqlArray(WORDS.kind)})[1 + i % ${WORDS.kind.length}] kind,
        (${sqlArray(WORDS.place)})[1 + (i / 3) % ${WORDS.place.length}] place,
        (${sqlArray(WORDS.extra)})[1 + (i / 5) % ${WORDS.extra.length}] extra) k
    order by i`,
  );
  // The search's vocabulary (its trigger is off here, with the others).
  await run('vocabulario de búsqueda', SEARCH_WORDS_FROM_ALL_TITLES);
  await run(
    'precios',
    `insert into activity_prices (activity_id, title, description, price, participants, mandatory)
    select id, 'Adulto', 'Desde 12 años', base_price, 1, true from activities
    union all
    select id, 'Niño (3-11)', 'Menores de 3 años no pagan', round(base_price / 2, 2), 1, false
      from activities where id % 2 = 0`,
  );
  await run(
    'imágenes (filas)',
    `insert into activity_images (activity_id, path, thumbnail_path, description, width, height, position)
    select a.id, '/uploads/activities/' || md5(a.id || '-' || p) || '.webp',
      '/uploads/activities/' || md5(a.id || '-' || p) || '-480.webp', a.title, 1600, 1067, p
    from activities a, generate_series(0, 3) p`,
  );
  await run(
    'etiquetas',
    `insert into activity_tags (activity_id, tag_id)
    select id, 1 + id % 4 from activities where id % 3 <> 0
    union
    select id, 1 + (id + 1) % 4 from activities where id % 5 = 0`,
  );
  await run(
    'atributos',
    `insert into activity_details (activity_id, type, title, description, value, attribute_template_id, position)
    select a.id, 'attribute'::activity_detail_type, t.name, t.description, (a.id + t.id) % 3 <> 0, t.id, t.id
    from activities a join activity_attribute_templates t on t.id <= 4`,
  );
  // Date n of activity a gets id (a - 1) * 24 + n + 1 (inserted in that order into a fresh table): the bookings
  // address their dates by arithmetic.
  await run(
    'fechas',
    `insert into activity_dates (activity_id, starts_at)
    select a.id, current_date - 360 + 30 * n + a.id % 30 from activities a,
      generate_series(0, ${DATES_PER_ACTIVITY - 1}) n
    order by a.id, n`,
  );
  await run(
    'horarios (2–4 por fecha)',
    `insert into activity_times (activity_date_id, starts_at, ends_at, expected_participants, current_available)
    select d.id, s.starts_at, s.ends_at, 12, 12 from activity_dates d,
      (values (1, time '08:00', time '10:00'), (2, time '11:00', time '13:00'), (3, time '14:00', time '16:00'),
        (4, time '18:00', time '20:00')) s(n, starts_at, ends_at)
    where s.n <= 2 + d.activity_id % 3
    order by d.id, s.n`,
  );
  await run(
    'opiniones',
    `insert into reviews (activity_id, user_id, rating, title, message, status, created_at)
    select a.id, c.first + a.id % ${customers}, 3 + a.id % 3, 'Muy recomendable',
      'Todo salió muy bien, el guía fue excelente.', 'published'::review_status, now() - (a.id % 90) * interval '1 day'
    from activities a, (select min(id) first from users where role = 'client') c
    where a.id % 3 = 0`,
  );
}
