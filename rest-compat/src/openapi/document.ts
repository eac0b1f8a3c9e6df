import { getMetadataStorage } from 'type-graphql';
import { MAX_PAGE_SIZE } from '../../../schema/constants.js';
import {
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  typeFromAST,
  type FieldNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { PUBLIC_OPERATIONS } from '../../../server/src/graphql/public-operations.js';
import { snakeCase } from '../envelope.js';
import type { RestInput, RestRoute } from '../route.js';
import { isDocumented } from './documented.js';
import { inputSchema, outputSchema, type JsonSchema } from './graphql-json.js';
import { OUTSIDE_TABLE_OPERATIONS } from './outside-table.js';

/**
 * The OpenAPI 3.1 description of /api/v1, generated from the route table: parameters from the path and the list
 * conventions, request bodies from the GraphQL input types of each route's document, response sketches from its
 * selection set, roles from the resolvers' `@Authorized` metadata and public-operations.ts.
 */

export const OPENAPI_VERSION = '3.1.0';

/**
 * What a partner coming from the reproduced client's calls would otherwise trip on: the parts of its call
 * conventions we replaced, and why.
 */
const CONVENTIONS_BEYOND_THE_SPEC =
  'Sin cabecera anti-CSRF: la especificación envía en cada llamada no GET una cabecera tomada de una cookie; aquí ' +
  'la sesión nunca viaja en una cookie, solo en Authorization: Bearer (token de sesión o clave de aliado), que un ' +
  'navegador no agrega por su cuenta a una solicitud de otro sitio, así que no hay falsificación que prevenir y no ' +
  'se pide ninguna cabecera ni cookie XSRF. Tampoco hay prefijo anti-hijacking en las respuestas JSON. ' +
  'El usuario es el correo: username de POST /supplier/login y /admin/login y user de POST /password/forgot son el ' +
  'correo de la cuenta (sin distinguir mayúsculas). ' +
  'Cuerpos: JSON; POST /suppliers/activity y PATCH /suppliers/activity/{id} aceptan también multipart/form-data ' +
  'con campos de texto (un archivo se rechaza con 400); las imágenes se suben aparte, por multipart, a ' +
  '/suppliers/activity/{id}/images. ' +
  '/ No anti-forgery header (bearer tokens only, never a cookie session); the username is the account e-mail; ' +
  'activity create and patch also take multipart text fields.';

/** The route's Spanish and English summaries (`summaryEn`, or the two halves of "es / en"). */
export function summaries(route: RestRoute): { es: string; en?: string } {
  if (route.summaryEn) return { es: route.summary, en: route.summaryEn };
  const cut = route.summary.lastIndexOf(' / ');
  if (cut < 0) return { es: route.summary };
  return { es: route.summary.slice(0, cut), en: route.summary.slice(cut + 3) };
}

/** `/suppliers/activity/:id/dates/:dateId` → `/suppliers/activity/{id}/dates/{dateId}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

export function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}

/** The resource a route belongs to: its first path segment. */
export function routeTag(path: string): string {
  return path.split('/')[1] ?? '';
}

function operationOf(route: RestRoute): OperationDefinitionNode {
  const op = route.document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!op) throw new Error(`${route.method} ${route.path}: el documento no tiene operación`);
  return op;
}

function rootFields(op: OperationDefinitionNode): FieldNode[] {
  return op.selectionSet.selections.filter((s): s is FieldNode => s.kind === Kind.FIELD);
}

/** Roles that `@Authorized` asks of each root field (`[]`: any session). */
function authorizedRoles(): Map<string, string[]> {
  const storage = getMetadataStorage();
  const byMethod = new Map<string, string[]>();
  const byClass = new Map(storage.authorizedResolver.map((a) => [a.target, a.roles as string[]]));
  for (const a of storage.authorizedFields)
    byMethod.set(`${a.target.name}.${a.fieldName}`, a.roles as string[]);
  const roles = new Map<string, string[]>();
  for (const [kind, list] of [
    ['Query', storage.queries],
    ['Mutation', storage.mutations],
  ] as const) {
    for (const r of list) {
      const found = byMethod.get(`${r.target.name}.${r.methodName}`) ?? byClass.get(r.target);
      if (found) roles.set(`${kind}.${r.schemaName}`, found);
    }
  }
  return roles;
}

/** Runs the route's variable mapping on marker path params to learn which variables the path fills. */
function pathFilled(route: RestRoute): Set<string> {
  const params = Object.fromEntries(pathParams(route.path).map((p, i) => [p, String(987_654_000 + i)]));
  const markers = new Set(Object.values(params));
  const input: RestInput = {
    params,
    query: {},
    body: {},
    list: { page: 1, perPage: 10, perPageGiven: false, with: new Set() },
  };
  const filled = new Set<string>();
  let variables: Record<string, unknown>;
  try {
    variables = route.variables(input);
  } catch {
    for (const p of pathParams(route.path)) filled.add(p);
    return filled;
  }
  for (const [name, value] of Object.entries(variables)) {
    if (markers.has(String(value))) filled.add(name);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [key, inner] of Object.entries(value))
        if (markers.has(String(inner))) filled.add(`${name}.${key}`);
  }
  return filled;
}

