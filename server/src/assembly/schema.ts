import type { GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage } from 'type-graphql';
import { authChecker } from '../graphql/auth-checker.js';
import { adminRoleChecker } from '../modules/admin/admin-roles.js';
import { resolvers } from './resolvers.js';
import { validateArgument } from '../graphql/validation.js';
import { guardSupplierStaff } from '../modules/supplier/staff/field-capabilities.js';

let built: Promise<GraphQLSchema> | undefined;

/** Builds the executable schema once per process (type-graphql metadata is global). */
export function getSchema(): Promise<GraphQLSchema> {
  built ??= (() => {
    markPlainFieldsSimple();
    return buildSchema({
      resolvers,
      // The scope first (401/403), then an admin's role (Soporte or Administrador).
      authChecker: async (data, roles) => authChecker(data, roles) && adminRoleChecker(data, roles),
      authMode: 'error',
      validateFn: validateArgument,
    }).then(guardSupplierStaff);
  })();
  return built;
}

/**
 * `@Field({ simple: true })` on every plain property no rule guards: no `@Authorized` on it or its class, no
 * `@UseMiddleware`, and the schema name equal to the property's. type-graphql otherwise wraps each such field in a
 * resolver of its own (a closure, a middleware chain, an object per value) that only reads `root[name]` — what
 * graphql-js's default resolver does; on a 24-card search page that is some 300 calls per request. Fields with a
 * `@FieldResolver` keep theirs (type-graphql ignores `simple` for them).
 */
export function markPlainFieldsSimple(): number {
  const storage = getMetadataStorage();
  const guarded = new Map<Function, Set<string>>();
  for (const { target, fieldName } of [...storage.authorizedFields, ...storage.middlewares]) {
    if (!guarded.has(target)) guarded.set(target, new Set());
    guarded.get(target)!.add(fieldName);
  }
  const guardedClasses = new Set<Function>([
    ...storage.authorizedResolver.map((a) => a.target),
    ...storage.resolverMiddlewares.map((m) => m.target),
  ]);
  let marked = 0;
  for (const field of storage.fields) {
    if (field.simple !== undefined || field.name !== field.schemaName) continue;
    if (guardedClasses.has(field.target) || guarded.get(field.target)?.has(field.name)) continue;
    field.simple = true;
    marked++;
  }
  return marked;
}
