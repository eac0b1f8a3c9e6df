import { expect } from 'vitest';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { actor, supplierActor, type Actor, type SupplierActor } from './admin-fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The admin portal's behaviour: rules of supplier spec §5 with their Spanish messages, flows, 404s, no half-writes.
 * Shared state and helpers of the admin-supplier-*.test.ts and admin-approvals.test.ts files; each file runs setUp/tearDown in its own beforeAll/afterAll.
 */

export let server: TestServer;
export let admin: Actor;
export let otherAdmin: Actor;
export let supplier: SupplierActor;

export async function setUp(): Promise<void> {
  server = await startTestServer();
  [admin, otherAdmin, supplier] = await Promise.all([
    actor(server, UserRole.Admin),
    actor(server, UserRole.Admin),
    supplierActor(server),
  ]);
}

export async function tearDown(): Promise<void> {
  await server.stop();
}

export type Gql = { data?: any; errors?: { message: string; extensions?: Record<string, any> }[] };

export function gql(
  query: string,
  variables: Record<string, unknown> = {},
  token = admin.token,
): Promise<Gql> {
  return server.graphql(query, variables, token) as Promise<Gql>;
}

export function api(method: string, path: string, body?: unknown, token = admin.token) {
  return server.http(method, `/api/v1${path}`, { body, token });
}

export const SUPPLIER = `id tradeName legalName documentTypeId documentCode email phoneNumber webpage address description notes fee
  status languageId categoryId activatedAt userId`;
export const CREATE = `mutation ($input: CreateSupplierInput!) { createSupplier(input: $input) { ${SUPPLIER} } }`;
export const UPDATE = `mutation ($input: UpdateSupplierInput!) { updateSupplier(input: $input) { ${SUPPLIER} } }`;

export function fieldErrors(res: Gql): Record<string, string> {
  expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  return res.errors![0]!.extensions!.fields as Record<string, string>;
}
