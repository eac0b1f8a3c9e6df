/** word_similarity() at or above this counts as a fuzzy title match (a typo such as 'telerefico' scores 0.375). */
export const FUZZY_MIN_SIMILARITY = 0.3;

/**
 * Startup options of every database connection that runs the search (assembly/mikro-orm.config.ts, the bench baseline):
 * `<%` matches at the fuzzy threshold, so the GIN trigram index serves the fuzzy stage too (a sequential
 * word_similarity() over 10,000 titles took 133 ms; through the index, 21 ms).
 */
export const SEARCH_SESSION_OPTIONS = `-c pg_trgm.word_similarity_threshold=${FUZZY_MIN_SIMILARITY}`;
