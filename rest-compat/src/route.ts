import type { DocumentNode } from 'graphql';
import type { Request } from 'express';
import type { PartnerScopeId } from '../../schema/validation/partner-key.js';
import type { ListParams } from './list-params.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route handler sees: path params, query, body and the parsed list conventions. */
export interface RestInput {
  params: Record<string, string>;
  query: Request['query'];
  body: Record<string, unknown>;
  list: ListParams;
}

/**
 * One documented /api/v1 route: the GraphQL document it runs in-process, how the request becomes its variables,
 * and how the result becomes the spec's response shape.
 */
export interface RestRoute {
  method: HttpMethod;
  path: string;
  /** Spanish summary, or "es / en" (the OpenAPI document splits it). */
  summary: string;
  /** English summary when `summary` holds only the Spanish one. */
  summaryEn?: string;
  /** Route-specific query parameters (name → description) beyond the list conventions, for the OpenAPI document. */
  query?: Record<string, string>;
  document: DocumentNode;
  /** Relations the `with` parameter may name; each becomes an `@include(if: $withX)` variable. */
  relations?: string[];
  /**
   * Names `with` accepted an earlier version of the route and still accepts, changing nothing: `/api/v1` only grows, so
   * a name partners may send is never refused later. Not listed among the relations.
   */
  legacyRelations?: string[];
  /** Also accepts its body as multipart/form-data text fields (files refused), besides JSON. */
  multipart?: boolean;
  /** Query parameters that take several values (`category_id=1&category_id=2` or `category_id[]=…`). */
  multi?: string[];
  /** GraphQL error keys renamed to the request's own parameter names (`filter.startsAt` → `starts_at`). */
  errorNames?: Record<string, string>;
  /** Columns `orderBy` may name, mapped to the GraphQL sort field (or to the shown row's own key). */
  sortable?: Record<string, string>;
  /** Body fields the REST door spells differently from the GraphQL variable (OpenAPI), e.g. a lower-case enum. */
  bodyFields?: Record<string, { type: 'string'; enum: readonly string[]; description?: string }>;
  variables(input: RestInput): Record<string, unknown>;
  shape(data: Record<string, unknown>, input: RestInput): unknown;
  status?: number;
  /** The partner scope that opens this route to partner keys (absent: staff and customers only). */
  partnerScope?: PartnerScopeId;
  /** Catalogue and lookup GETs: answered with ETag/Cache-Control, honouring the `cache` parameter. */
  cacheable?: boolean;
}

export function defineRoutes(routes: RestRoute[]): RestRoute[] {
  return routes;
}
