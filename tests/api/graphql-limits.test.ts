import { readdirSync, readFileSync } from 'node:fs';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  parse,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
  type TypeNode,
} from 'graphql';
import { getComplexity } from 'graphql-query-complexity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../schema/constants.js';
import { COST_ESTIMATORS, MAX_COMPLEXITY } from '../../server/src/graphql/apollo.js';
import { getSchema } from '../../server/src/assembly/schema.js';
import { actor } from './admin-fixtures.js';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Issue 15 #8: /graphql is rate-limited (HTTP only) and a list costs its page size times one item. */

const LIMITS = { windowSeconds: 60, perIp: 6, perIpWrites: 3, perAccount: 4, perAccountWrites: 100 };
let server: TestServer;
let limited: TestServer;

beforeAll(async () => {
  [server, limited] = await Promise.all([startTestServer(), startTestServer({ graphqlRateLimit: LIMITS })]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), limited?.stop()]);
});

let ipCounter = 0;
// TEST-NET-3 addresses: no other test file uses them, so no other run counts against these budgets.
const freshIp = () => `203.0.${113 + Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function post(s: TestServer, body: unknown, ip: string, token?: string) {
  return s.http('POST', '/graphql', { body, token, headers: { 'x-forwarded-for': ip } });
}

const HEAVY_PAGE = `activities(perPage: 100) { items { id title summary description
  dates { startsAt times { id startsAt endsAt currentAvailable } } reviews { id title message rating }
  images { id } } }`;

describe('cost of lists', () => {
  it('30 aliases of a 100-item page with nested dates, reviews and images are refused before running', async () => {
    const query = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: ${HEAVY_PAGE}`).join(' ')} }`;
    const res = await post(server, { query }, freshIp());
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/^Consulta demasiado costosa \(\d+ > 8000\)\.$/);
    expect(res.body.data ?? null).toBeNull();
    // One such page is allowed; the cost grows with the page size.
    const one = await post(server, { query: `{ ${HEAVY_PAGE} }` }, freshIp());
    expect(one.body.errors).toBeUndefined();
  });

  it("a document is judged on each request's own page size (its estimate is cached per size)", async () => {
    const query = `query Pages($n: Int!) { ${Array.from({ length: 30 }, (_, i) => `a${i}: ${HEAVY_PAGE.replace('perPage: 100', 'perPage: $n')}`).join(' ')} }`;
    const small = () => post(server, { query, variables: { n: 1 } }, freshIp());
    expect((await small()).body.errors).toBeUndefined();
    const large = await post(server, { query, variables: { n: 100 } }, freshIp());
    expect(large.status).toBe(400);
    expect(large.body.errors[0].message).toMatch(/^Consulta demasiado costosa/);
    expect((await small()).body.errors).toBeUndefined();
  });

  it(`every client operation stays under the budget at the largest page size (${MAX_PAGE_SIZE})`, async () => {
    const schema = await getSchema();
    const sample = (type: GraphQLInputType, name: string): unknown => {
      if (isNonNullType(type)) return sample(type.ofType, name);
      if (isListType(type)) return [sample(type.ofType, name)];
      if (isEnumType(type)) return type.getValues()[0]!.name;
      if (isInputObjectType(type))
        return Object.fromEntries(
          Object.values(type.getFields())
            .filter((f) => isNonNullType(f.type))
            .map((f) => [f.name, sample(f.type, f.name)]),
        );
      if (isScalarType(type) && type.name === 'Int')
        return ['perPage', 'limit'].includes(name) ? MAX_PAGE_SIZE : 1;
      if (isScalarType(type) && type.name === 'Boolean') return false;
      return isScalarType(type) && type.name === 'Float' ? 1 : '1';
    };
    const dir = 'client/src/graphql';
    const doc = parse(
      readdirSync(dir)
        .filter((f) => f.endsWith('.graphql'))
        .map((f) => readFileSync(`${dir}/${f}`, 'utf8'))
        .join('\n'),
    );
    const fragments = doc.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
    const operations = doc.definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    expect(operations.length).toBeGreaterThan(50);
    const over: string[] = [];
    for (const op of operations) {
      const variables = Object.fromEntries(
        (op.variableDefinitions ?? []).map((v) => [
          v.variable.name.value,
          sample(
            typeFromAST(schema, v.type as TypeNode & { kind: Kind.NAMED_TYPE }) as GraphQLInputType,
            v.variable.name.value,
          ),
        ]),
      );
      const query: DocumentNode = { kind: Kind.DOCUMENT, definitions: [op, ...fragments] };
      const cost = getComplexity({ schema, query, variables, estimators: COST_ESTIMATORS });
      if (cost > MAX_COMPLEXITY) over.push(`${op.name?.value}: ${cost}`);
    }
    expect(over).toEqual([]);
  });

  it('Activity.dates is a bounded window from its day, not every future date', async () => {
    const res = await post(
      server,
      { query: '{ activities(perPage: 100) { items { dates { startsAt } } } }' },
      freshIp(),
    );
    const limit = new Date(Date.now() + 367 * 86_400_000).toISOString().slice(0, 10);
    for (const item of res.body.data.activities.items)
      for (const date of item.dates) expect(date.startsAt < limit).toBe(true);
  });
});

describe('/graphql rate limits', () => {
  it('per IP: 429 with Retry-After and a Spanish message once spent; writes have their own smaller budget', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.perIp; i++)
      expect((await post(limited, { query: '{ activityCategories { id } }' }, ip)).status).toBe(200);
    const refused = await post(limited, { query: '{ activityCategories { id } }' }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^Demasiadas solicitudes\. Inténtalo de nuevo en \d+ s\.$/),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    // Another address is not affected.
    expect((await post(limited, { query: '{ activityCategories { id } }' }, freshIp())).status).toBe(200);

    const writer = freshIp();
    const forgot = { query: 'mutation { forgotPassword(input: { user: "nadie@limits.test" }) }' };
    for (let i = 0; i < LIMITS.perIpWrites; i++)
      expect((await post(limited, forgot, writer)).status).toBe(200);
    expect((await post(limited, forgot, writer)).status).toBe(429);
    // Reads from that address still have their budget.
    expect((await post(limited, { query: '{ activityCategories { id } }' }, writer)).status).toBe(200);
  });

  it('per account when signed in, whatever the address', async () => {
    const customer = await actor(limited, UserRole.Client);
    for (let i = 0; i < LIMITS.perAccount; i++)
      expect((await post(limited, { query: '{ me { id } }' }, freshIp(), customer.token)).status).toBe(200);
    expect((await post(limited, { query: '{ me { id } }' }, freshIp(), customer.token)).status).toBe(429);
  });

  it('in-process GraphQL (the /api/v1 routes) is not counted by the /graphql limiter', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.perIp + 3; i++)
      expect(
        (await limited.http('GET', '/api/v1/activity', { headers: { 'x-forwarded-for': ip } })).status,
      ).toBe(200);
    expect((await post(limited, { query: '{ activityCategories { id } }' }, ip)).status).toBe(200);
  });
});
