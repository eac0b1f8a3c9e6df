import { Migration } from '@mikro-orm/migrations';

export class Migration20261127144644 extends Migration {
  override name = 'Migration20261127144644';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audit_entries" ("id" serial primary key, "created_at" timestamptz not null default now(), "action" varchar(40) not null, "actor_user_id" int null, "actor_role" varchar(16) not null, "ip" varchar(64) null, "user_agent" varchar(512) null, "request_id" varchar(64) null, "object_type" varchar(32) not null, "object_id" int not null, "supplier_id" int null, "changes" jsonb null);`,
    );
    this.addSql(`create index "audit_entries_actor_user_id_index" on "audit_entries" ("actor_user_id");`);
    this.addSql(
      `create index "audit_entries_object_type_object_id_index" on "audit_entries" ("object_type", "object_id");`,
    );
    this.addSql(`create index "audit_entries_created_at_index" on "audit_entries" ("created_at");`);
    this.addSql(
      `create index "audit_entries_supplier_id_created_at_index" on "audit_entries" ("supplier_id", "created_at");`,
    );

    this.addSql(
      `create or replace function "audit_entries_audit_entries_append_only_fn"() returns trigger as \$\$ begin raise exception 'audit_entries is append-only: % refused', tg_op; return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "audit_entries_append_only" BEFORE UPDATE OR DELETE on "audit_entries" for each ROW execute function "audit_entries_audit_entries_append_only_fn"();`,
    );
    // By hand: TRUNCATE is refused too (a declared statement trigger is re-created by every new migration).
    this.addSql(
      `create or replace function "audit_entries_no_truncate_fn"() returns trigger as \$\$ begin raise exception 'audit_entries is append-only: % refused', tg_op; return null; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "audit_entries_no_truncate" BEFORE TRUNCATE on "audit_entries" for each STATEMENT execute function "audit_entries_no_truncate_fn"();`,
    );
    // The role the application writes the trail as (audit.record: `set local role`): it may only insert. Roles are
    // the cluster's, shared by every database on it, so it is created once and a concurrent creation is no error.
    this.addSql(`do \$\$ begin
      if not exists (select 1 from pg_roles where rolname = 'xplora_audit_writer') then
        create role xplora_audit_writer nologin;
      end if;
    exception when duplicate_object or unique_violation then null;
    end \$\$;`);
    this.addSql(`revoke all on "audit_entries" from public;`);
    this.addSql(`grant insert on "audit_entries" to xplora_audit_writer;`);
    this.addSql(`grant usage on sequence "audit_entries_id_seq" to xplora_audit_writer;`);
    // A superuser may set any role; any other application account must be a member of the writer role.
    this.addSql(`do \$\$ begin
      if not (select rolsuper from pg_roles where rolname = current_user) then
        execute format('grant xplora_audit_writer to %I', current_user);
      end if;
    end \$\$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "audit_entries_no_truncate" on "audit_entries";`);
    this.addSql(`drop function if exists "audit_entries_no_truncate_fn"();`);
    this.addSql(`drop trigger if exists "audit_entries_append_only" on "audit_entries";`);
    this.addSql(`drop function if exists "audit_entries_audit_entries_append_only_fn"();`);
    this.addSql(`drop table if exists "audit_entries" cascade;`);
  }
}
