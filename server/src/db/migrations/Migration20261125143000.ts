import { Migration } from '@mikro-orm/migrations';

/**
 * Tables whose rows appear on the server-rendered public pages. Any write to them, from any process, any job or a
 * psql session, announces `catalogue_changed` on commit, and every server empties its cache of rendered pages.
 */
const CATALOGUE_TABLES = [
  'activities',
  'activity_attribute_templates',
  'activity_categories',
  'activity_dates',
  'activity_details',
  'activity_images',
  'activity_prices',
  'activity_regularities',
  'activity_tags',
  'activity_times',
  'exchange_rates',
  'languages',
  'locations',
  'reviews',
  'suppliers',
  'tags',
];

export class Migration20261125143000 extends Migration {
  override name = 'Migration20261125143000';

  override up(): void | Promise<void> {
    // Statement-level: one notice per statement (PostgreSQL folds repeats within a transaction), and only on commit.
    this.addSql(`create or replace function notify_catalogue_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('catalogue_changed', tg_table_name);
  return null;
end $$;`);
    for (const table of CATALOGUE_TABLES)
      this.addSql(
        `create trigger "${table}_catalogue_changed" after insert or update or delete or truncate on "${table}" ` +
          `for each statement execute function notify_catalogue_changed();`,
      );
  }

  override down(): void | Promise<void> {
    for (const table of CATALOGUE_TABLES)
      this.addSql(`drop trigger if exists "${table}_catalogue_changed" on "${table}";`);
    this.addSql(`drop function if exists notify_catalogue_changed();`);
  }
}
