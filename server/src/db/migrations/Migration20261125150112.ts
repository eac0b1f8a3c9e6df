import { Migration } from '@mikro-orm/migrations';

/** Attendees typed on an order confirm their address before they get the account's order e-mails. */
export class Migration20261125150112 extends Migration {
  override name = 'Migration20261125150112';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "attendee_consents" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "email" varchar(254) not null, "token_hash" varchar(64) not null, "sent_at" timestamptz not null, "confirmed_at" timestamptz null);`,
    );
    this.addSql(`create index "attendee_consents_token_hash_index" on "attendee_consents" ("token_hash");`);
    this.addSql(
      `alter table "attendee_consents" add constraint "attendee_consents_user_id_email_unique" unique ("user_id", "email");`,
    );
    this.addSql(
      `alter table "attendee_consents" add constraint "attendee_consents_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "attendee_consents" cascade;`);
  }
}
