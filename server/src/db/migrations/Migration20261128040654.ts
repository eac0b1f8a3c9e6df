import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30: the facet counts' candidate rows carry their activity's attribute ids (activity-facet-row.entity.ts), kept
 * by a trigger on `activity_details`, so the attribute counts unnest them instead of joining `activity_details`.
 */
export class Migration20261128040654 extends Migration {
  override name = 'Migration20261128040654';

  override up(): void | Promise<void> {
    this.addSql(`alter table "activity_facet_rows" add "attribute_ids" int[] not null default '{}';`);

    this.addSql(`drop trigger if exists "activity_facet_row" on "activities";`);
    this.addSql(`drop function if exists "activities_activity_facet_row_fn"();`);
    this
      .addSql(`create or replace function "activities_activity_facet_row_fn"() returns trigger as \$\$ begin if tg_op = 'DELETE' then
    delete from activity_facet_rows where id = old.id;     return null;   end if;   if tg_op = 'UPDATE' and (old.supplier_id, old.category_id, old.destination_id, old.origin_id, old.language_id, old.duration_minutes, old.book_before, old.cancel_before, old.status, old.featured, old.rating, old.base_price, old.deleted_at) is not distinct from (new.supplier_id, new.category_id, new.destination_id, new.origin_id, new.language_id, new.duration_minutes, new.book_before, new.cancel_before, new.status, new.featured, new.rating, new.base_price, new.deleted_at) then
    return null;   end if;   insert into activity_facet_rows (id, supplier_id, category_id, destination_id, origin_id, language_id, duration_minutes, book_before, cancel_before, status, featured, rating, base_price, deleted_at, morning, morning_until, afternoon, afternoon_until, evening, evening_until, attribute_ids)
  select new.id, new.supplier_id, new.category_id, new.destination_id, new.origin_id, new.language_id, new.duration_minutes, new.book_before, new.cancel_before, new.status, new.featured, new.rating, new.base_price, new.deleted_at, av.morning, av.morning_until, av.afternoon, av.afternoon_until, av.evening, av.evening_until, coalesce((select array_agg(distinct dt.attribute_template_id
    order by dt.attribute_template_id) from activity_details dt where dt.activity_id = new.id
    and dt.type = 'attribute' and dt.value and dt.attribute_template_id is not null), '{}')
  from (select 1) one left join activity_availability av on av.activity_id = new.id
  on conflict (id) do update set supplier_id = excluded.supplier_id, category_id = excluded.category_id, destination_id = excluded.destination_id, origin_id = excluded.origin_id, language_id = excluded.language_id, duration_minutes = excluded.duration_minutes, book_before = excluded.book_before, cancel_before = excluded.cancel_before, status = excluded.status, featured = excluded.featured, rating = excluded.rating, base_price = excluded.base_price, deleted_at = excluded.deleted_at;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "activity_facet_row" AFTER INSERT OR UPDATE OR DELETE on "activities" for each ROW execute function "activities_activity_facet_row_fn"();`,
    );

    this
      .addSql(`create or replace function "activity_details_activity_facet_row_fn"() returns trigger as \$\$ begin if tg_op <> 'INSERT' and old.type = 'attribute' then
    update activity_facet_rows set attribute_ids = coalesce((select array_agg(distinct dt.attribute_template_id
    order by dt.attribute_template_id) from activity_details dt where dt.activity_id = old.activity_id
    and dt.type = 'attribute' and dt.value and dt.attribute_template_id is not null), '{}') where id = old.activity_id;   end if;   if tg_op <> 'DELETE' and new.type = 'attribute'
    and (tg_op = 'INSERT' or old.activity_id <> new.activity_id or old.type <> 'attribute') then
    update activity_facet_rows set attribute_ids = coalesce((select array_agg(distinct dt.attribute_template_id
    order by dt.attribute_template_id) from activity_details dt where dt.activity_id = new.activity_id
    and dt.type = 'attribute' and dt.value and dt.attribute_template_id is not null), '{}') where id = new.activity_id;   end if;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "activity_facet_row" AFTER INSERT OR UPDATE OR DELETE on "activity_details" for each ROW execute function "activity_details_activity_facet_row_fn"();`,
    );

    this.addSql(`update activity_facet_rows f set attribute_ids = dt.ids
  from (select activity_id, array_agg(distinct attribute_template_id order by attribute_template_id) as ids
    from activity_details where type = 'attribute' and value and attribute_template_id is not null
    group by activity_id) dt
  where dt.activity_id = f.id;`);
    this.addSql(`analyze activity_facet_rows;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "activity_facet_row" on "activities";`);
    this.addSql(`drop function if exists "activities_activity_facet_row_fn"();`);
    this
      .addSql(`create or replace function "activities_activity_facet_row_fn"() returns trigger as \$\$ begin if tg_op = 'DELETE' then
    delete from activity_facet_rows where id = old.id;     return null;   end if;   if tg_op = 'UPDATE' and (old.supplier_id, old.category_id, old.destination_id, old.origin_id, old.language_id, old.duration_minutes, old.book_before, old.cancel_before, old.status, old.featured, old.rating, old.base_price, old.deleted_at) is not distinct from (new.supplier_id, new.category_id, new.destination_id, new.origin_id, new.language_id, new.duration_minutes, new.book_before, new.cancel_before, new.status, new.featured, new.rating, new.base_price, new.deleted_at) then
    return null;   end if;   insert into activity_facet_rows (id, supplier_id, category_id, destination_id, origin_id, language_id, duration_minutes, book_before, cancel_before, status, featured, rating, base_price, deleted_at, morning, morning_until, afternoon, afternoon_until, evening, evening_until)
  select new.id, new.supplier_id, new.category_id, new.destination_id, new.origin_id, new.language_id, new.duration_minutes, new.book_before, new.cancel_before, new.status, new.featured, new.rating, new.base_price, new.deleted_at, av.morning, av.morning_until, av.afternoon, av.afternoon_until, av.evening, av.evening_until
  from (select 1) one left join activity_availability av on av.activity_id = new.id
  on conflict (id) do update set supplier_id = excluded.supplier_id, category_id = excluded.category_id, destination_id = excluded.destination_id, origin_id = excluded.origin_id, language_id = excluded.language_id, duration_minutes = excluded.duration_minutes, book_before = excluded.book_before, cancel_before = excluded.cancel_before, status = excluded.status, featured = excluded.featured, rating = excluded.rating, base_price = excluded.base_price, deleted_at = excluded.deleted_at;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "activity_facet_row" AFTER DELETE OR INSERT OR UPDATE on "activities" for each ROW execute function "activities_activity_facet_row_fn"();`,
    );

    this.addSql(`alter table "activity_facet_rows" drop column "attribute_ids";`);

    this.addSql(`drop trigger if exists "activity_facet_row" on "activity_details";`);
    this.addSql(`drop function if exists "activity_details_activity_facet_row_fn"();`);
  }
}
