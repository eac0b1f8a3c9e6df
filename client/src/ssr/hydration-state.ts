import type { NormalizedCacheObject } from '@apollo/client/cache';
import type { HydrationState } from 'react-router-dom';

/** A loader's operation and its answer, which the browser writes into its cache before hydrating (answer-documents.ts). */
export interface PageAnswer {
  operation: string;
  variables: Record<string, unknown>;
  data: unknown;
}

/**
 * What a server-rendered page hands to the browser: the loaders' answers, the Apollo cache of anything else the
 * render read (usually empty) and the router's loader data.
 */
export interface PageState {
  answers: PageAnswer[];
  apollo: NormalizedCacheObject;
  router: HydrationState;
}

export const PAGE_STATE_ID = 'xp-state';

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON safe inside a `<script>` element: `</script>`, `<!--` and the JS line separators can't appear in the output,
 * so hostile text in the data (an activity titled `</script><script>…`) stays a string.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (c) => ESCAPES[c]!);
}

/** The state script of a server-rendered page, or `undefined` for a page the browser renders alone. */
export function readPageState(doc: Document): PageState | undefined {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return undefined;
  }
}
