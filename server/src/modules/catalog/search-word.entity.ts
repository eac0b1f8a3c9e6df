import type { TriggerDef } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey } from '@mikro-orm/decorators/legacy';

/**
 * The words of a title (`title`: an SQL expression) the vocabulary keeps: three letters or more, letters only (a number
 * corrects nothing), unaccented and lower-cased as the search compares them.
 */
const titleWords = (title: string) =>
  `select distinct w from regexp_split_to_table(immutable_unaccent(lower(${title})), '[^[:alnum:]]+') as w
    where w ~ '^[[:alpha:]]{3,}$'`;

/**
 * The trigger on `activities` that keeps the vocabulary: the words of a new or retitled activity's title. Words are
 * never removed (a word left by a retitled or deleted activity only corrects a typo towards a word that then matches
 * nothing).
 */
export const SEARCH_WORDS_FROM_TITLE: TriggerDef = {
  name: 'search_words_from_title',
  timing: 'after',
  events: ['insert', 'update'],
  forEach: 'row',
  body: `if tg_op = 'INSERT' or new.title is distinct from old.title then
    insert into search_words (word)
    ${titleWords('new.title')}
    on conflict do nothing;
  end if;
  return null;`,
};

/** Fills the vocabulary from every title at once (the bench seed, which inserts activities with triggers off). */
export const SEARCH_WORDS_FROM_ALL_TITLES = `insert into search_words (word)
  select t.w from activities a, lateral (${titleWords('a.title')}) t
  on conflict do nothing`;

/**
 * A word of the catalogue's titles: the vocabulary a misspelt search is corrected against
 * (activity-search.ts, `spellingCorrectionSql`). A few thousand rows at most, whatever the number of activities, so
 * a typo costs one lookup in this trigram index instead of a similarity ranking of every title that shares trigrams.
 */
@Entity({ tableName: 'search_words' })
@Index({
  name: 'search_words_word_trgm_index',
  expression: 'create index "search_words_word_trgm_index" on "search_words" using gin ("word" gin_trgm_ops)',
})
export class SearchWord {
  @PrimaryKey({ type: 'text', autoincrement: false })
  word!: string;
}
