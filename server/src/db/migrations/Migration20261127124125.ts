import { Migration } from '@mikro-orm/migrations';

/**
 * Text columns a list sorts by take the Spanish ICU collation (server/src/persistence/collation.ts). activities.title feeds the
 * generated search_vector, which PostgreSQL will not let a column type change pass under: it is dropped with its two
 * indexes and made again, the same expression, around the title's change.
 */
const SEARCH_VECTOR = `setweight(to_tsvector('es_unaccent'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('es_unaccent'::regconfig, coalesce(summary, '')), 'B') || setweight(to_tsvector('es_unaccent'::regconfig, regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')), 'C')`;

function withoutSearchVector(migration: Migration, change: string): void {
  migration.addSql(`alter table "activities" drop column "search_vector";`);
  migration.addSql(change);
  migration.addSql(
    `alter table "activities" add column "search_vector" tsvector generated always as (${SEARCH_VECTOR}) stored null;`,
  );
  migration.addSql(
    `create index "activities_search_vector_index" on "activities" using gin ("search_vector");`,
  );
  migration.addSql(
    `create index "activities_title_vector_index" on "activities" using gin (ts_filter(search_vector, '{a}'));`,
  );
}

export class Migration20261127124125 extends Migration {
  override name = 'Migration20261127124125';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "activity_attribute_templates" alter column "description" type varchar(255) collate "es-x-icu" using ("description"::varchar(255));`,
    );
    this.addSql(
      `alter table "activity_attribute_templates" alter column "name" type varchar(124) collate "es-x-icu" using ("name"::varchar(124));`,
    );

    this.addSql(
      `alter table "activity_categories" alter column "description" type varchar(255) collate "es-x-icu" using ("description"::varchar(255));`,
    );
    this.addSql(
      `alter table "activity_categories" alter column "name" type varchar(124) collate "es-x-icu" using ("name"::varchar(124));`,
    );

    this.addSql(
      `alter table "activity_regularities" alter column "name" type varchar(124) collate "es-x-icu" using ("name"::varchar(124));`,
    );

    this.addSql(
      `alter table "banks" alter column "name" type varchar(124) collate "es-x-icu" using ("name"::varchar(124));`,
    );

    this.addSql(
      `alter table "languages" alter column "abbr" type varchar(8) collate "es-x-icu" using ("abbr"::varchar(8));`,
    );
    this.addSql(
      `alter table "languages" alter column "name" type varchar(124) collate "es-x-icu" using ("name"::varchar(124));`,
    );

    this.addSql(
      `alter table "locations" alter column "name" type varchar(124) collate "es-x-icu" using ("name"::varchar(124));`,
    );

    this.addSql(
      `alter table "payment_methods" alter column "code" type varchar(32) collate "es-x-icu" using ("code"::varchar(32));`,
    );
    this.addSql(
      `alter table "payment_methods" alter column "name" type varchar(124) collate "es-x-icu" using ("name"::varchar(124));`,
    );

    this.addSql(
      `alter table "supplier_categories" alter column "name" type varchar(124) collate "es-x-icu" using ("name"::varchar(124));`,
    );

    this.addSql(
      `alter table "supplier_leads" alter column "city" type varchar(124) collate "es-x-icu" using ("city"::varchar(124));`,
    );
    this.addSql(
      `alter table "supplier_leads" alter column "company" type varchar(124) collate "es-x-icu" using ("company"::varchar(124));`,
    );
    this.addSql(
      `alter table "supplier_leads" alter column "email" type varchar(254) collate "es-x-icu" using ("email"::varchar(254));`,
    );
    this.addSql(
      `alter table "supplier_leads" alter column "name" type varchar(124) collate "es-x-icu" using ("name"::varchar(124));`,
    );

    this.addSql(
      `alter table "tags" alter column "label" type varchar(64) collate "es-x-icu" using ("label"::varchar(64));`,
    );
    this.addSql(
      `alter table "tags" alter column "name" type varchar(32) collate "es-x-icu" using ("name"::varchar(32));`,
    );

    this.addSql(
      `alter table "users" alter column "name" type varchar(124) collate "es-x-icu" using ("name"::varchar(124));`,
    );

    this.addSql(
      `alter table "suppliers" alter column "document_code" type varchar(12) collate "es-x-icu" using ("document_code"::varchar(12));`,
    );
    this.addSql(
      `alter table "suppliers" alter column "phone_number" type varchar(20) collate "es-x-icu" using ("phone_number"::varchar(20));`,
    );
    this.addSql(
      `alter table "suppliers" alter column "trade_name" type varchar(124) collate "es-x-icu" using ("trade_name"::varchar(124));`,
    );

    this.addSql(
      `alter table "supplier_contacts" alter column "email" type varchar(254) collate "es-x-icu" using ("email"::varchar(254));`,
    );
    this.addSql(
      `alter table "supplier_contacts" alter column "name" type varchar(124) collate "es-x-icu" using ("name"::varchar(124));`,
    );
    this.addSql(
      `alter table "supplier_contacts" alter column "phone_number" type varchar(20) collate "es-x-icu" using ("phone_number"::varchar(20));`,
    );

    this.addSql(
      `alter table "supplier_comments" alter column "message" type varchar(255) collate "es-x-icu" using ("message"::varchar(255));`,
    );

    this.addSql(
      `alter table "provider_alerts" alter column "title" type varchar(124) collate "es-x-icu" using ("title"::varchar(124));`,
    );

    withoutSearchVector(
      this,
      `alter table "activities" alter column "title" type varchar(124) collate "es-x-icu" using ("title"::varchar(124));`,
    );

    this.addSql(
      `alter table "activity_prices" alter column "title" type varchar(124) collate "es-x-icu" using ("title"::varchar(124));`,
    );

    this.addSql(
      `alter table "activity_images" alter column "description" type varchar(255) collate "es-x-icu" using ("description"::varchar(255));`,
    );

    this.addSql(
      `alter table "activity_details" alter column "title" type varchar(124) collate "es-x-icu" using ("title"::varchar(124));`,
    );

    this.addSql(
      `alter table "partner_keys" alter column "name" type varchar(124) collate "es-x-icu" using ("name"::varchar(124));`,
    );
    this.addSql(
      `alter table "partner_keys" alter column "organisation" type varchar(254) collate "es-x-icu" using ("organisation"::varchar(254));`,
    );
    this.addSql(
      `alter table "partner_keys" alter column "prefix" type varchar(16) collate "es-x-icu" using ("prefix"::varchar(16));`,
    );

    this.addSql(
      `alter table "reviews" alter column "title" type varchar(124) collate "es-x-icu" using ("title"::varchar(124));`,
    );
  }

  override down(): void | Promise<void> {
    withoutSearchVector(
      this,
      `alter table "activities" alter column "title" type varchar(124) using ("title"::varchar(124));`,
    );

    this.addSql(
      `alter table "activity_attribute_templates" alter column "name" type varchar(124) using ("name"::varchar(124));`,
    );
    this.addSql(
      `alter table "activity_attribute_templates" alter column "description" type varchar(255) using ("description"::varchar(255));`,
    );

    this.addSql(
      `alter table "activity_categories" alter column "name" type varchar(124) using ("name"::varchar(124));`,
    );
    this.addSql(
      `alter table "activity_categories" alter column "description" type varchar(255) using ("description"::varchar(255));`,
    );

    this.addSql(
      `alter table "activity_details" alter column "title" type varchar(124) using ("title"::varchar(124));`,
    );

    this.addSql(
      `alter table "activity_images" alter column "description" type varchar(255) using ("description"::varchar(255));`,
    );

    this.addSql(
      `alter table "activity_prices" alter column "title" type varchar(124) using ("title"::varchar(124));`,
    );

    this.addSql(
      `alter table "activity_regularities" alter column "name" type varchar(124) using ("name"::varchar(124));`,
    );

    this.addSql(`alter table "banks" alter column "name" type varchar(124) using ("name"::varchar(124));`);

    this.addSql(
      `alter table "languages" alter column "name" type varchar(124) using ("name"::varchar(124));`,
    );
    this.addSql(`alter table "languages" alter column "abbr" type varchar(8) using ("abbr"::varchar(8));`);

    this.addSql(
      `alter table "locations" alter column "name" type varchar(124) using ("name"::varchar(124));`,
    );

    this.addSql(
      `alter table "partner_keys" alter column "name" type varchar(124) using ("name"::varchar(124));`,
    );
    this.addSql(
      `alter table "partner_keys" alter column "organisation" type varchar(254) using ("organisation"::varchar(254));`,
    );
    this.addSql(
      `alter table "partner_keys" alter column "prefix" type varchar(16) using ("prefix"::varchar(16));`,
    );

    this.addSql(
      `alter table "payment_methods" alter column "name" type varchar(124) using ("name"::varchar(124));`,
    );
    this.addSql(
      `alter table "payment_methods" alter column "code" type varchar(32) using ("code"::varchar(32));`,
    );

    this.addSql(
      `alter table "provider_alerts" alter column "title" type varchar(124) using ("title"::varchar(124));`,
    );

    this.addSql(
      `alter table "reviews" alter column "title" type varchar(124) using ("title"::varchar(124));`,
    );

    this.addSql(
      `alter table "supplier_categories" alter column "name" type varchar(124) using ("name"::varchar(124));`,
    );

    this.addSql(
      `alter table "supplier_comments" alter column "message" type varchar(255) using ("message"::varchar(255));`,
    );

    this.addSql(
      `alter table "supplier_contacts" alter column "name" type varchar(124) using ("name"::varchar(124));`,
    );
    this.addSql(
      `alter table "supplier_contacts" alter column "email" type varchar(254) using ("email"::varchar(254));`,
    );
    this.addSql(
      `alter table "supplier_contacts" alter column "phone_number" type varchar(20) using ("phone_number"::varchar(20));`,
    );

    this.addSql(
      `alter table "supplier_leads" alter column "name" type varchar(124) using ("name"::varchar(124));`,
    );
    this.addSql(
      `alter table "supplier_leads" alter column "email" type varchar(254) using ("email"::varchar(254));`,
    );
    this.addSql(
      `alter table "supplier_leads" alter column "company" type varchar(124) using ("company"::varchar(124));`,
    );
    this.addSql(
      `alter table "supplier_leads" alter column "city" type varchar(124) using ("city"::varchar(124));`,
    );

    this.addSql(
      `alter table "suppliers" alter column "trade_name" type varchar(124) using ("trade_name"::varchar(124));`,
    );
    this.addSql(
      `alter table "suppliers" alter column "document_code" type varchar(12) using ("document_code"::varchar(12));`,
    );
    this.addSql(
      `alter table "suppliers" alter column "phone_number" type varchar(20) using ("phone_number"::varchar(20));`,
    );

    this.addSql(`alter table "tags" alter column "name" type varchar(32) using ("name"::varchar(32));`);
    this.addSql(`alter table "tags" alter column "label" type varchar(64) using ("label"::varchar(64));`);

    this.addSql(`alter table "users" alter column "name" type varchar(124) using ("name"::varchar(124));`);
  }
}
