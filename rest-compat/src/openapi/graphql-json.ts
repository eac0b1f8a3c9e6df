import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type GraphQLInputType,
  type GraphQLOutputType,
  type SelectionSetNode,
} from 'graphql';
import { snakeCase } from '../envelope.js';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it) fragment. */
export type JsonSchema = Record<string, unknown>;

const SCALARS: Record<string, JsonSchema> = {
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  String: { type: 'string' },
  ID: { type: ['integer', 'string'] },
};

function scalar(name: string): JsonSchema {
  return SCALARS[name] ?? { type: 'string', description: name };
}

/** A GraphQL input type as the REST body's JSON schema: snake_case names, NonNull fields required. */
export function inputSchema(type: GraphQLInputType, skip: Set<string> = new Set(), depth = 0): JsonSchema {
  if (isNonNullType(type)) return inputSchema(type.ofType, skip, depth);
  if (isListType(type)) return { type: 'array', items: inputSchema(type.ofType, new Set(), depth) };
  if (isEnumType(type)) return { type: 'string', enum: type.getValues().map((v) => v.name) };
  if (isInputObjectType(type)) {
    if (depth > 4) return { type: 'object' };
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const field of Object.values(type.getFields())) {
      if (skip.has(field.name)) continue;
      const name = snakeCase(field.name);
      properties[name] = inputSchema(field.type, new Set(), depth + 1);
      if (isNonNullType(field.type) && field.defaultValue === undefined) required.push(name);
    }
    return required.length ? { type: 'object', properties, required } : { type: 'object', properties };
  }
  return scalar(type.name);
}

/** What a selection set reads from a GraphQL output type, as a snake_case shape sketch. */
export function outputSchema(type: GraphQLOutputType, selectionSet?: SelectionSetNode): JsonSchema {
  if (isNonNullType(type)) return outputSchema(type.ofType, selectionSet);
  if (isListType(type)) return { type: 'array', items: outputSchema(type.ofType, selectionSet) };
  if (isEnumType(type)) return { type: 'string', enum: type.getValues().map((v) => v.name) };
  if ((isObjectType(type) || isInterfaceType(type)) && selectionSet) {
    const fields = type.getFields();
    const properties: Record<string, JsonSchema> = {};
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        Object.assign(
          properties,
          (outputSchema(type, selection.selectionSet).properties as Record<string, JsonSchema>) ?? {},
        );
        continue;
      }
      if (selection.kind !== Kind.FIELD || selection.name.value === '__typename') continue;
      const field = fields[selection.name.value];
      if (!field) continue;
      properties[snakeCase(selection.alias?.value ?? selection.name.value)] = outputSchema(
        field.type,
        selection.selectionSet,
      );
    }
    return { type: 'object', properties };
  }
  const named = getNamedType(type);
  return isObjectType(named) ? { type: 'object' } : scalar(named.name);
}
