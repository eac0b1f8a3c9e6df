import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { Activity } from '../../server/src/modules/catalog/activity.entity.js';
import { ActivityImage } from '../../server/src/modules/catalog/activity-image.entity.js';
import { actor } from './admin-fixtures.js';
import { createActivity, gqlOk, pngImage, upload } from './supplier-portal.fixtures.js';
import { setUp, tearDown, server, l, supplier } from './supplier-portal.context.js';

beforeAll(setUp);
afterAll(tearDown);

describe('details', () => {
  it('attributes copy the template; FAQ and other rules; filtered by type', async () => {
    const a = await createActivity(server, supplier.token, l);
    const base = `/api/v1/suppliers/activity/${a.id}/details`;
    const noValue = await server.http('POST', base, {
      body: { type: 'attribute', attribute_id: l.templateId },
      token: supplier.token,
    });
    expect(noValue.status).toBe(422);
    expect(noValue.body.errors.value).toBe('El valor es requerido');
    const attr = await server.http('POST', base, {
      body: { type: 'attribute', attribute_id: l.templateId, value: true, title: 'Ignorado' },
      token: supplier.token,
    });
    expect(attr.status).toBe(201);
    expect(attr.body).toMatchObject({
      type: 'attribute',
      title: l.templateName,
      value: true,
      attribute_id: l.templateId,
    });
    const missingTemplate = await server.http('POST', base, {
      body: { type: 'attribute', attribute_id: 999999, value: false },
      token: supplier.token,
    });
    // Errors are named after the spec's payload field, `attribute`.
    expect(missingTemplate.body.errors).toEqual({ attribute: 'El atributo no existe.' });
    // The spec's own name: `attribute` (an id or the template object), on another activity.
    const other = await createActivity(server, supplier.token, l);
    for (const attribute of [l.templateId, { id: l.templateId }]) {
      const spec = await server.http('POST', `/api/v1/suppliers/activity/${other.id}/details`, {
        body: { type: 'attribute', attribute, value: false },
        token: supplier.token,
      });
      expect(spec.status, JSON.stringify(spec.body)).toBe(201);
      expect(spec.body).toMatchObject({ type: 'attribute', value: false, attribute_id: l.templateId });
    }

    const shortQ = await server.http('POST', base, {
      body: { type: 'question', title: '¿Corto?', description: 'Una respuesta suficientemente larga.' },
      token: supplier.token,
    });
    expect(shortQ.body.errors.title).toBe('La pregunta debe contener al menos 12 caracteres.');
    const longA = await server.http('POST', base, {
      body: { type: 'question', title: '¿Qué debo llevar al paseo?', description: 'x'.repeat(513) },
      token: supplier.token,
    });
    expect(longA.body.errors.description).toBe('La respuesta no debe contener más de 512 caracteres.');
    const faq = await server.http('POST', base, {
      body: { type: 'question', title: '¿Qué debo llevar al paseo?', description: 'Protector solar y agua.' },
      token: supplier.token,
    });
    expect(faq.status).toBe(201);
    const highlight = await server.http('POST', `${base}?type=highlight`, {
      body: { title: 'Snorkel en el arrecife' },
      token: supplier.token,
    });
    expect(highlight.body.type).toBe('highlight');
    const badType = await server.http('POST', base, {
      body: { type: 'otro', title: 'x' },
      token: supplier.token,
    });
    expect(badType.status).toBe(422);

    const onlyFaq = await server.http('GET', `${base}?type=question`, { token: supplier.token });
    expect(onlyFaq.body.data.map((d: any) => d.id)).toEqual([faq.body.id]);
    const all = await server.http('GET', base, { token: supplier.token });
    expect(all.body.total).toBe(3);

    const edit = await server.http('PUT', `${base}/${attr.body.id}`, {
      body: { type: 'attribute', attribute_id: l.templateId, value: false },
      token: supplier.token,
    });
    expect(edit.body.value).toBe(false);
    const changeType = await server.http('PUT', `${base}/${faq.body.id}`, {
      body: { type: 'highlight', title: 'otro' },
      token: supplier.token,
    });
    expect(changeType.status).toBe(422);
    const del = await server.http('DELETE', `${base}/${highlight.body.id}`, { token: supplier.token });
    expect(del.status).toBe(200);
  });
});

