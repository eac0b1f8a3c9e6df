import { Migration } from '@mikro-orm/migrations';

export class Migration20261122084935 extends Migration {
  override name = 'Migration20261122084935';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "idempotency_keys" ("id" serial primary key, "principal" varchar(80) not null, "key" varchar(255) not null, "method" varchar(8) not null, "path" varchar(255) not null, "body_hash" varchar(64) not null, "status_code" int null, "response_body" jsonb null, "created_at" timestamptz not null default now(), "completed_at" timestamptz null);`,
    );
    this.addSql(`create index "idempotency_keys_created_at_index" on "idempotency_keys" ("created_at");`);
    this.addSql(
      `alter table "idempotency_keys" add constraint "idempotency_keys_principal_key_unique" unique ("principal", "key");`,
    );

    this.addSql(
      `create table "partner_keys" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(124) not null, "organisation" varchar(254) not null, "prefix" varchar(16) not null, "secret_hash" varchar(64) not null, "scopes" text[] not null, "user_id" int not null, "created_by_id" int null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, "expires_at" timestamptz null);`,
    );
    this.addSql(`alter table "partner_keys" add constraint "partner_keys_prefix_unique" unique ("prefix");`);
    this.addSql(
      `alter table "partner_keys" add constraint "partner_keys_secret_hash_unique" unique ("secret_hash");`,
    );
    this.addSql(`create index "partner_keys_user_id_index" on "partner_keys" ("user_id");`);

    this.addSql(
      `alter table "partner_keys" add constraint "partner_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "partner_keys" add constraint "partner_keys_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);
    this.addSql(`drop table if exists "partner_keys" cascade;`);
  }
}
