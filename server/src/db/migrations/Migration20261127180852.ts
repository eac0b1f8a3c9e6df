import { Migration } from '@mikro-orm/migrations';

export class Migration20261127180852 extends Migration {
  override name = 'Migration20261127180852';

  override up(): void | Promise<void> {
    this.addSql(`create type "admin_role" as enum ('administrador', 'soporte');`);
    this.addSql(
      `create table "admin_roles" ("user_id" int not null, "role" "admin_role" not null, "updated_at" timestamptz not null default now(), primary key ("user_id"));`,
    );

    this.addSql(
      `alter table "admin_roles" add constraint "admin_roles_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_roles" cascade;`);

    this.addSql(`drop type "admin_role";`);
  }
}
