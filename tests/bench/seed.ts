import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormConfig } from '../../server/src/assembly/mikro-orm.config.js';

/**
 * The bench database: `xplora_bench` on DATABASE_URL's server (default the local PostgreSQL), migrated, then filled
 * with set-based SQL (generate_series): 10,000 activities with dates, time slots, prices, image rows, tags,
 * attributes and reviews, 2,000 customers and 20 suppliers. Reused when already complete; `--reseed` rebuilds it.
 */

export const BENCH_ACTIVITIES = 10_000;
export const BENCH_CUSTOMERS = 2_000;
const SUPPLIERS = 20;
const DATES_PER_ACTIVITY = 10;

export function benchDatabaseUrl(): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/xplora_bench';
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

async function isComplete(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ activities: string; customers: string }>(
      `select (select count(*) from activities) as activities,
        (select count(*) from users where role = 'client') as customers`,
    );
    return Number(rows[0]!.activities) === BENCH_ACTIVITIES && Number(rows[0]!.customers) === BENCH_CUSTOMERS;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function prepareBenchDatabase(options: { reseed?: boolean; log?: (m: string) => void } = {}) {
  const log = options.log ?? (() => undefined);
  const url = benchDatabaseUrl();
  if (!options.reseed && (await isComplete(url))) {
    log(`xplora_bench ya tiene ${BENCH_ACTIVITIES} actividades: se reutiliza (--reseed para regenerarla)`);
    return url;
  }
  const admin = new pg.Client({ connectionString: url.replace(/\/xplora_bench$/, '/postgres') });
  await admin.connect();
  await admin.query('drop database if exists xplora_bench with (force)');
  await admin.query(`create database xplora_bench encoding 'UTF8' template template0`);
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
  await client.query('begin');
  await run(
    'usuarios',
    `insert into users (name, email, password_hash, role, activated_at)
    select 'Cliente ' || i, 'cliente' || i || '@bench.test', 'x', 'client'::user_role, now()
      from generate_series(1, ${BENCH_CUSTOMERS}) i
    union all
    select 'Aliado ' || i, 'aliado' || i || '@bench.test', 'x', 'supplier'::user_role, now()
      from generate_series(1, ${SUPPLIERS}) i`,
  );
  await run(
    'aliados',
    `insert into suppliers (user_id, trade_name, legal_name, document_type_id, document_code, status)
    select u.id, 'Operador ' || row_number() over (order by u.id), 'Operador, C.A.', 3,
      lpad((400000000 + u.id)::text, 9, '0'), 1
    from users u where u.role = 'supplier'`,
  );
  await run(
    'actividades',
    `with s as (select array_agg(id order by id) ids from suppliers)
    insert into activities (supplier_id, slug, title, summary, description, status, regularity_id, category_id,
      language_id, origin_id, destination_id, base_price, duration_quantity, duration_unit, expected_participants,
      max_participants, featured, rating, comments_count, published_at)
    select s.ids[1 + i % ${SUPPLIERS}],
      'actividad-' || i,
      k.kind || ' ' || k.extra || ' en ' || k.place || ' #' || i,
      'Una experiencia de ' || lower(k.kind) || ' en ' || k.place || ' con guías locales y todo organizado.',
      '<p>' || k.kind || ' por ' || k.place || '. Incluye traslado, guía y seguro.</p><ul><li>Agua</li><li>Fotos</li></ul>',
      case when i % 50 = 0 then 0 else 1 end,
      2, 1 + i % 6, 1, 1 + (i / 7) % 9, 1 + i % 9,
      (5 + (i * 37) % 240)::numeric(10, 2) + 0.5 * (i % 2),
      1 + i % 8, (array['hours', 'days', 'minutes'])[1 + i % 3]::duration_unit,
      10 + i % 20, 10 + i % 20, i % 10 = 0, round((3 + (i % 21) / 10.0)::numeric, 1), i % 7, now()
    from s, generate_series(1, ${BENCH_ACTIVITIES}) i,
      lateral (select (${sqlArray(WORDS.kind)})[1 + i % ${WORDS.kind.length}] kind,
        (${sqlArray(WORDS.place)})[1 + (i / 3) % ${WORDS.place.length}] place,
        (${sqlArray(WORDS.extra)})[1 + (i / 5) % ${WORDS.extra.length}] extra) k`,
  );
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
  await run(
    'fechas',
    `insert into activity_dates (activity_id, starts_at)
    select a.id, current_date + (1 + a.id % 3 + 3 * n) from activities a,
      generate_series(0, ${DATES_PER_ACTIVITY - 1}) n`,
  );
  await run(
    'horarios',
    `insert into activity_times (activity_date_id, starts_at, ends_at, expected_participants, current_available)
    select d.id, s.starts_at, s.ends_at, 12, 12 from activity_dates d,
      (values (time '08:00', time '12:00'), (time '14:00', time '18:00')) s(starts_at, ends_at)`,
  );
  await run(
    'opiniones',
    `insert into reviews (activity_id, user_id, rating, title, message, status, created_at)
    select a.id, c.id, 3 + a.id % 3, 'Muy recomendable', 'Todo salió muy bien, el guía fue excelente.', 'published'::review_status,
      now() - (a.id % 90) * interval '1 day'
    from activities a
    join lateral (select id from users where role = 'client' order by id offset a.id % ${BENCH_CUSTOMERS} limit 1) c
      on true
    where a.id % 3 = 0`,
  );
  await client.query('commit');
  await client.query('analyze');
  await client.end();
  log(`xplora_bench creada en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return url;
}
