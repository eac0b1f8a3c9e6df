import type { PartnerScopeId } from '../../schema/validation/partner-key.js';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { createUser, tokenFor } from './catalog.fixtures.js';
import type { TestServer } from './support/test-server.js';

/** Fixtures of the partner API tests: an admin and keys issued through the admin GraphQL operation. */

export const ALL_SCOPES: PartnerScopeId[] = [
  'catalog:read',
  'bookings:read',
  'bookings:write',
  'payments:write',
];

export const ISSUE = `mutation($input: IssuePartnerKeyInput!) {
  issuePartnerKey(input: $input) { key partnerKey { id name organisation prefix scopes createdAt revokedAt expiresAt } } }`;

export async function adminToken(server: TestServer): Promise<string> {
  return tokenFor(server, await createUser(server, UserRole.Admin));
}

export async function issueKey(
  server: TestServer,
  admin: string,
  input: { name?: string; organisation?: string; scopes?: PartnerScopeId[]; expiresAt?: string } = {},
): Promise<{ id: string; key: string; prefix: string }> {
  const res = await server.graphql<{
    issuePartnerKey: { key: string; partnerKey: { id: string; prefix: string } };
  }>(
    ISSUE,
    {
      input: {
        name: input.name ?? 'Agencia de prueba',
        organisation: input.organisation ?? 'Agencia Sol C.A. — Ana Pérez',
        scopes: input.scopes ?? ALL_SCOPES,
        expiresAt: input.expiresAt ?? null,
      },
    },
    admin,
  );
  if (!res.data) throw new Error(`issuePartnerKey failed: ${JSON.stringify(res.errors)}`);
  const { key, partnerKey } = res.data.issuePartnerKey;
  return { id: partnerKey.id, key, prefix: partnerKey.prefix };
}
