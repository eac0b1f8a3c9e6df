import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30: the facet counts' candidate table, the search's columns of every activity with its seat summary, kept by
 * triggers (server/src/modules/catalog/activity-facet-row.entity.ts), and filled from the catalogue.
 */
export class Migration20261128004428 extends Migration {
  override name = 'Migration20261128004428';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "activity_facet_rows" ("id" int not null, "supplier_id" int not null, "category_id" int not null, "destination_id" int not null, "origin_id" int not null, "language_id" int not null, "duration_minutes" int null, "book_before" int not null, "cancel_before" int not null, "morning" int null, "afternoon" int null, "evening" int null, "morning_until" date null, "afternoon_until" date null, "evening_until" date null, "status" smallint not null, "featured" boolean not null, "rating" numeric(2,1) not null, "base_price" numeric(10,2) not null, "deleted_at" timestamptz null, primary key ("id"));`,
    );

    this
      .addSql(`create or replace function "activities_activity_facet_row_fn"() returns trigger as \$\$ begin if tg_op = 'DELETE' then
    delete from activity_facet_rows where id = old.id;     return null;   end if;   if tg_op = 'UPDATE' and (old.supplier_id, old.category_id, old.destination_id, old.origin_id, old.language_id, old.duration_minutes, old.book_before, old.cancel_before, old.status, old.featured, old.rating, old.base_price, old.deleted_at) is not distinct from (new.supplier_id, new.category_id, new.destination_id, new.origin_id, new.language_id, new.duration_minutes, new.book_before, new.cancel_before, new.status, new.featured, new.rating, new.base_price, new.deleted_at) then
    return null;   end if;   insert into activity_facet_rows (id, supplier_id, category_id, destination_id, origin_id, language_id, duration_minutes, book_before, cancel_before, status, featured, rating, base_price, deleted_at, morning, morning_until, afternoon, afternoon_until, evening, evening_until)
  select new.id, new.supplier_id, new.category_id, new.destination_id, new.origin_id, new.language_id, new.duration_minutes, new.book_before, new.cancel_before, new.status, new.featured, new.rating, new.base_price, new.deleted_at, av.morning, av.morning_until, av.afternoon, av.afternoon_until, av.evening, av.evening_until
  from (select 1) one left join activity_availability av on av.activity_id = new.id
  on conflict (id) do update set supplier_id = excluded.supplier_id, category_id = excluded.category_id, destination_id = excluded.destination_id, origin_id = excluded.origin_id, language_id = excluded.language_id, duration_minutes = excluded.duration_minutes, book_before = excluded.book_before, cancel_before = excluded.cancel_before, status = excluded.status, featured = excluded.featured, rating = excluded.rating, base_price = excluded.base_price, deleted_at = excluded.deleted_at;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "activity_facet_row" AFTER INSERT OR UPDATE OR DELETE on "activities" for each ROW execute function "activities_activity_facet_row_fn"();`,
    );

    this.addSql(
      `create or replace function "activity_availability_activity_facet_rows_truncate_fn"() returns trigger as \$\$ begin update activity_facet_rows set morning = null, morning_until = null, afternoon = null, afternoon_until = null, evening = null, evening_until = null;   return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "activity_facet_rows_truncate" AFTER TRUNCATE on "activity_availability" for each STATEMENT execute function "activity_availability_activity_facet_rows_truncate_fn"();`,
    );
    this
      .addSql(`create or replace function "activity_availability_activity_facet_row_fn"() returns trigger as \$\$ begin if tg_op = 'DELETE' then
    update activity_facet_rows set morning = null, morning_until = null, afternoon = null, afternoon_until = null, evening = null, evening_until = null where id = old.activity_id;   else
    update activity_facet_rows set morning = new.morning, morning_until = new.morning_until, afternoon = new.afternoon, afternoon_until = new.afternoon_until, evening = new.evening, evening_until = new.evening_until
    where id = new.activity_id;   end if;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "activity_facet_row" AFTER INSERT OR UPDATE OR DELETE on "activity_availability" for each ROW execute function "activity_availability_activity_facet_row_fn"();`,
    );
    // The catalogue already there (the same statement as ACTIVITY_FACET_ROWS_REBUILD, written out: a migration is frozen).
    this
      .addSql(`insert into activity_facet_rows (id, supplier_id, category_id, destination_id, origin_id, language_id, duration_minutes, book_before, cancel_before, status, featured, rating, base_price, deleted_at,
    morning, morning_until, afternoon, afternoon_until, evening, evening_until)
  select a.id, a.supplier_id, a.category_id, a.destination_id, a.origin_id, a.language_id, a.duration_minutes, a.book_before, a.cancel_before, a.status, a.featured, a.rating, a.base_price, a.deleted_at,
    av.morning, av.morning_until, av.afternoon, av.afternoon_until, av.evening, av.evening_until
  from activities a left join activity_availability av on av.activity_id = a.id;`);
    this.addSql(`analyze activity_facet_rows;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "activity_facet_rows" cascade;`);

    this.addSql(`drop trigger if exists "activity_facet_row" on "activities";`);
    this.addSql(`drop function if exists "activities_activity_facet_row_fn"();`);

    this.addSql(`drop trigger if exists "activity_facet_rows_truncate" on "activity_availability";`);
    this.addSql(`drop function if exists "activity_availability_activity_facet_rows_truncate_fn"();`);
    this.addSql(`drop trigger if exists "activity_facet_row" on "activity_availability";`);
    this.addSql(`drop function if exists "activity_availability_activity_facet_row_fn"();`);
  }
}
