import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

/** The support queries the README hands to admins for GraphiQL must run against the committed schema. */
describe('README GraphiQL queries', () => {
  const schema = buildSchema(readFileSync('schema/schema.graphql', 'utf8'));
  const blocks = [...readFileSync('README.md', 'utf8').matchAll(/```graphql\n([\s\S]*?)```/g)].map(
    (m) => m[1],
  );

  it('the README has support queries', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(2);
  });

  it.each(blocks.map((block, index) => [index + 1, block]))(
    'block %i validates against the schema',
    (_, block) => {
      expect(validate(schema, parse(block!)).map((e) => e.message)).toEqual([]);
    },
  );
});
