import { Migration } from '@mikro-orm/migrations';

export class Migration20261125115026 extends Migration {
  override name = 'Migration20261125115026';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "password_reset_requests" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "email" varchar(254) not null);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "password_reset_requests" cascade;`);
  }
}