function requestBody(
  route: RestRoute,
  op: OperationDefinitionNode,
  schema: GraphQLSchema,
): JsonSchema | null {
  if (route.method === 'GET') return null;
  const filled = pathFilled(route);
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const def of op.variableDefinitions ?? []) {
    const name = def.variable.name.value;
    if (filled.has(name) || /^with[A-Z]/.test(name)) continue;
    const type = typeFromAST(schema, def.type as never) as GraphQLInputType | undefined;
    if (!type) continue;
    const skip = new Set(
      [...filled].filter((f) => f.startsWith(`${name}.`)).map((f) => f.slice(name.length + 1)),
    );
    const part = inputSchema(type, skip);
    // `input: SomeInput` is the body itself; other variables are body fields of their own.
    if (name === 'input' && part.type === 'object') {
      Object.assign(properties, part.properties as object);
      required.push(...((part.required as string[]) ?? []));
    } else {
      properties[snakeCase(name)] = route.bodyFields?.[snakeCase(name)] ?? part;
      if (isNonNullType(type)) required.push(snakeCase(name));
    }
  }
  if (!Object.keys(properties).length) return null;
  return required.length ? { type: 'object', properties, required } : { type: 'object', properties };
}

const ENVELOPE = (items: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['data', 'currentPage', 'lastPage', 'total'],
  properties: {
    data: { type: 'array', items },
    currentPage: { type: 'integer' },
    lastPage: { type: 'integer' },
    total: { type: 'integer' },
  },
});

