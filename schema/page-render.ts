import type { DocumentNode, FormattedExecutionResult } from 'graphql';

/**
 * The contract between the server (server/src/http/pages.ts) and the page renderer it loads
 * (client/src/entry-server.tsx, built to dist/ssr): neither imports the other's code.
 */

/** Runs one GraphQL operation in-process, anonymously (no session is ever read by a server render). */
export type ExecuteOperation = (request: {
  document: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

export type RenderResult =
  /**
   * A public page (200 or 404): head elements, the rendered markup, the state script, the lazy modules it used, and
   * its canonical path and query (what `<link rel="canonical">` names).
   */
  | {
      kind: 'page';
      status: number;
      head: string;
      html: string;
      stateScript: string;
      modules: string[];
      canonical: string;
    }
  | { kind: 'redirect'; status: number; location: string }
  /** A private screen (cart, bookings, portals, forms) or a failed render: the browser renders it alone. */
  | { kind: 'client'; status: number };

export interface PageRenderer {
  /**
   * The address a page is rendered from: `url`'s origin and path, and only the query parameters its route reads, in
   * their canonical form. The server renders and caches this address, never the raw request.
   */
  pageUrl(url: URL): URL;
  render(url: URL, execute: ExecuteOperation): Promise<RenderResult>;
}
