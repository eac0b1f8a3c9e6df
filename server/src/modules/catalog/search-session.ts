/**
 * word_similarity() at or above this makes a vocabulary word a correction of a misspelt query word (a typo such as
 * 'telerefico' scores 0.375 against 'teleferico'; activity-search.ts, `spellingCorrectionSql`).
 */
export const SPELLING_MIN_SIMILARITY = 0.3;

/**
 * Startup options of every database connection that runs the search (assembly/mikro-orm.config.ts, the bench baseline):
 * `<%` matches at the correction's threshold, so the vocabulary's GIN trigram index finds the candidates.
 */
export const SEARCH_SESSION_OPTIONS = `-c pg_trgm.word_similarity_threshold=${SPELLING_MIN_SIMILARITY}`;
