import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { hashPassword } from '../../server/src/modules/account/password.js';
import { User, type UserRole } from '../../server/src/modules/account/user.entity.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Shared state and helpers of the auth-*.test.ts files; each file runs setUp/tearDown in its own beforeAll/afterAll. */

export const PASSWORD = 'Clave-segura-2026';
export let server: TestServer;

export async function setUp(): Promise<void> {
  server = await startTestServer();
  // Reference data the supplier form offers (spec: 1 V, 2 E, 3 J); present unless the seed already wrote it.
  await server.db.orm.em
    .getConnection()
    .execute(
      `insert into document_types (id, code, name) values (1, 'V', 'Cédula'), (2, 'E', 'Pasaporte'), (3, 'J', 'RIF') on conflict do nothing`,
    );
}

export async function tearDown(): Promise<void> {
  await server.stop();
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 8)}@auth.test`;
}

/** A fresh client IP per test (the app trusts X-Forwarded-For from loopback), so throttling never leaks across tests. */
export function uniqueIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

export async function createUser(
  role: UserRole,
  options: { activated?: boolean; email?: string; lastLoginAt?: Date } = {},
): Promise<User> {
  const em = server.db.orm.em.fork();
  const user = new User({
    name: `Prueba ${role}`,
    email: options.email ?? uniqueEmail(role),
    passwordHash: await hashPassword(PASSWORD),
    role,
  });
  if (options.activated ?? true) user.activatedAt = new Date();
  if (options.lastLoginAt) user.lastLoginAt = options.lastLoginAt;
  await em.persist(user).flush();
  return user;
}

export interface GqlResult<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, any> }[];
}

export async function gql<T = any>(
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; ip?: string } = {},
): Promise<GqlResult<T>> {
  const res = await server.http('POST', '/graphql', {
    body: { query, variables },
    token: options.token,
    headers: options.ip ? { 'x-forwarded-for': options.ip } : {},
  });
  return res.body as GqlResult<T>;
}

export function rest(
  method: string,
  path: string,
  body?: unknown,
  options: { token?: string; ip?: string } = {},
) {
  return server.http(method, `/api/v1${path}`, {
    body,
    token: options.token,
    headers: options.ip ? { 'x-forwarded-for': options.ip } : {},
  });
}

export const LOGIN = `mutation ($input: LoginInput!) {
  login(input: $input) { accessToken expiresAt scopes user { id name email role lastLoginAt activatedAt } }
}`;
export const STAFF_LOGIN = `mutation ($input: StaffLoginInput!) {
  staffLogin(input: $input) { accessToken expiresAt scopes user { id email role lastLoginAt activatedAt } }
}`;
export const ME = `{ me { id email role } }`;
export const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { id name email role activatedAt } }`;

export async function mailsTo(email: string): Promise<{ subject: string; text: string; links: string[] }[]> {
  const res = await server.http('GET', `/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return res.body.mails;
}

/** UserRole's GraphQL enum values are its TypeScript keys (Client, Supplier, Admin). */
export function gqlRole(role: UserRole): string {
  return role[0]!.toUpperCase() + role.slice(1);
}

export function tokenFrom(link: string, param: string): string {
  return new URL(link).searchParams.get(param)!;
}
