import { Migration } from '@mikro-orm/migrations';

export class Migration20261122040450 extends Migration {
  override name = 'Migration20261122040450';

  override up(): void | Promise<void> {
    // Hand-written: extensions and the Spanish accent-insensitive text search configuration used by
    // activities.search_vector (generated column below) and the trigram fallback on titles.
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create or replace function immutable_unaccent(text) returns text language sql immutable strict parallel safe as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;`,
    );
    // es_unaccent configuration: Spanish stemming after removing accents ('paséo' = 'paseo' = 'PASEO').
    this.addSql(`create text search configuration es_unaccent (copy = spanish);`);
    this.addSql(
      `alter text search configuration es_unaccent alter mapping for hword, hword_part, word with unaccent, spanish_stem;`,
    );

    this.addSql(`create type "outbox_mail_status" as enum ('pending', 'sent', 'kept', 'failed');`);
    this.addSql(`create type "user_role" as enum ('client', 'supplier', 'admin');`);
    this.addSql(`create type "duration_unit" as enum ('days', 'hours', 'minutes');`);
    this.addSql(
      `create type "activity_detail_type" as enum ('attribute', 'highlight', 'unsuitable', 'question');`,
    );
    this.addSql(`create type "one_time_token_purpose" as enum ('password_reset', 'email_verification');`);
    this.addSql(`create type "currency" as enum ('USD', 'EUR');`);
    this.addSql(`create type "review_status" as enum ('pending', 'published', 'hidden');`);
    this.addSql(`create type "payment_status" as enum ('pending', 'verified', 'rejected');`);
    this.addSql(
      `create table "activity_attribute_templates" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(124) not null, "description" varchar(255) not null default '', "status" smallint not null default 1);`,
    );

    this.addSql(
      `create table "activity_categories" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(124) not null, "description" varchar(255) not null default '', "status" smallint not null default 1);`,
    );

    this.addSql(
      `create table "activity_regularities" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(124) not null, "status" smallint not null default 1);`,
    );

    this.addSql(
      `create table "banks" ("code" char(4) not null, "name" varchar(124) not null, primary key ("code"));`,
    );

    this.addSql(
      `create table "document_types" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "code" varchar(2) not null, "name" varchar(64) not null);`,
    );
    this.addSql(`alter table "document_types" add constraint "document_types_code_unique" unique ("code");`);

    this.addSql(
      `create table "languages" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(124) not null, "abbr" varchar(8) not null, "status" smallint not null default 1);`,
    );
    this.addSql(`alter table "languages" add constraint "languages_abbr_unique" unique ("abbr");`);

    this.addSql(
      `create table "locations" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(124) not null, "status" smallint not null default 1);`,
    );

    this.addSql(
      `create table "outbox_mails" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "recipient" varchar(254) not null, "subject" varchar(255) not null, "html" text not null, "text" text not null, "status" "outbox_mail_status" not null default 'pending', "attempts" int not null default 0, "sent_at" timestamptz null, "last_error" text null);`,
    );
    this.addSql(`create index "outbox_mails_recipient_index" on "outbox_mails" ("recipient");`);
    this.addSql(
      `create index "outbox_mails_status_created_at_index" on "outbox_mails" ("status", "created_at");`,
    );

    this.addSql(
      `create table "payment_methods" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(124) not null, "description" varchar(255) not null default '', "code" varchar(32) not null, "status" smallint not null default 1);`,
    );
    this.addSql(
      `alter table "payment_methods" add constraint "payment_methods_code_unique" unique ("code");`,
    );

    this.addSql(
      `create table "supplier_categories" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(124) not null, "status" smallint not null default 1);`,
    );

    this.addSql(
      `create table "supplier_leads" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(124) not null, "email" varchar(254) not null, "phone" varchar(20) null, "company" varchar(124) null, "city" varchar(124) null, "message" varchar(1024) null, "handled_at" timestamptz null);`,
    );
    this.addSql(`create index "supplier_leads_handled_at_index" on "supplier_leads" ("handled_at");`);

    this.addSql(
      `create table "tags" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(32) not null, "label" varchar(64) not null);`,
    );
    this.addSql(`alter table "tags" add constraint "tags_name_unique" unique ("name");`);

    this.addSql(
      `create table "users" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(124) not null, "email" varchar(254) not null, "password_hash" varchar(255) not null, "role" "user_role" not null, "last_login_at" timestamptz null, "activated_at" timestamptz null, "phone" varchar(20) null, "national_id" varchar(12) null, "avatar" varchar(255) null, "city" varchar(124) null, "closed_at" timestamptz null);`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_role_index" on "users" ("role");`);

    this.addSql(
      `create table "suppliers" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "trade_name" varchar(124) not null, "legal_name" varchar(124) not null, "document_type_id" int not null, "document_code" varchar(12) not null, "phone_number" varchar(20) null, "email" varchar(254) null, "webpage" varchar(255) null, "address" varchar(255) null, "description" varchar(255) null, "notes" varchar(1024) null, "fee" numeric(4,3) null, "status" smallint not null default 0, "language_id" int null, "category_id" int null);`,
    );
    this.addSql(`alter table "suppliers" add constraint "suppliers_user_id_unique" unique ("user_id");`);
    this.addSql(`create index "suppliers_document_type_id_index" on "suppliers" ("document_type_id");`);
    this.addSql(`create index "suppliers_document_code_index" on "suppliers" ("document_code");`);
    this.addSql(`create index "suppliers_language_id_index" on "suppliers" ("language_id");`);
    this.addSql(`create index "suppliers_category_id_index" on "suppliers" ("category_id");`);
    this.addSql(
      `alter table "suppliers" add constraint "suppliers_fee_check" check (fee >= 0.05 and fee <= 1);`,
    );
    this.addSql(`alter table "suppliers" add constraint "suppliers_status_check" check (status in (0, 1));`);

    this.addSql(
      `create table "supplier_payment_data" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "supplier_id" int not null, "payment_method_id" int not null, "name" varchar(124) not null, "account_id" varchar(20) not null, "account" varchar(32) not null, "agent_bank_code" char(4) not null);`,
    );
    this.addSql(
      `create index "supplier_payment_data_payment_method_id_index" on "supplier_payment_data" ("payment_method_id");`,
    );
    this.addSql(
      `create index "supplier_payment_data_agent_bank_code_index" on "supplier_payment_data" ("agent_bank_code");`,
    );
    this.addSql(
      `alter table "supplier_payment_data" add constraint "supplier_payment_data_supplier_id_payment_method_id_unique" unique ("supplier_id", "payment_method_id");`,
    );

    this.addSql(
      `create table "supplier_contacts" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "supplier_id" int not null, "name" varchar(124) not null, "email" varchar(254) null, "phone_number" varchar(20) not null, "status" smallint not null default 0);`,
    );
    this.addSql(`create index "supplier_contacts_supplier_id_index" on "supplier_contacts" ("supplier_id");`);
    this.addSql(
      `alter table "supplier_contacts" add constraint "supplier_contacts_status_check" check (status in (0, 1));`,
    );

    this.addSql(
      `create table "supplier_comments" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "supplier_id" int not null, "message" varchar(255) not null, "status" smallint not null default 1, "author_id" int null);`,
    );
    this.addSql(`create index "supplier_comments_supplier_id_index" on "supplier_comments" ("supplier_id");`);
    this.addSql(`create index "supplier_comments_author_id_index" on "supplier_comments" ("author_id");`);

    this.addSql(
      `create table "provider_alerts" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "supplier_id" int not null, "title" varchar(124) not null, "message" text not null, "status" smallint not null default 0, "sent_at" timestamptz null, "read_at" timestamptz null);`,
    );
    this.addSql(
      `create index "provider_alerts_supplier_id_status_index" on "provider_alerts" ("supplier_id", "status");`,
    );
    this.addSql(
      `alter table "provider_alerts" add constraint "provider_alerts_status_check" check (status in (0, 1));`,
    );

    this.addSql(
      `create table "activities" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "supplier_id" int not null, "slug" varchar(160) not null, "title" varchar(124) not null, "summary" varchar(255) not null, "description" text not null, "status" smallint not null default 0, "regularity_id" int not null, "category_id" int not null, "language_id" int not null, "origin_id" int not null, "destination_id" int not null, "base_price" numeric(10,2) not null, "duration_quantity" int not null default 1, "duration_unit" "duration_unit" not null default 'hours', "book_before" int not null default 0, "cancel_before" int not null default 0, "min_participants" int not null default 1, "expected_participants" int not null default 1, "max_participants" int not null default 1, "departure_address" varchar(255) not null default '', "featured" boolean not null default false, "rating" numeric(2,1) not null default 0, "comments_count" int not null default 0, "bookmarks_count" int not null default 0, "deleted_at" timestamptz null, "published_at" timestamptz null, "search_vector" tsvector generated always as (setweight(to_tsvector('es_unaccent'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('es_unaccent'::regconfig, coalesce(summary, '')), 'B') || setweight(to_tsvector('es_unaccent'::regconfig, regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')), 'C')) stored null);`,
    );
    this.addSql(`create index "activities_supplier_id_index" on "activities" ("supplier_id");`);
    this.addSql(`create index "activities_regularity_id_index" on "activities" ("regularity_id");`);
    this.addSql(`create index "activities_category_id_index" on "activities" ("category_id");`);
    this.addSql(`create index "activities_language_id_index" on "activities" ("language_id");`);
    this.addSql(`create index "activities_origin_id_index" on "activities" ("origin_id");`);
    this.addSql(`create index "activities_destination_id_index" on "activities" ("destination_id");`);
    this.addSql(
      `create index "activities_title_trgm_index" on "activities" using gin (immutable_unaccent(lower("title")) gin_trgm_ops);`,
    );
    this.addSql(`create index "activities_search_vector_index" on "activities" using gin ("search_vector");`);
    this.addSql(
      `create index "activities_status_featured_id_index" on "activities" ("status", "featured", "id");`,
    );
    this.addSql(
      `create index "activities_status_base_price_index" on "activities" ("status", "base_price");`,
    );
    this.addSql(`create index "activities_status_origin_id_index" on "activities" ("status", "origin_id");`);
    this.addSql(
      `create index "activities_status_category_id_index" on "activities" ("status", "category_id");`,
    );
    this.addSql(
      `create index "activities_status_destination_id_index" on "activities" ("status", "destination_id");`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_participants_check" check (min_participants >= 1 and expected_participants >= 1 and max_participants >= 1);`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_book_before_check" check (book_before >= 0 and cancel_before >= 0);`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_duration_quantity_check" check (duration_quantity >= 1);`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_base_price_check" check (base_price >= 0);`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_status_check" check (status in (0, 1));`,
    );

    this.addSql(
      `create table "activity_tags" ("activity_id" int not null, "tag_id" int not null, primary key ("activity_id", "tag_id"));`,
    );
    this.addSql(`create index "activity_tags_tag_id_index" on "activity_tags" ("tag_id");`);

    this.addSql(
      `create table "activity_prices" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "activity_id" int not null, "title" varchar(124) not null, "description" varchar(255) null, "price" numeric(10,2) not null, "participants" int not null default 1, "mandatory" boolean not null default false);`,
    );
    this.addSql(`create index "activity_prices_activity_id_index" on "activity_prices" ("activity_id");`);
    this.addSql(
      `alter table "activity_prices" add constraint "activity_prices_participants_check" check (participants >= 0);`,
    );
    this.addSql(
      `alter table "activity_prices" add constraint "activity_prices_price_check" check (price >= 0);`,
    );

    this.addSql(
      `create table "activity_images" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "activity_id" int not null, "path" varchar(255) not null, "thumbnail_path" varchar(255) not null, "description" varchar(255) null, "width" int not null, "height" int not null, "position" int not null default 0);`,
    );
    this.addSql(
      `create index "activity_images_activity_id_position_index" on "activity_images" ("activity_id", "position");`,
    );

    this.addSql(
      `create table "activity_details" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "activity_id" int not null, "type" "activity_detail_type" not null, "title" varchar(124) not null, "description" varchar(512) null, "value" boolean null, "attribute_template_id" int null, "position" int not null default 0);`,
    );
    this.addSql(
      `create index "activity_details_attribute_template_id_value_index" on "activity_details" ("attribute_template_id", "value");`,
    );
    this.addSql(
      `create index "activity_details_activity_id_type_position_index" on "activity_details" ("activity_id", "type", "position");`,
    );

    this.addSql(
      `create table "activity_dates" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "activity_id" int not null, "starts_at" date not null);`,
    );
    this.addSql(`create index "activity_dates_starts_at_index" on "activity_dates" ("starts_at");`);
    this.addSql(
      `alter table "activity_dates" add constraint "activity_dates_activity_id_starts_at_unique" unique ("activity_id", "starts_at");`,
    );

    this.addSql(
      `create table "activity_times" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "activity_date_id" int not null, "starts_at" time(0) not null, "ends_at" time(0) not null, "expected_participants" int not null, "current_available" int not null);`,
    );
    this.addSql(
      `create index "activity_times_activity_date_id_index" on "activity_times" ("activity_date_id");`,
    );
    this.addSql(
      `alter table "activity_times" add constraint "activity_times_expected_participants_check" check (expected_participants >= 0);`,
    );
    this.addSql(
      `alter table "activity_times" add constraint "activity_times_current_available_check" check (current_available >= 0);`,
    );

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
      `create table "exchange_rates" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "currency" "currency" not null, "rate" numeric(18,4) not null, "value_date" date not null, "created_by_id" int null);`,
    );
    this.addSql(`create index "exchange_rates_created_by_id_index" on "exchange_rates" ("created_by_id");`);
    this.addSql(
      `create index "exchange_rates_currency_value_date_index" on "exchange_rates" ("currency", "value_date" DESC);`,
    );
    this.addSql(`alter table "exchange_rates" add constraint "exchange_rates_rate_check" check (rate > 0);`);

    this.addSql(
      `create table "bookmarks" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "activity_id" int not null);`,
    );
    this.addSql(`create index "bookmarks_activity_id_index" on "bookmarks" ("activity_id");`);
    this.addSql(
      `alter table "bookmarks" add constraint "bookmarks_user_id_activity_id_unique" unique ("user_id", "activity_id");`,
    );

    this.addSql(
      `create table "bookings" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "activity_id" int not null, "activity_date_id" int not null, "activity_time_id" int not null, "status" smallint not null default 1, "exchange_rate" numeric(18,4) not null, "hold_expires_at" timestamptz null, "attendee_name" varchar(124) null, "attendee_national_id" varchar(12) null, "attendee_email" varchar(254) null, "attendee_phone" varchar(20) null, "seats_held" int not null default 0, "seats_released_at" timestamptz null, "partner_key_id" int null);`,
    );
    this.addSql(`create index "bookings_activity_id_index" on "bookings" ("activity_id");`);
    this.addSql(`create index "bookings_activity_date_id_index" on "bookings" ("activity_date_id");`);
    this.addSql(`create index "bookings_activity_time_id_index" on "bookings" ("activity_time_id");`);
    this.addSql(
      `create index "bookings_status_hold_expires_at_index" on "bookings" ("status", "hold_expires_at");`,
    );
    this.addSql(`create index "bookings_user_id_status_index" on "bookings" ("user_id", "status");`);
    this.addSql(`alter table "bookings" add constraint "bookings_seats_held_check" check (seats_held >= 0);`);
    this.addSql(
      `alter table "bookings" add constraint "bookings_status_check" check (status >= 1 and status <= 5);`,
    );

    this.addSql(
      `create table "reviews" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "activity_id" int not null, "user_id" int not null, "booking_id" int null, "rating" smallint not null, "title" varchar(124) not null, "message" text not null, "status" "review_status" not null default 'pending', "moderated_at" timestamptz null, "moderated_by_id" int null);`,
    );
    this.addSql(`create index "reviews_user_id_index" on "reviews" ("user_id");`);
    this.addSql(`alter table "reviews" add constraint "reviews_booking_id_unique" unique ("booking_id");`);
    this.addSql(`create index "reviews_moderated_by_id_index" on "reviews" ("moderated_by_id");`);
    this.addSql(
      `create index "reviews_activity_id_status_created_at_index" on "reviews" ("activity_id", "status", "created_at");`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_rating_check" check (rating >= 1 and rating <= 5);`,
    );

    this.addSql(
      `create table "orders" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "activity_booking_id" int not null, "status" smallint not null default 0, "paid" boolean not null default false, "issue_date" timestamptz not null default now(), "expires_at" timestamptz not null, "total_usd" numeric(12,2) not null, "total_ves" numeric(14,2) not null);`,
    );
    this.addSql(`create index "orders_activity_booking_id_index" on "orders" ("activity_booking_id");`);
    this.addSql(`create index "orders_expires_at_index" on "orders" ("expires_at");`);
    this.addSql(`create index "orders_status_paid_index" on "orders" ("status", "paid");`);
    this.addSql(
      `alter table "orders" add constraint "orders_totals_check" check (total_usd >= 0 and total_ves >= 0);`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_status_check" check (status >= 0 and status <= 2);`,
    );

    this.addSql(
      `create table "payments" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "order_id" int not null, "payment_method_id" int not null, "bank_code" char(4) not null, "buyer_id" varchar(20) not null, "paid_amount" numeric(14,2) not null, "reference" varchar(20) not null, "status" "payment_status" not null default 'pending', "verified_at" timestamptz null, "verified_by_id" int null, "rejection_reason" varchar(255) null);`,
    );
    this.addSql(`create index "payments_order_id_index" on "payments" ("order_id");`);
    this.addSql(`create index "payments_payment_method_id_index" on "payments" ("payment_method_id");`);
    this.addSql(`create index "payments_bank_code_index" on "payments" ("bank_code");`);
    this.addSql(`create index "payments_verified_by_id_index" on "payments" ("verified_by_id");`);
    this.addSql(
      `create unique index "payments_order_id_live_unique" on "payments" ("order_id") where status <> 'rejected';`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_paid_amount_check" check (paid_amount > 0);`,
    );

    this.addSql(
      `create table "booking_details" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "booking_id" int not null, "activity_price_id" int not null, "quantity" int not null, "unit_price" numeric(10,2) not null, "participants" int not null);`,
    );
    this.addSql(`create index "booking_details_booking_id_index" on "booking_details" ("booking_id");`);
    this.addSql(
      `create index "booking_details_activity_price_id_index" on "booking_details" ("activity_price_id");`,
    );
    this.addSql(
      `alter table "booking_details" add constraint "booking_details_quantity_check" check (quantity >= 0 and participants >= 0 and unit_price >= 0);`,
    );

    this.addSql(
      `create table "access_tokens" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "token_hash" varchar(64) not null, "scopes" text[] not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null);`,
    );
    this.addSql(`create index "access_tokens_user_id_index" on "access_tokens" ("user_id");`);
    this.addSql(
      `alter table "access_tokens" add constraint "access_tokens_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `alter table "suppliers" add constraint "suppliers_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "suppliers" add constraint "suppliers_document_type_id_foreign" foreign key ("document_type_id") references "document_types" ("id");`,
    );
    this.addSql(
      `alter table "suppliers" add constraint "suppliers_language_id_foreign" foreign key ("language_id") references "languages" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "suppliers" add constraint "suppliers_category_id_foreign" foreign key ("category_id") references "supplier_categories" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "supplier_payment_data" add constraint "supplier_payment_data_supplier_id_foreign" foreign key ("supplier_id") references "suppliers" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "supplier_payment_data" add constraint "supplier_payment_data_payment_method_id_foreign" foreign key ("payment_method_id") references "payment_methods" ("id");`,
    );
    this.addSql(
      `alter table "supplier_payment_data" add constraint "supplier_payment_data_agent_bank_code_foreign" foreign key ("agent_bank_code") references "banks" ("code");`,
    );

    this.addSql(
      `alter table "supplier_contacts" add constraint "supplier_contacts_supplier_id_foreign" foreign key ("supplier_id") references "suppliers" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "supplier_comments" add constraint "supplier_comments_supplier_id_foreign" foreign key ("supplier_id") references "suppliers" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "supplier_comments" add constraint "supplier_comments_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "provider_alerts" add constraint "provider_alerts_supplier_id_foreign" foreign key ("supplier_id") references "suppliers" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "activities" add constraint "activities_supplier_id_foreign" foreign key ("supplier_id") references "suppliers" ("id");`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_regularity_id_foreign" foreign key ("regularity_id") references "activity_regularities" ("id");`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_category_id_foreign" foreign key ("category_id") references "activity_categories" ("id");`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_language_id_foreign" foreign key ("language_id") references "languages" ("id");`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_origin_id_foreign" foreign key ("origin_id") references "locations" ("id");`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_destination_id_foreign" foreign key ("destination_id") references "locations" ("id");`,
    );

    this.addSql(
      `alter table "activity_tags" add constraint "activity_tags_activity_id_foreign" foreign key ("activity_id") references "activities" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "activity_tags" add constraint "activity_tags_tag_id_foreign" foreign key ("tag_id") references "tags" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "activity_prices" add constraint "activity_prices_activity_id_foreign" foreign key ("activity_id") references "activities" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "activity_images" add constraint "activity_images_activity_id_foreign" foreign key ("activity_id") references "activities" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "activity_details" add constraint "activity_details_activity_id_foreign" foreign key ("activity_id") references "activities" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "activity_details" add constraint "activity_details_attribute_template_id_foreign" foreign key ("attribute_template_id") references "activity_attribute_templates" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "activity_dates" add constraint "activity_dates_activity_id_foreign" foreign key ("activity_id") references "activities" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "activity_times" add constraint "activity_times_activity_date_id_foreign" foreign key ("activity_date_id") references "activity_dates" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "one_time_tokens" add constraint "one_time_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "exchange_rates" add constraint "exchange_rates_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "bookmarks" add constraint "bookmarks_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "bookmarks" add constraint "bookmarks_activity_id_foreign" foreign key ("activity_id") references "activities" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "bookings" add constraint "bookings_user_id_foreign" foreign key ("user_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "bookings" add constraint "bookings_activity_id_foreign" foreign key ("activity_id") references "activities" ("id");`,
    );
    this.addSql(
      `alter table "bookings" add constraint "bookings_activity_date_id_foreign" foreign key ("activity_date_id") references "activity_dates" ("id");`,
    );
    this.addSql(
      `alter table "bookings" add constraint "bookings_activity_time_id_foreign" foreign key ("activity_time_id") references "activity_times" ("id");`,
    );

    this.addSql(
      `alter table "reviews" add constraint "reviews_activity_id_foreign" foreign key ("activity_id") references "activities" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_moderated_by_id_foreign" foreign key ("moderated_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "orders" add constraint "orders_activity_booking_id_foreign" foreign key ("activity_booking_id") references "bookings" ("id");`,
    );

    this.addSql(
      `alter table "payments" add constraint "payments_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_payment_method_id_foreign" foreign key ("payment_method_id") references "payment_methods" ("id");`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_bank_code_foreign" foreign key ("bank_code") references "banks" ("code");`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_verified_by_id_foreign" foreign key ("verified_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "booking_details" add constraint "booking_details_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "booking_details" add constraint "booking_details_activity_price_id_foreign" foreign key ("activity_price_id") references "activity_prices" ("id");`,
    );

    this.addSql(
      `alter table "access_tokens" add constraint "access_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }
}
