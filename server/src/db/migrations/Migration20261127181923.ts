import { Migration } from '@mikro-orm/migrations';

export class Migration20261127181923 extends Migration {
  override name = 'Migration20261127181923';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "supplier_staff" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "supplier_id" int not null, "user_id" int not null, "role" text not null, "invite_token_hash" varchar(64) null, "invite_expires_at" timestamptz null, "accepted_at" timestamptz null, "revoked_at" timestamptz null);`,
    );
    this.addSql(`create index "supplier_staff_supplier_id_index" on "supplier_staff" ("supplier_id");`);
    this.addSql(
      `alter table "supplier_staff" add constraint "supplier_staff_user_id_unique" unique ("user_id");`,
    );
    this.addSql(
      `alter table "supplier_staff" add constraint "supplier_staff_invite_token_hash_unique" unique ("invite_token_hash");`,
    );

    this.addSql(
      `alter table "supplier_staff" add constraint "supplier_staff_supplier_id_foreign" foreign key ("supplier_id") references "suppliers" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "supplier_staff" add constraint "supplier_staff_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "supplier_staff" add constraint "supplier_staff_role_check" check (role in ('guide', 'operations'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "supplier_staff" cascade;`);
  }
}
