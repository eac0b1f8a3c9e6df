import type { Request, RequestHandler } from 'express';
import { parse, type OperationDefinitionNode } from 'graphql';
import { spend } from '../rest-compat/src/gate.js';
import type { GraphqlRateLimit } from '../server/src/config.js';
import type { Context } from '../server/src/graphql/context.js';

/** Per document text, its operations' kinds by name (`undefined` for an anonymous one); unparsable → none. */
type OperationKinds = Map<string | undefined, OperationDefinitionNode['operation']>;

/** Clients send a handful of documents over and over: each is parsed once, not once per request. */
const KNOWN_DOCUMENTS = 500;
/** Larger documents (none of the client's) are parsed every time rather than held. */
const KNOWN_DOCUMENT_CHARS = 20_000;
const kindsByDocument = new Map<string, OperationKinds>();

function operationKinds(query: string): OperationKinds {
  let kinds = kindsByDocument.get(query);
  if (kinds) return kinds;
  kinds = new Map();
  try {
    for (const d of parse(query, { maxTokens: 5000 }).definitions)
      if (d.kind === 'OperationDefinition' && !kinds.has(d.name?.value))
        kinds.set(d.name?.value, d.operation);
  } catch {
    // Apollo refuses it right after; remembered as "no operation" like any other document.
  }
  if (query.length > KNOWN_DOCUMENT_CHARS) return kinds;
  // Oldest first out: a stream of distinct documents costs one parse each, as without the cache.
  if (kindsByDocument.size >= KNOWN_DOCUMENTS) kindsByDocument.delete(kindsByDocument.keys().next().value!);
  kindsByDocument.set(query, kinds);
  return kinds;
}

/** Whether the HTTP body asks for a mutation (an unparsable document is refused by Apollo right after). */
export function isWrite(body: unknown): boolean {
  const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string') return false;
  const kinds = operationKinds(query);
  const chosen = typeof operationName === 'string' ? kinds.get(operationName) : kinds.values().next().value;
  return chosen === 'mutation';
}

/**
 * Rate limits of POST /graphql, counted in PostgreSQL for every process: per client IP and, when signed in, per
 * account; mutations spend a separate, smaller budget. Over it: 429 + Retry-After with a GraphQL error body.
 */
export function graphqlGate(
  limits: GraphqlRateLimit,
  context: (req: Request) => Promise<Context>,
): RequestHandler {
  return (req, res, next) => {
    void (async () => {
      const write = isWrite(req.body);
      const suffix = write ? '_write' : '';
      const budgets: [string, string, number][] = [
        [`gql_ip${suffix}`, req.ip || 'unknown', write ? limits.perIpWrites : limits.perIp],
      ];
      const { user } = await context(req);
      if (user)
        budgets.push([
          `gql_user${suffix}`,
          String(user.id),
          write ? limits.perAccountWrites : limits.perAccount,
        ]);
      for (const [name, key, points] of budgets) {
        // The size is part of the counter's name: servers with other settings on one database (test runs, a
        // rolling change of the setting) never spend each other's counts.
        const budget = await spend(`${name}_${points}`, key, points, limits.windowSeconds);
        if (budget.allowed) continue;
        const retryAfter = Math.max(1, Math.ceil(budget.msBeforeNext / 1000));
        res.setHeader('Retry-After', String(retryAfter));
        res.status(429).json({
          errors: [
            {
              message: `Demasiadas solicitudes. Inténtalo de nuevo en ${retryAfter} s.`,
              extensions: { code: 'TOO_MANY_REQUESTS', retryAfter },
            },
          ],
        });
        return;
      }
      next();
    })().catch(next);
  };
}
