import { Migration } from '@mikro-orm/migrations';

export class Migration20261127025639 extends Migration {
  override name = 'Migration20261127025639';

  override up(): void | Promise<void> {
    this.addSql(`create table "search_words" ("word" text not null, primary key ("word"));`);
    this.addSql(
      `create index "search_words_word_trgm_index" on "search_words" using gin ("word" gin_trgm_ops);`,
    );

    this.addSql(`drop index "activities_title_trgm_index";`);
    this
      .addSql(`create or replace function "activities_search_words_from_title_fn"() returns trigger as \$\$ begin if tg_op = 'INSERT' or new.title is distinct from old.title then
    insert into search_words (word)
    select distinct w from regexp_split_to_table(immutable_unaccent(lower(new.title)), '[^[:alnum:]]+') as w
    where w ~ '^[[:alpha:]]{3,}\$'
    on conflict do nothing;   end if;   return null; end; \$\$ language plpgsql;`);
    this.addSql(
      `create trigger "search_words_from_title" AFTER INSERT OR UPDATE on "activities" for each ROW execute function "activities_search_words_from_title_fn"();`,
    );
    // The vocabulary of the titles already there (the typo path of the search).
    this.addSql(`insert into search_words (word)
      select distinct w from activities a, regexp_split_to_table(immutable_unaccent(lower(a.title)), '[^[:alnum:]]+') as w
      where w ~ '^[[:alpha:]]{3,}$' on conflict do nothing;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "search_words" cascade;`);

    this.addSql(`drop trigger if exists "search_words_from_title" on "activities";`);
    this.addSql(`drop function if exists "activities_search_words_from_title_fn"();`);
    this.addSql(
      `CREATE INDEX activities_title_trgm_index ON public.activities USING gin (immutable_unaccent(lower((title)::text)) gin_trgm_ops);`,
    );
  }
}
