/**
 * word_similarity() at or above this makes a vocabulary word a correction of a misspelt query word (a typo such as
 * 'telerefico' scores 0.375 against 'teleferico'; activity-search.ts, `spellingCorrectionSql`).
 */
export const SPELLING_MIN_SIMILARITY = 0.3;

/**
 * Startup options of every database connection that runs the search (assembly/mikro-orm.config.ts, the bench baseline):
 * `<%` matches at the correction's threshold, so the vocabulary's GIN trigram index finds the candidates; and no JIT
 * compilation: the facet counts' statement is estimated above `jit_above_cost` (its per-band fallbacks are costed as
 * if every row ran them), and compiling it took 4–9 s on the loaded bench machine for a statement that runs in
 * 0.1–0.5 s interpreted (tests/bench/README.md, discovery). Short OLTP statements never gain from JIT.
 */
export const SEARCH_SESSION_OPTIONS = `-c pg_trgm.word_similarity_threshold=${SPELLING_MIN_SIMILARITY} -c jit=off`;
