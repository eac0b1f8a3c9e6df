import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * graphql-js refuses a document or a variable in English; the caller reads Spanish, with the offending value or name,
 * and never the list of valid values (schema details stay hidden).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const ENGLISH =
  /\b(does not exist|cannot|Cannot|Expected|expected|provided|Variable|Field|Syntax|Unknown|Did you mean)\b/;

const cases: [
  name: string,
  query: string,
  variables: Record<string, unknown> | undefined,
  expected: RegExp,
][] = [
  [
    'an unknown enum value in a variable',
    'query($o: ActivityOrderBy) { activities(orderBy: $o) { total } }',
    { o: 'BARATAS' },
    /^La variable "\$o" tiene un valor no válido: "BARATAS" no es un valor de ActivityOrderBy\.$/,
  ],
  [
    'an unknown enum value inside an input object',
    'query($f: ActivityFilter) { activities(filter: $f) { total } }',
    { f: { durations: ['ETERNO'] } },
    /^La variable "\$f" tiene un valor no válido en "f\.durations\[0\]": "ETERNO" no es un valor de DurationBucket\.$/,
  ],
  [
    'an unknown enum value written in the document',
    '{ activities(orderBy: BARATAS) { total } }',
    undefined,
    /^"BARATAS" no es un valor de ActivityOrderBy\.$/,
  ],
  [
    'a text where a whole number goes',
    'query($p: Int!) { activities(page: $p) { total } }',
    { p: 'dos' },
    /^La variable "\$p" tiene un valor no válido: Se esperaba un número entero, no "dos"\.$/,
  ],
  [
    'a required variable left out',
    'query($id: ID!) { activity(id: $id) { id } }',
    {},
    /^Falta la variable obligatoria "\$id" \(ID!\)\.$/,
  ],
  [
    'a field the type does not have',
    '{ activities { precioFinal } }',
    undefined,
    /^ActivityPage no tiene el campo "precioFinal"\.$/,
  ],
  [
    'a broken document',
    '{ activities { total }',
    undefined,
    /^Error de sintaxis en la consulta: se esperaba un nombre y se encontró el final del documento\.$/,
  ],
];

describe('graphql-js refusals in Spanish', () => {
  it.each(cases)('%s', async (_name, query, variables, expected) => {
    const res = await server.graphql(query, variables);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const messages = (res.errors ?? []).map((e) => e.message);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]).toMatch(expected);
    for (const message of messages) expect(message).not.toMatch(ENGLISH);
  });
});
