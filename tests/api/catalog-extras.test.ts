import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User, UserRole } from '../../server/src/modules/account/user.entity.js';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import { SupplierLead } from '../../server/src/modules/supplier/supplier-lead.entity.js';
import { createUser, unique } from './catalog.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** A fresh client address per call (the app trusts X-Forwarded-For from loopback): no rate limit leaks across tests. */
function ip(): Record<string, string> {
  const [a, b, c] = randomBytes(3);
  return { 'x-forwarded-for': `10.${a}.${b}.${c}` };
}

describe('image route', () => {
  async function firstImagePath(): Promise<string> {
    const res = await server.graphql<{ activity: { images: { path: string; url: string }[] } }>(
      '{ activity(id: 1) { images { path url(size: "480x480") } } }',
    );
    expect(res.errors).toBeUndefined();
    const [image] = res.data!.activity.images;
    expect(image!.url).toBe(image!.path.replace('/uploads/', '/images/480x480/'));
    return image!.url;
  }

  it('serves a 480×480 WebP thumbnail with long-lived cache headers, cached on disk', async () => {
    const url = await firstImagePath();
    const res = await fetch(server.url + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 480 });
    const cached = path.join(process.env.DATA_DIR!, 'cache', 'images', '480x480', path.basename(url));
    expect(existsSync(cached)).toBe(true);
    const again = await fetch(server.url + url);
    expect(again.status).toBe(200);
    expect((await again.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('crops to the other allowed sizes and refuses the rest', async () => {
    const url = (await firstImagePath()).replace('480x480', '1200x800');
    const res = await fetch(server.url + url);
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({
      width: 1200,
      height: 800,
    });
    const odd = await fetch(server.url + url.replace('1200x800', '481x480'));
    expect(odd.status).toBe(400);
    expect(((await odd.json()) as { message: string }).message).toMatch(/^Tamaño de imagen no permitido/);
    const gql = await server.graphql('{ activity(id: 1) { images { url(size: "9000x9000") } } }');
    expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers 404 for unknown pictures and paths outside the uploads', async () => {
    for (const bad of [
      '/images/480x480/activities/00000000-0000-0000-0000-000000000000.webp',
      '/images/480x480/activities/..%2F..%2F..%2Fpackage.json',
      '/images/480x480/..%2Fpackage.json',
      '/images/480x480/activities/not-a-uuid.webp',
    ]) {
      const res = await fetch(server.url + bad);
      expect(res.status).toBe(404);
    }
  });
});

describe('supplier lead (landing form)', () => {
  const CREATE = `mutation($input: CreateSupplierLeadInput!) {
    createSupplierLead(input: $input) { id name email company city createdAt } }`;

  function input(overrides: Record<string, unknown> = {}) {
    return {
      name: 'María González',
      email: `${unique('lead')}@empresa.test`,
      phone: '0414-555 12 34',
      company: unique('Posada Los Cerros'),
      city: 'Mérida',
      message: 'Queremos publicar nuestras excursiones.',
      ...overrides,
    };
  }

  async function create(variables: Record<string, unknown>) {
    const res = await server.http('POST', '/graphql', { body: { query: CREATE, variables }, headers: ip() });
    return res.body as { data?: any; errors?: { message: string; extensions?: any }[] };
  }

  it('records the request and queues an e-mail to every admin in the same transaction', async () => {
    const extraAdmin = await createUser(server, UserRole.Admin);
    const data = input();
    const res = await create({ input: data });
    expect(res.errors).toBeUndefined();
    expect(res.data.createSupplierLead).toMatchObject({
      name: data.name,
      email: data.email,
      company: data.company,
    });
    const em = server.db.orm.em.fork();
    const lead = await em.findOneOrFail(SupplierLead, { id: Number(res.data.createSupplierLead.id) });
    expect(lead).toMatchObject({ phone: data.phone, city: 'Mérida', message: data.message });
    const admins = await em.find(User, { role: UserRole.Admin, closedAt: null });
    expect(admins.map((a) => a.email)).toContain(extraAdmin.email);
    const mails = await em.find(OutboxMail, { subject: `Nueva solicitud de aliado: ${data.company}` });
    expect(mails.map((m) => m.recipient).sort()).toEqual(admins.map((a) => a.email).sort());
    expect(mails[0]!.text).toContain(data.email);
  });

  it('refuses bad input with per-field Spanish messages and writes nothing', async () => {
    const company = unique('Empresa inválida');
    const res = await create({ input: input({ email: 'no-es-correo', name: 'A', company }) });
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: 'Debe ser un correo válido.', name: 'El nombre debe tener al menos 3 caracteres.' },
    });
    expect(await server.db.orm.em.fork().count(SupplierLead, { company })).toBe(0);
  });

  it('works through POST /api/v1/supplier_lead (201, snake_case; 422 with errors per field)', async () => {
    const body = input();
    const ok = await server.http('POST', '/api/v1/supplier_lead', { body, headers: ip() });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      id: expect.any(Number),
      email: body.email,
      created_at: expect.any(String),
    });
    const bad = await server.http('POST', '/api/v1/supplier_lead', { body: { name: 'Ana' }, headers: ip() });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      email: 'El correo es requerido.',
      city: 'La ciudad es requerida',
    });
  });

  it('is rate-limited per client address', async () => {
    const headers = ip();
    const results = [];
    for (let i = 0; i < 6; i++)
      results.push(await server.http('POST', '/api/v1/supplier_lead', { body: input(), headers }));
    expect(results.slice(0, 5).map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(results[5]!.status).toBe(429);
    expect(results[5]!.body.message).toMatch(/^Demasiadas solicitudes/);
    expect(results[5]!.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