function responseSchema(
  op: OperationDefinitionNode,
  schema: GraphQLSchema,
): { schema: JsonSchema; paged: boolean } {
  const root = op.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  // A list route may first check its parent (`supplierActivity` before `supplierReservations`): the page answers.
  const fields = rootFields(op);
  const isPage = (f: FieldNode) => {
    const type = root?.getFields()[f.name.value]?.type;
    return type !== undefined && /Page$/.test(getNamedType(type).name);
  };
  const field = fields.find(isPage) ?? fields[0]!;
  const def = root?.getFields()[field.name.value];
  if (!def) return { schema: { type: 'object' }, paged: false };
  const type = isNonNullType(def.type) ? def.type.ofType : def.type;
  const named = getNamedType(type);
  if (isListType(type))
    return {
      schema: ENVELOPE(outputSchema(type.ofType, field.selectionSet)),
      paged: op.operation === 'query',
    };
  if (isObjectType(named) && 'items' in named.getFields() && 'lastPage' in named.getFields()) {
    const items = field.selectionSet?.selections.find(
      (s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === 'items',
    );
    const itemType = named.getFields().items!.type;
    return { schema: ENVELOPE(outputSchema(getNamedType(itemType), items?.selectionSet)), paged: true };
  }
  if (!isObjectType(named))
    return { schema: { type: 'object', properties: { message: { type: 'string' } } }, paged: false };
  return { schema: outputSchema(type, field.selectionSet), paged: false };
}

function operationId(route: RestRoute): string {
  const words = route.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return route.method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

function parameter(name: string, where: 'path' | 'query', description: string, schema: JsonSchema) {
  return { name, in: where, required: where === 'path', description, schema };
}

function queryParameters(route: RestRoute, paged: boolean) {
  const list = [];
  if (paged) {
    list.push(parameter('page', 'query', 'Página (desde 1) / Page number', { type: 'integer', minimum: 1 }));
    list.push(
      parameter('perPage', 'query', 'Elementos por página, 1 a 100 (más es un 422) / Page size, 1 to 100', {
        type: 'integer',
        minimum: 1,
        maximum: MAX_PAGE_SIZE,
      }),
    );
  }
  if (route.sortable)
    list.push(
      parameter(
        'orderBy',
        'query',
        `columna:dirección (asc o desc); columnas / columns: ${Object.keys(route.sortable).join(', ')}`,
        {
          type: 'string',
          enum: Object.keys(route.sortable).flatMap((column) => [`${column}:asc`, `${column}:desc`]),
        },
      ),
    );
  if (route.relations?.length) {
    const accepted = [...route.relations, ...(route.legacyRelations ?? [])];
    const names = accepted.map((r) => r.replace(/\./g, '\\.')).join('|');
    const legacy = route.legacyRelations?.length
      ? ` (también se aceptan, sin efecto / also accepted, changing nothing: ${route.legacyRelations.join(', ')})`
      : '';
    list.push(
      parameter(
        'with',
        'query',
        `Relaciones separadas por comas (otra es un 422) / Relations, comma-separated: ${route.relations.join(', ')}${legacy}`,
        { type: 'string', pattern: `^(${names})(,(${names}))*$`, 'x-relations': route.relations },
      ),
    );
  }
  for (const [name, description] of Object.entries(route.query ?? {}))
    list.push(parameter(name, 'query', description, { type: 'string' }));
  if (route.cacheable)
    list.push(
      parameter('cache', 'query', 'Acepta respuestas en caché (ETag) / Cache hint', { type: 'string' }),
    );
  return list;
}

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'Solicitud inválida (JSON mal formado, parámetros de lista) / Bad request',
  '401': 'Sin sesión o clave válida / Unauthenticated',
  '403': 'El rol o el alcance no lo permite / Forbidden',
  '404': 'No existe o no es suyo / Not found',
  '409': 'Conflicto de estado (cupos agotados, ya registrado) / Conflict',
  '422': 'Datos inválidos; errors trae el mensaje de cada campo / Validation failed',
  '429': 'Demasiadas solicitudes (Retry-After) / Too many requests',
};

function errorRefs(codes: string[]) {
  return Object.fromEntries(codes.map((c) => [c, { $ref: `#/components/responses/E${c}` }]));
}

/** The /api/v1 OpenAPI document for these routes. */
export function buildOpenApi(routes: RestRoute[], schema: GraphQLSchema): Record<string, unknown> {
  const roles = authorizedRoles();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const op = operationOf(route);
    const kind = op.operation === 'mutation' ? 'Mutation' : 'Query';
    const fields = rootFields(op).map((f) => `${kind}.${f.name.value}`);
    const isPublic = fields.every((f) => PUBLIC_OPERATIONS.has(f));
    const needed = [...new Set(fields.flatMap((f) => roles.get(f) ?? []))];
    const { schema: response, paged } = responseSchema(op, schema);
    const body = requestBody(route, op, schema);
    const { es, en } = summaries(route);
    const codes = ['400', ...(isPublic ? [] : ['401', '403'])];
    if (pathParams(route.path).length) codes.push('404');
    if (route.method !== 'GET') codes.push('409', '422');
    codes.push('429');
    const who = isPublic
      ? 'público / public'
      : needed.length
        ? needed.join(', ')
        : 'cualquier sesión / any session';
    const operation: Record<string, unknown> = {
      operationId: operationId(route),
      tags: [routeTag(route.path)],
      summary: es,
      description: [
        en ? `**EN:** ${en}` : '',
        `Roles: ${who}.`,
        route.partnerScope
          ? `Alcance de clave de aliado comercial / Partner key scope: \`${route.partnerScope}\`.`
          : '',
        isDocumented(route)
          ? ''
          : 'Extensión de Xplora (no figura en §7 de la especificación) / Xplora addition.',
      ]
        .filter(Boolean)
        .join('\n\n'),
      'x-summary-en': en,
      'x-roles': isPublic ? [] : needed,
      'x-partner-scope': route.partnerScope,
      'x-xplora-addition': !isDocumented(route),
      parameters: [
        ...pathParams(route.path).map((p) =>
          parameter(p, 'path', `Id (${p})`, { type: 'integer', minimum: 1 }),
        ),
        ...queryParameters(route, paged),
      ],
      security: isPublic ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }],
      responses: {
        [String(route.status ?? 200)]: {
          description: en ?? es,
          content: { 'application/json': { schema: response } },
        },
        ...errorRefs(codes),
      },
    };
    if (body)
      operation.requestBody = {
        required: true,
        content: {
          'application/json': { schema: body },
          ...(route.multipart ? { 'multipart/form-data': { schema: body } } : {}),
        },
      };
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation;
  }
  for (const extra of OUTSIDE_TABLE_OPERATIONS)
    (paths[openApiPath(extra.path)] ??= {})[extra.method.toLowerCase()] = extra.operation;
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Xplora API para aliados comerciales / Partner API',
      version: '1.0.0',
      description:
        'Contrato congelado de /api/v1: solo cambios aditivos; lo incompatible va a /api/v2 (ver README). ' +
        'Errores: {message, code, errors?} con mensajes en español; las claves de errors son los nombres de los ' +
        'parámetros de la solicitud (orderBy, perPage, starts_at, attribute…). ' +
        'Listas: {data, currentPage, lastPage, total}; toda lista acepta page, perPage (1 a 100; más es un 422) y ' +
        'orderBy=columna:dirección (asc|desc) con las columnas que enumera cada ruta; with donde hay relaciones. ' +
        'Un parámetro de consulta desconocido es un 422 que lo nombra. ' +
        'Un recurso único se responde tal cual (sin envoltorio {data}), como en la especificación. ' +
        'Decisiones: una reserva debe incluir al menos una unidad de cada tarifa obligatoria (regla de Xplora, más ' +
        'estricta que la especificación); "play" (status 1) sobre una actividad pausada la envía a aprobación en vez ' +
        'de publicarla al instante. ' +
        CONVENTIONS_BEYOND_THE_SPEC,
    },
    servers: [{ url: '/api/v1' }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            'Token de sesión (POST /login) o clave de aliado comercial / Session token or partner key',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['message', 'code'],
          properties: {
            message: { type: 'string' },
            code: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
      },
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([code, description]) => [
          `E${code}`,
          {
            description,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
    },
  };
}
