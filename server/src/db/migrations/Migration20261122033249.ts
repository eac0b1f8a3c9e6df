import { Migration } from '@mikro-orm/migrations';

export class Migration20261122033249 extends Migration {
  override name = 'Migration20261122033249';

  override up(): void | Promise<void> {
    this.addSql(`create type "outbox_mail_status" as enum ('pending', 'sent', 'kept', 'failed');`);
    this.addSql(`create type "user_role" as enum ('client', 'supplier', 'admin');`);
    this.addSql(`create type "one_time_token_purpose" as enum ('password_reset', 'email_verification');`);
    this.addSql(
      `create table "activity_categories" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(124) not null, "description" varchar(255) not null default '', "status" smallint not null default 1);`,
    );

    this.addSql(
      `create table "outbox_mails" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "recipient" varchar(254) not null, "subject" varchar(255) not null, "html" text not null, "text" text not null, "status" "outbox_mail_status" not null default 'pending', "attempts" int not null default 0, "sent_at" timestamptz null, "last_error" text null);`,
    );
    this.addSql(`create index "outbox_mails_recipient_index" on "outbox_mails" ("recipient");`);
    this.addSql(
      `create index "outbox_mails_status_created_at_index" on "outbox_mails" ("status", "created_at");`,
    );

    this.addSql(
      `create table "users" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(124) not null, "email" varchar(254) not null, "password_hash" varchar(255) not null, "role" "user_role" not null, "last_login_at" timestamptz null, "activated_at" timestamptz null, "phone" varchar(20) null, "national_id" varchar(12) null, "avatar" varchar(255) null, "city" varchar(124) null, "closed_at" timestamptz null);`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_role_index" on "users" ("role");`);

    this.addSql(
      `create table "one_time_tokens" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "purpose" "one_time_token_purpose" not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "one_time_tokens" add constraint "one_time_tokens_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create index "one_time_tokens_user_id_purpose_index" on "one_time_tokens" ("user_id", "purpose");`,
    );

    this.addSql(
      `create table "access_tokens" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "token_hash" varchar(64) not null, "scopes" text[] not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null);`,
    );
    this.addSql(`create index "access_tokens_user_id_index" on "access_tokens" ("user_id");`);
    this.addSql(
      `alter table "access_tokens" add constraint "access_tokens_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `alter table "one_time_tokens" add constraint "one_time_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "access_tokens" add constraint "access_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }
}
