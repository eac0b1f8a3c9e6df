import { mailsTo } from './admin-fixtures.js';
import type { TestServer } from './support/test-server.js';

let counter = 0;

/** The owner invites someone: their member id, e-mail and the raw token of the link the invitation mail carries. */
export async function inviteStaff(
  server: TestServer,
  ownerToken: string,
  role: 'GUIDE' | 'OPERATIONS',
): Promise<{ id: string; email: string; token: string }> {
  const email = `equipo-${Date.now()}-${counter++}@staff.test`;
  const res = await server.graphql<{ inviteStaff: { id: string } }>(
    'mutation ($input: InviteStaffInput!) { inviteStaff(input: $input) { id } }',
    { input: { name: 'Pedro Guía', email, role } },
    ownerToken,
  );
  if (!res.data) throw new Error(`inviteStaff: ${JSON.stringify(res.errors)}`);
  const mails = await mailsTo(server, email);
  const link = /\/suppliers\/team\/accept\?t=([\w%-]+)/.exec(mails.at(-1)!.text)!;
  return { id: res.data.inviteStaff.id, email, token: decodeURIComponent(link[1]!) };
}

export const STAFF_PASSWORD = 'clave-del-equipo-1';

/** Invites, accepts with STAFF_PASSWORD and signs in through the supplier login: a working staff session. */
export async function staffMember(
  server: TestServer,
  ownerToken: string,
  role: 'GUIDE' | 'OPERATIONS',
): Promise<{ id: string; email: string; token: string }> {
  const invited = await inviteStaff(server, ownerToken, role);
  const accepted = await server.graphql(
    'mutation ($t: String!, $p: String!) { acceptStaffInvitation(token: $t, password: $p) }',
    { t: invited.token, p: STAFF_PASSWORD },
  );
  if (accepted.errors) throw new Error(`accept: ${JSON.stringify(accepted.errors)}`);
  return { id: invited.id, email: invited.email, token: await staffLogin(server, invited.email) };
}

export async function staffLogin(server: TestServer, email: string) {
  const res = await staffLoginCall(server, email);
  if (!res.body.data) throw new Error(`staffLogin ${email}: ${JSON.stringify(res.body.errors)}`);
  return res.body.data.staffLogin.accessToken as string;
}

let ip = 0;
/** The supplier login, from an address of its own (the login throttle counts per address). */
export function staffLoginCall(server: TestServer, email: string, password = STAFF_PASSWORD) {
  ip++;
  return server.http('POST', '/graphql', {
    headers: { 'x-forwarded-for': `10.77.${(ip >> 8) & 255}.${ip & 255}` },
    body: {
      query: 'mutation ($input: StaffLoginInput!) { staffLogin(input: $input) { accessToken } }',
      variables: { input: { username: email, password, scope: 'Supplier' } },
    },
  });
}
