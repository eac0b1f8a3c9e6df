import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, visit, type DefinitionNode, type DocumentNode } from 'graphql';

/**
 * The client's own GraphQL operations (client/src/graphql/*.graphql), so the bench sends exactly what a page sends:
 * `clientOperation('Orders')` is that operation with every fragment it spreads, transitively.
 */
const DIRECTORY = fileURLToPath(new URL('../../client/src/graphql/', import.meta.url));

let definitions: DefinitionNode[] | undefined;

function allDefinitions(): DefinitionNode[] {
  definitions ??= readdirSync(DIRECTORY)
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => parse(readFileSync(DIRECTORY + file, 'utf8')).definitions);
  return definitions;
}

function named(kind: Kind, name: string): DefinitionNode {
  const found = allDefinitions().find((d) => d.kind === kind && 'name' in d && d.name?.value === name);
  if (!found) throw new Error(`operación o fragmento del cliente no encontrado: ${name}`);
  return found;
}

export function clientOperation(name: string): string {
  const needed = new Map<string, DefinitionNode>();
  const collect = (definition: DefinitionNode) =>
    visit(definition, {
      FragmentSpread(node) {
        if (needed.has(node.name.value)) return;
        const fragment = named(Kind.FRAGMENT_DEFINITION, node.name.value);
        needed.set(node.name.value, fragment);
        collect(fragment);
      },
    });
  const operation = named(Kind.OPERATION_DEFINITION, name);
  collect(operation);
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...needed.values()] };
  return print(document);
}
