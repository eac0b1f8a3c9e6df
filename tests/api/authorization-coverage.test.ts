import { getMetadataStorage } from 'type-graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_OPERATIONS } from '../../server/src/graphql/public-operations.js';
import { getSchema } from '../../server/src/assembly/schema.js';

beforeAll(async () => {
  await getSchema(); // registers every resolver's metadata
});

describe('function-level authorization', () => {
  it('every Query and Mutation is either @Authorized or on the public allow-list', () => {
    const storage = getMetadataStorage();
    const guarded = new Set(
      storage.authorizedFields.map((field) => `${field.target.name}.${field.fieldName}`),
    );
    const guardedClasses = new Set(storage.authorizedResolver.map((entry) => entry.target));
    const unguarded: string[] = [];
    for (const [kind, list] of [
      ['Query', storage.queries],
      ['Mutation', storage.mutations],
    ] as const) {
      for (const op of list) {
        const name = `${kind}.${op.schemaName}`;
        const isGuarded = guarded.has(`${op.target.name}.${op.methodName}`) || guardedClasses.has(op.target);
        if (!isGuarded && !PUBLIC_OPERATIONS.has(name)) unguarded.push(name);
      }
    }
    expect(unguarded).toEqual([]);
  });
});