describe('images', () => {
  it('uploads a real picture (re-encoded, metadata stripped), lists newest first, deletes the files', async () => {
    const a = await createActivity(server, supplier.token, l);
    const first = await upload(
      server,
      a.id,
      supplier.token,
      { data: await pngImage(), name: 'foto.png', type: 'image/png' },
      'Vista del mar',
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ description: 'Vista del mar', width: 64, height: 48 });
    // A pending activity's picture comes signed (issue 15 §7).
    expect(first.body.path).toMatch(/^\/uploads\/activities\/[0-9a-f-]{36}\.webp\?exp=\d+&sig=[\w-]+$/);
    const file = path.join(inject('dataDir'), first.body.path.replace(/^\//, '').replace(/\?.*$/, ''));
    expect(existsSync(file)).toBe(true);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const jpeg = await sharp(await pngImage(40, 40))
      .jpeg()
      .toBuffer();
    const second = await upload(server, a.id, supplier.token, {
      data: jpeg,
      name: 'x.bin',
      type: 'application/octet-stream',
    });
    expect(second.status).toBe(201);

    const list = await server.http('GET', `/api/v1/suppliers/activity/${a.id}/images`, {
      token: supplier.token,
    });
    expect(list.body.data.map((i: any) => i.id)).toEqual([second.body.id, first.body.id]);
    const gql = await gqlOk<any>(
      server,
      'query ($id: ID!) { activityImages(activityId: $id, perPage: 20) { total items { id } } }',
      { id: a.id },
      supplier.token,
    );
    expect(gql.activityImages.total).toBe(2);

    const del = await server.http('DELETE', `/api/v1/suppliers/activity/${a.id}/images/${first.body.id}`, {
      token: supplier.token,
    });
    expect(del.status).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect(await server.db.orm.em.fork().count(ActivityImage, { id: first.body.id })).toBe(0);
  });

  it('a spoofed picture (HTML named .jpg) is 415, an oversized one 413, a missing one 422; nothing stored', async () => {
    const a = await createActivity(server, supplier.token, l);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const spoofed = await upload(server, a.id, supplier.token, {
      data: html,
      name: 'foto.jpg',
      type: 'image/jpeg',
    });
    expect(spoofed.status).toBe(415);
    expect(spoofed.body.message).toBe('Solo se permiten imágenes JPG, PNG o WebP.');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    expect(
      (await upload(server, a.id, supplier.token, { data: gif, name: 'a.png', type: 'image/png' })).status,
    ).toBe(415);
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const oversized = await upload(server, a.id, supplier.token, {
      data: big,
      name: 'big.png',
      type: 'image/png',
    });
    expect(oversized.status).toBe(413);
    expect(oversized.body.message).toBe('La imagen supera el tamaño máximo de 5 MB.');
    const missing = await upload(server, a.id, supplier.token, undefined, 'sin archivo');
    expect(missing.status).toBe(422);
    const truncated = (
      await sharp(await pngImage())
        .jpeg()
        .toBuffer()
    ).subarray(0, 40);
    const broken = await upload(server, a.id, supplier.token, {
      data: truncated,
      name: 'a.jpg',
      type: 'image/jpeg',
    });
    expect(broken.status).toBe(422);
    expect(await server.db.orm.em.fork().count(ActivityImage, { activity: Number(a.id) })).toBe(0);
  });
});

describe('comments', () => {
  async function review(activityId: string, rating: number, status = 'pending'): Promise<number> {
    const reviewer = await actor(server, UserRole.Client);
    const [row] = await server.db.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(
        `insert into reviews (activity_id, user_id, rating, title, message, status) values (?, ?, ?, 'Título', 'Muy bueno', ?) returning id`,
        [activityId, reviewer.user.id, rating, status],
      );
    return row!.id;
  }
  const MODERATE =
    'mutation ($id: ID!, $s: ModerationStatus!) { moderateReview(id: $id, status: $s) { id status personName } }';

  it('lists newest first and keeps rating and commentsCount consistent (published only), also concurrently', async () => {
    const a = await createActivity(server, supplier.token, l);
    const ids = [await review(a.id, 5), await review(a.id, 4), await review(a.id, 1), await review(a.id, 2)];
    const list = await server.http('GET', `/api/v1/suppliers/activity/${a.id}/comments`, {
      token: supplier.token,
    });
    expect(list.body.data.map((r: any) => r.id)).toEqual([...ids].reverse());
    expect(list.body.data[0].person.name).toMatch(/^Prueba client/);
    await Promise.all(ids.map((id) => server.graphql(MODERATE, { id, s: 'PUBLISHED' }, supplier.token)));
    let row = await server.db.orm.em.fork().findOneOrFail(Activity, { id: Number(a.id) });
    expect(row.commentsCount).toBe(4);
    expect(row.rating).toBe(3);
    await Promise.all([
      server.graphql(MODERATE, { id: ids[2], s: 'HIDDEN' }, supplier.token),
      server.graphql(MODERATE, { id: ids[3], s: 'HIDDEN' }, supplier.token),
    ]);
    row = await server.db.orm.em.fork().findOneOrFail(Activity, { id: Number(a.id) });
    expect(row.commentsCount).toBe(2);
    expect(row.rating).toBe(4.5);
    const rest = await server.http('PATCH', `/api/v1/suppliers/activity/${a.id}/comments/${ids[0]}`, {
      body: { status: 'hidden' },
      token: supplier.token,
    });
    expect(rest.body.status).toBe('hidden');
    row = await server.db.orm.em.fork().findOneOrFail(Activity, { id: Number(a.id) });
    expect(row).toMatchObject({ commentsCount: 1, rating: 4 });
    const bad = await server.http('PATCH', `/api/v1/suppliers/activity/${a.id}/comments/${ids[0]}`, {
      body: { status: 'pending' },
      token: supplier.token,
    });
    expect(bad.status).toBe(422);
  });
});
