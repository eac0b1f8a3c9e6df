import { Migration } from '@mikro-orm/migrations';

export class Migration20261127130703 extends Migration {
  override name = 'Migration20261127130703';

  override up(): void | Promise<void> {
    this.addSql(`drop trigger if exists "catalogue_changed" on "activity_attribute_templates";`);
    this.addSql(`drop function if exists "activity_attribute_templates_catalogue_changed_fn"();`);
    this
      .addSql(`create or replace function "activity_attribute_templates_catalogue_changed_fn"() returns trigger as \$\$ begin declare
    r jsonb;     k text;   begin
    if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;     if tg_op = 'UPDATE' and r - 'current_available' - 'updated_at' = to_jsonb(old) - 'current_available' - 'updated_at' then
      return null;     end if;     if r ? 'activity_id' then
      k := 'activities:' || coalesce(r ->> 'activity_id', '');     elsif r ? 'activity_date_id' then
      k := 'activities:' || (select d.activity_id::text from activity_dates d where d.id = (r ->> 'activity_date_id')::bigint);       -- No date: it was deleted with this row (a cascade), and its own notice named the activity.
      if k is null then return null; end if;     else
      k := tg_table_name || ':' || coalesce(r ->> 'id', '');     end if;     perform pg_notify('catalogue_changed', k);   end;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE on "activity_attribute_templates" for each ROW execute function "activity_attribute_templates_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "activity_categories";`);
    this.addSql(`drop function if exists "activity_categories_catalogue_changed_fn"();`);
    this
      .addSql(`create or replace function "activity_categories_catalogue_changed_fn"() returns trigger as \$\$ begin declare
    r jsonb;     k text;   begin
    if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;     if tg_op = 'UPDATE' and r - 'current_available' - 'updated_at' = to_jsonb(old) - 'current_available' - 'updated_at' then
      return null;     end if;     if r ? 'activity_id' then
      k := 'activities:' || coalesce(r ->> 'activity_id', '');     elsif r ? 'activity_date_id' then
      k := 'activities:' || (select d.activity_id::text from activity_dates d where d.id = (r ->> 'activity_date_id')::bigint);       -- No date: it was deleted with this row (a cascade), and its own notice named the activity.
      if k is null then return null; end if;     else
      k := tg_table_name || ':' || coalesce(r ->> 'id', '');     end if;     perform pg_notify('catalogue_changed', k);   end;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE on "activity_categories" for each ROW execute function "activity_categories_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "activity_regularities";`);
    this.addSql(`drop function if exists "activity_regularities_catalogue_changed_fn"();`);
    this
      .addSql(`create or replace function "activity_regularities_catalogue_changed_fn"() returns trigger as \$\$ begin declare
    r jsonb;     k text;   begin
    if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;     if tg_op = 'UPDATE' and r - 'current_available' - 'updated_at' = to_jsonb(old) - 'current_available' - 'updated_at' then
      return null;     end if;     if r ? 'activity_id' then
      k := 'activities:' || coalesce(r ->> 'activity_id', '');     elsif r ? 'activity_date_id' then
      k := 'activities:' || (select d.activity_id::text from activity_dates d where d.id = (r ->> 'activity_date_id')::bigint);       -- No date: it was deleted with this row (a cascade), and its own notice named the activity.
      if k is null then return null; end if;     else
      k := tg_table_name || ':' || coalesce(r ->> 'id', '');     end if;     perform pg_notify('catalogue_changed', k);   end;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE on "activity_regularities" for each ROW execute function "activity_regularities_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "languages";`);
    this.addSql(`drop function if exists "languages_catalogue_changed_fn"();`);
    this
      .addSql(`create or replace function "languages_catalogue_changed_fn"() returns trigger as \$\$ begin declare
    r jsonb;     k text;   begin
    if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;     if tg_op = 'UPDATE' and r - 'current_available' - 'updated_at' = to_jsonb(old) - 'current_available' - 'updated_at' then
      return null;     end if;     if r ? 'activity_id' then
      k := 'activities:' || coalesce(r ->> 'activity_id', '');     elsif r ? 'activity_date_id' then
      k := 'activities:' || (select d.activity_id::text from activity_dates d where d.id = (r ->> 'activity_date_id')::bigint);       -- No date: it was deleted with this row (a cascade), and its own notice named the activity.
      if k is null then return null; end if;     else
      k := tg_table_name || ':' || coalesce(r ->> 'id', '');     end if;     perform pg_notify('catalogue_changed', k);   end;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE on "languages" for each ROW execute function "languages_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "locations";`);
    this.addSql(`drop function if exists "locations_catalogue_changed_fn"();`);
    this
      .addSql(`create or replace function "locations_catalogue_changed_fn"() returns trigger as \$\$ begin declare
    r jsonb;     k text;   begin
    if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;     if tg_op = 'UPDATE' and r - 'current_available' - 'updated_at' = to_jsonb(old) - 'current_available' - 'updated_at' then
      return null;     end if;     if r ? 'activity_id' then
      k := 'activities:' || coalesce(r ->> 'activity_id', '');     elsif r ? 'activity_date_id' then
      k := 'activities:' || (select d.activity_id::text from activity_dates d where d.id = (r ->> 'activity_date_id')::bigint);       -- No date: it was deleted with this row (a cascade), and its own notice named the activity.
      if k is null then return null; end if;     else
      k := tg_table_name || ':' || coalesce(r ->> 'id', '');     end if;     perform pg_notify('catalogue_changed', k);   end;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE on "locations" for each ROW execute function "locations_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "tags";`);
    this.addSql(`drop function if exists "tags_catalogue_changed_fn"();`);
    this
      .addSql(`create or replace function "tags_catalogue_changed_fn"() returns trigger as \$\$ begin declare
    r jsonb;     k text;   begin
    if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;     if tg_op = 'UPDATE' and r - 'current_available' - 'updated_at' = to_jsonb(old) - 'current_available' - 'updated_at' then
      return null;     end if;     if r ? 'activity_id' then
      k := 'activities:' || coalesce(r ->> 'activity_id', '');     elsif r ? 'activity_date_id' then
      k := 'activities:' || (select d.activity_id::text from activity_dates d where d.id = (r ->> 'activity_date_id')::bigint);       -- No date: it was deleted with this row (a cascade), and its own notice named the activity.
      if k is null then return null; end if;     else
      k := tg_table_name || ':' || coalesce(r ->> 'id', '');     end if;     perform pg_notify('catalogue_changed', k);   end;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE on "tags" for each ROW execute function "tags_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "suppliers";`);
    this.addSql(`drop function if exists "suppliers_catalogue_changed_fn"();`);
    this
      .addSql(`create or replace function "suppliers_catalogue_changed_fn"() returns trigger as \$\$ begin declare
    r jsonb;     k text;   begin
    if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;     if tg_op = 'UPDATE' and r - 'current_available' - 'updated_at' = to_jsonb(old) - 'current_available' - 'updated_at' then
      return null;     end if;     if r ? 'activity_id' then
      k := 'activities:' || coalesce(r ->> 'activity_id', '');     elsif r ? 'activity_date_id' then
      k := 'activities:' || (select d.activity_id::text from activity_dates d where d.id = (r ->> 'activity_date_id')::bigint);       -- No date: it was deleted with this row (a cascade), and its own notice named the activity.
      if k is null then return null; end if;     else
      k := tg_table_name || ':' || coalesce(r ->> 'id', '');     end if;     perform pg_notify('catalogue_changed', k);   end;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE on "suppliers" for each ROW execute function "suppliers_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "activities";`);
    this.addSql(`drop function if exists "activities_catalogue_changed_fn"();`);
    this
      .addSql(`create or replace function "activities_catalogue_changed_fn"() returns trigger as \$\$ begin declare
    r jsonb;     k text;   begin
    if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;     if tg_op = 'UPDATE' and r - 'current_available' - 'updated_at' = to_jsonb(old) - 'current_available' - 'updated_at' then
      return null;     end if;     if r ? 'activity_id' then
      k := 'activities:' || coalesce(r ->> 'activity_id', '');     elsif r ? 'activity_date_id' then
      k := 'activities:' || (select d.activity_id::text from activity_dates d where d.id = (r ->> 'activity_date_id')::bigint);       -- No date: it was deleted with this row (a cascade), and its own notice named the activity.
      if k is null then return null; end if;     else
      k := tg_table_name || ':' || coalesce(r ->> 'id', '');     end if;     perform pg_notify('catalogue_changed', k);   end;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE on "activities" for each ROW execute function "activities_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "activity_tags";`);
    this.addSql(`drop function if exists "activity_tags_catalogue_changed_fn"();`);
    this
      .addSql(`create or replace function "activity_tags_catalogue_changed_fn"() returns trigger as \$\$ begin declare
    r jsonb;     k text;   begin
    if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;     if tg_op = 'UPDATE' and r - 'current_available' - 'updated_at' = to_jsonb(old) - 'current_available' - 'updated_at' then
      return null;     end if;     if r ? 'activity_id' then
      k := 'activities:' || coalesce(r ->> 'activity_id', '');     elsif r ? 'activity_date_id' then
      k := 'activities:' || (select d.activity_id::text from activity_dates d where d.id = (r ->> 'activity_date_id')::bigint);       -- No date: it was deleted with this row (a cascade), and its own notice named the activity.
      if k is null then return null; end if;     else
      k := tg_table_name || ':' || coalesce(r ->> 'id', '');     end if;     perform pg_notify('catalogue_changed', k);   end;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE on "activity_tags" for each ROW execute function "activity_tags_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "activity_prices";`);
    this.addSql(`drop function if exists "activity_prices_catalogue_changed_fn"();`);
    this
      .addSql(`create or replace function "activity_prices_catalogue_changed_fn"() returns trigger as \$\$ begin declare
    r jsonb;     k text;   begin
    if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;     if tg_op = 'UPDATE' and r - 'current_available' - 'updated_at' = to_jsonb(old) - 'current_available' - 'updated_at' then
      return null;     end if;     if r ? 'activity_id' then
      k := 'activities:' || coalesce(r ->> 'activity_id', '');     elsif r ? 'activity_date_id' then
      k := 'activities:' || (select d.activity_id::text from activity_dates d where d.id = (r ->> 'activity_date_id')::bigint);       -- No date: it was deleted with this row (a cascade), and its own notice named the activity.
      if k is null then return null; end if;     else
      k := tg_table_name || ':' || coalesce(r ->> 'id', '');     end if;     perform pg_notify('catalogue_changed', k);   end;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE on "activity_prices" for each ROW execute function "activity_prices_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "activity_images";`);
    this.addSql(`drop function if exists "activity_images_catalogue_changed_fn"();`);
    this
      .addSql(`create or replace function "activity_images_catalogue_changed_fn"() returns trigger as \$\$ begin declare
    r jsonb;     k text;   begin
    if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;     if tg_op = 'UPDATE' and r - 'current_available' - 'updated_at' = to_jsonb(old) - 'current_available' - 'updated_at' then
      return null;     end if;     if r ? 'activity_id' then
      k := 'activities:' || coalesce(r ->> 'activity_id', '');     elsif r ? 'activity_date_id' then
      k := 'activities:' || (select d.activity_id::text from activity_dates d where d.id = (r ->> 'activity_date_id')::bigint);       -- No date: it was deleted with this row (a cascade), and its own notice named the activity.
      if k is null then return null; end if;     else
      k := tg_table_name || ':' || coalesce(r ->> 'id', '');     end if;     perform pg_notify('catalogue_changed', k);   end;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE on "activity_images" for each ROW execute function "activity_images_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "activity_details";`);
    this.addSql(`drop function if exists "activity_details_catalogue_changed_fn"();`);
    this
      .addSql(`create or replace function "activity_details_catalogue_changed_fn"() returns trigger as \$\$ begin declare
    r jsonb;     k text;   begin
    if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;     if tg_op = 'UPDATE' and r - 'current_available' - 'updated_at' = to_jsonb(old) - 'current_available' - 'updated_at' then
      return null;     end if;     if r ? 'activity_id' then
      k := 'activities:' || coalesce(r ->> 'activity_id', '');     elsif r ? 'activity_date_id' then
      k := 'activities:' || (select d.activity_id::text from activity_dates d where d.id = (r ->> 'activity_date_id')::bigint);       -- No date: it was deleted with this row (a cascade), and its own notice named the activity.
      if k is null then return null; end if;     else
      k := tg_table_name || ':' || coalesce(r ->> 'id', '');     end if;     perform pg_notify('catalogue_changed', k);   end;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE on "activity_details" for each ROW execute function "activity_details_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "activity_dates";`);
    this.addSql(`drop function if exists "activity_dates_catalogue_changed_fn"();`);
    this
      .addSql(`create or replace function "activity_dates_catalogue_changed_fn"() returns trigger as \$\$ begin declare
    r jsonb;     k text;   begin
    if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;     if tg_op = 'UPDATE' and r - 'current_available' - 'updated_at' = to_jsonb(old) - 'current_available' - 'updated_at' then
      return null;     end if;     if r ? 'activity_id' then
      k := 'activities:' || coalesce(r ->> 'activity_id', '');     elsif r ? 'activity_date_id' then
      k := 'activities:' || (select d.activity_id::text from activity_dates d where d.id = (r ->> 'activity_date_id')::bigint);       -- No date: it was deleted with this row (a cascade), and its own notice named the activity.
      if k is null then return null; end if;     else
      k := tg_table_name || ':' || coalesce(r ->> 'id', '');     end if;     perform pg_notify('catalogue_changed', k);   end;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE on "activity_dates" for each ROW execute function "activity_dates_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "activity_times";`);
    this.addSql(`drop function if exists "activity_times_catalogue_changed_fn"();`);
    this
      .addSql(`create or replace function "activity_times_catalogue_changed_fn"() returns trigger as \$\$ begin declare
    r jsonb;     k text;   begin
    if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;     if tg_op = 'UPDATE' and r - 'current_available' - 'updated_at' = to_jsonb(old) - 'current_available' - 'updated_at' then
      return null;     end if;     if r ? 'activity_id' then
      k := 'activities:' || coalesce(r ->> 'activity_id', '');     elsif r ? 'activity_date_id' then
      k := 'activities:' || (select d.activity_id::text from activity_dates d where d.id = (r ->> 'activity_date_id')::bigint);       -- No date: it was deleted with this row (a cascade), and its own notice named the activity.
      if k is null then return null; end if;     else
      k := tg_table_name || ':' || coalesce(r ->> 'id', '');     end if;     perform pg_notify('catalogue_changed', k);   end;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE on "activity_times" for each ROW execute function "activity_times_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "exchange_rates";`);
    this.addSql(`drop function if exists "exchange_rates_catalogue_changed_fn"();`);
    this
      .addSql(`create or replace function "exchange_rates_catalogue_changed_fn"() returns trigger as \$\$ begin declare
    r jsonb;     k text;   begin
    if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;     if tg_op = 'UPDATE' and r - 'current_available' - 'updated_at' = to_jsonb(old) - 'current_available' - 'updated_at' then
      return null;     end if;     if r ? 'activity_id' then
      k := 'activities:' || coalesce(r ->> 'activity_id', '');     elsif r ? 'activity_date_id' then
      k := 'activities:' || (select d.activity_id::text from activity_dates d where d.id = (r ->> 'activity_date_id')::bigint);       -- No date: it was deleted with this row (a cascade), and its own notice named the activity.
      if k is null then return null; end if;     else
      k := tg_table_name || ':' || coalesce(r ->> 'id', '');     end if;     perform pg_notify('catalogue_changed', k);   end;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE on "exchange_rates" for each ROW execute function "exchange_rates_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "reviews";`);
    this.addSql(`drop function if exists "reviews_catalogue_changed_fn"();`);
    this
      .addSql(`create or replace function "reviews_catalogue_changed_fn"() returns trigger as \$\$ begin declare
    r jsonb;     k text;   begin
    if tg_op = 'DELETE' then r := to_jsonb(old); else r := to_jsonb(new); end if;     if tg_op = 'UPDATE' and r - 'current_available' - 'updated_at' = to_jsonb(old) - 'current_available' - 'updated_at' then
      return null;     end if;     if r ? 'activity_id' then
      k := 'activities:' || coalesce(r ->> 'activity_id', '');     elsif r ? 'activity_date_id' then
      k := 'activities:' || (select d.activity_id::text from activity_dates d where d.id = (r ->> 'activity_date_id')::bigint);       -- No date: it was deleted with this row (a cascade), and its own notice named the activity.
      if k is null then return null; end if;     else
      k := tg_table_name || ':' || coalesce(r ->> 'id', '');     end if;     perform pg_notify('catalogue_changed', k);   end;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "catalogue_changed" AFTER INSERT OR UPDATE OR DELETE on "reviews" for each ROW execute function "reviews_catalogue_changed_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "catalogue_changed" on "activities";`);
    this.addSql(`drop function if exists "activities_catalogue_changed_fn"();`);
    this.addSql(
      `create or replace function "activities_catalogue_changed_fn"() returns trigger as \$\$ begin perform pg_notify('catalogue_changed', tg_table_name); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalogue_changed" AFTER DELETE OR INSERT OR UPDATE on "activities" for each STATEMENT execute function "activities_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "activity_attribute_templates";`);
    this.addSql(`drop function if exists "activity_attribute_templates_catalogue_changed_fn"();`);
    this.addSql(
      `create or replace function "activity_attribute_templates_catalogue_changed_fn"() returns trigger as \$\$ begin perform pg_notify('catalogue_changed', tg_table_name); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalogue_changed" AFTER DELETE OR INSERT OR UPDATE on "activity_attribute_templates" for each STATEMENT execute function "activity_attribute_templates_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "activity_categories";`);
    this.addSql(`drop function if exists "activity_categories_catalogue_changed_fn"();`);
    this.addSql(
      `create or replace function "activity_categories_catalogue_changed_fn"() returns trigger as \$\$ begin perform pg_notify('catalogue_changed', tg_table_name); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalogue_changed" AFTER DELETE OR INSERT OR UPDATE on "activity_categories" for each STATEMENT execute function "activity_categories_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "activity_dates";`);
    this.addSql(`drop function if exists "activity_dates_catalogue_changed_fn"();`);
    this.addSql(
      `create or replace function "activity_dates_catalogue_changed_fn"() returns trigger as \$\$ begin perform pg_notify('catalogue_changed', tg_table_name); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalogue_changed" AFTER DELETE OR INSERT OR UPDATE on "activity_dates" for each STATEMENT execute function "activity_dates_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "activity_details";`);
    this.addSql(`drop function if exists "activity_details_catalogue_changed_fn"();`);
    this.addSql(
      `create or replace function "activity_details_catalogue_changed_fn"() returns trigger as \$\$ begin perform pg_notify('catalogue_changed', tg_table_name); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalogue_changed" AFTER DELETE OR INSERT OR UPDATE on "activity_details" for each STATEMENT execute function "activity_details_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "activity_images";`);
    this.addSql(`drop function if exists "activity_images_catalogue_changed_fn"();`);
    this.addSql(
      `create or replace function "activity_images_catalogue_changed_fn"() returns trigger as \$\$ begin perform pg_notify('catalogue_changed', tg_table_name); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalogue_changed" AFTER DELETE OR INSERT OR UPDATE on "activity_images" for each STATEMENT execute function "activity_images_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "activity_prices";`);
    this.addSql(`drop function if exists "activity_prices_catalogue_changed_fn"();`);
    this.addSql(
      `create or replace function "activity_prices_catalogue_changed_fn"() returns trigger as \$\$ begin perform pg_notify('catalogue_changed', tg_table_name); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalogue_changed" AFTER DELETE OR INSERT OR UPDATE on "activity_prices" for each STATEMENT execute function "activity_prices_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "activity_regularities";`);
    this.addSql(`drop function if exists "activity_regularities_catalogue_changed_fn"();`);
    this.addSql(
      `create or replace function "activity_regularities_catalogue_changed_fn"() returns trigger as \$\$ begin perform pg_notify('catalogue_changed', tg_table_name); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalogue_changed" AFTER DELETE OR INSERT OR UPDATE on "activity_regularities" for each STATEMENT execute function "activity_regularities_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "activity_tags";`);
    this.addSql(`drop function if exists "activity_tags_catalogue_changed_fn"();`);
    this.addSql(
      `create or replace function "activity_tags_catalogue_changed_fn"() returns trigger as \$\$ begin perform pg_notify('catalogue_changed', tg_table_name); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalogue_changed" AFTER DELETE OR INSERT OR UPDATE on "activity_tags" for each STATEMENT execute function "activity_tags_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "activity_times";`);
    this.addSql(`drop function if exists "activity_times_catalogue_changed_fn"();`);
    this.addSql(
      `create or replace function "activity_times_catalogue_changed_fn"() returns trigger as \$\$ begin perform pg_notify('catalogue_changed', tg_table_name); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalogue_changed" AFTER DELETE OR INSERT OR UPDATE on "activity_times" for each STATEMENT execute function "activity_times_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "exchange_rates";`);
    this.addSql(`drop function if exists "exchange_rates_catalogue_changed_fn"();`);
    this.addSql(
      `create or replace function "exchange_rates_catalogue_changed_fn"() returns trigger as \$\$ begin perform pg_notify('catalogue_changed', tg_table_name); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalogue_changed" AFTER DELETE OR INSERT OR UPDATE on "exchange_rates" for each STATEMENT execute function "exchange_rates_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "languages";`);
    this.addSql(`drop function if exists "languages_catalogue_changed_fn"();`);
    this.addSql(
      `create or replace function "languages_catalogue_changed_fn"() returns trigger as \$\$ begin perform pg_notify('catalogue_changed', tg_table_name); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalogue_changed" AFTER DELETE OR INSERT OR UPDATE on "languages" for each STATEMENT execute function "languages_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "locations";`);
    this.addSql(`drop function if exists "locations_catalogue_changed_fn"();`);
    this.addSql(
      `create or replace function "locations_catalogue_changed_fn"() returns trigger as \$\$ begin perform pg_notify('catalogue_changed', tg_table_name); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalogue_changed" AFTER DELETE OR INSERT OR UPDATE on "locations" for each STATEMENT execute function "locations_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "reviews";`);
    this.addSql(`drop function if exists "reviews_catalogue_changed_fn"();`);
    this.addSql(
      `create or replace function "reviews_catalogue_changed_fn"() returns trigger as \$\$ begin perform pg_notify('catalogue_changed', tg_table_name); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalogue_changed" AFTER DELETE OR INSERT OR UPDATE on "reviews" for each STATEMENT execute function "reviews_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "suppliers";`);
    this.addSql(`drop function if exists "suppliers_catalogue_changed_fn"();`);
    this.addSql(
      `create or replace function "suppliers_catalogue_changed_fn"() returns trigger as \$\$ begin perform pg_notify('catalogue_changed', tg_table_name); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalogue_changed" AFTER DELETE OR INSERT OR UPDATE on "suppliers" for each STATEMENT execute function "suppliers_catalogue_changed_fn"();`,
    );

    this.addSql(`drop trigger if exists "catalogue_changed" on "tags";`);
    this.addSql(`drop function if exists "tags_catalogue_changed_fn"();`);
    this.addSql(
      `create or replace function "tags_catalogue_changed_fn"() returns trigger as \$\$ begin perform pg_notify('catalogue_changed', tg_table_name); return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "catalogue_changed" AFTER DELETE OR INSERT OR UPDATE on "tags" for each STATEMENT execute function "tags_catalogue_changed_fn"();`,
    );
  }
}
