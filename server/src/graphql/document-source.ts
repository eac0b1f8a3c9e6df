import { print, type DocumentNode } from 'graphql';

// Apollo prints a DocumentNode on every call; printing once lets its parse/validate cache hit directly.
const printed = new WeakMap<DocumentNode, string>();

/** The source text of an in-process operation's document (REST routes, server-rendered pages), printed once. */
export function documentSource(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = print(document)));
  return text;
}
