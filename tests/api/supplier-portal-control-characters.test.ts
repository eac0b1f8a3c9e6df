import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityDetail } from '../../server/src/modules/catalog/activity-detail.entity.js';
import { ActivityImage } from '../../server/src/modules/catalog/activity-image.entity.js';
import { ActivityPrice } from '../../server/src/modules/catalog/activity-price.entity.js';
import { Activity } from '../../server/src/modules/catalog/activity.entity.js';
import {
  activityForm,
  createActivity,
  pngImage,
  restActivityForm,
  upload,
} from './supplier-portal.fixtures.js';
import { CREATE, fieldErrors, l, server, setUp, supplier, tearDown } from './supplier-portal.context.js';

/**
 * Control characters in activity texts: every text field refuses them on both doors with a Spanish message and writes
 * nothing. One-line fields (titles, the address, a picture's caption) take none, not even a tab or a line break;
 * paragraphs (summary, description, price and detail descriptions) take a tab and line breaks, not a lone CR.
 */

beforeAll(setUp);
afterAll(tearDown);

const ONE_LINE =
  /^(El título|La dirección de salida|La descripción) no puede contener saltos de línea, tabuladores ni otros caracteres de control\.$/;
const PARAGRAPH =
  /^(El resumen|La descripción) no puede contener caracteres de control \(caracteres invisibles\)\.$/;

const em = () => server.db.orm.em.fork();

/** [GraphQL field, REST field, value, message]: one bad value per field, one control character each. */
const ACTIVITY_CASES: [string, string, string, RegExp][] = [
  ['title', 'title', 'Paseo\u0007 en lancha', ONE_LINE],
  ['title', 'title', 'Paseo\ten lancha', ONE_LINE],
  ['title', 'title', 'Paseo en lancha\r', ONE_LINE],
  ['summary', 'summary', 'Un paseo de día completo\r por las playas de Mochima.', PARAGRAPH],
  ['summary', 'summary', 'Un paseo de día completo\u001b por las playas de Mochima.', PARAGRAPH],
  [
    'description',
    'description',
    '<p>Salimos temprano desde el muelle\u0001 y visitamos tres playas.</p>',
    PARAGRAPH,
  ],
  [
    'description',
    'description',
    '<p>Salimos temprano desde el muelle\u0085 y visitamos tres playas.</p>',
    PARAGRAPH,
  ],
  ['departureAddress', 'departure_address', 'Muelle de\nSanta Fe', ONE_LINE],
  ['departureAddress', 'departure_address', 'Muelle de Santa Fe\u007f', ONE_LINE],
];

describe('activity form', () => {
  it.each(ACTIVITY_CASES)(
    'refuses %s with a control character on GraphQL (create and update)',
    async (field, _, value, message) => {
      const mine = { supplier: supplier.supplier.id };
      const before = await em().count(Activity, mine);
      const created = await server.graphql(
        CREATE,
        { input: activityForm(l, { [field]: value }) },
        supplier.token,
      );
      expect(fieldErrors(created)[field]).toMatch(message);
      expect(await em().count(Activity, mine)).toBe(before);

      const saved = await createActivity(server, supplier.token, l);
      const patch = await server.graphql(
        'mutation ($id: ID!, $input: ActivityPatchInput!) { patchActivity(id: $id, input: $input) { id } }',
        { id: saved.id, input: { [field]: value } },
        supplier.token,
      );
      expect(fieldErrors(patch)[field]).toMatch(message);
      const row = await em().findOneOrFail(Activity, Number(saved.id));
      expect((row as unknown as Record<string, string>)[field]).not.toBe(value);
    },
  );

  it.each(ACTIVITY_CASES)(
    'refuses %s with a control character on REST (create and patch)',
    async (_, restField, value, message) => {
      const mine = { supplier: supplier.supplier.id };
      const before = await em().count(Activity, mine);
      const created = await server.http('POST', '/api/v1/suppliers/activity', {
        token: supplier.token,
        body: restActivityForm(l, { [restField]: value }),
      });
      expect([created.status, created.body.code]).toEqual([422, 'BAD_USER_INPUT']);
      expect(created.body.errors[restField]).toMatch(message);
      expect(await em().count(Activity, mine)).toBe(before);

      const saved = await createActivity(server, supplier.token, l);
      const patch = await server.http('PATCH', `/api/v1/suppliers/activity/${saved.id}`, {
        token: supplier.token,
        body: { [restField]: value },
      });
      expect([patch.status, patch.body.errors?.[restField]]).toEqual([422, expect.stringMatching(message)]);
    },
  );

  it('a paragraph keeps its line breaks and tabs', async () => {
    const created = await server.graphql<{ createActivity: { id: string } }>(
      CREATE,
      {
        input: activityForm(l, {
          summary: 'Un paseo de día completo\npor las playas\tde Mochima.\r\nSalida 8am.',
        }),
      },
      supplier.token,
    );
    expect(created.errors).toBeUndefined();
  });
});

describe('prices and details', () => {
  const PRICE =
    'mutation ($a: ID!, $input: ActivityPriceInput!) { createActivityPrice(activityId: $a, input: $input) { id } }';
  const DETAIL =
    'mutation ($a: ID!, $input: ActivityDetailInput!) { createActivityDetail(activityId: $a, input: $input) { id } }';

  it.each([
    ['title', 'Adulto\u0007', ONE_LINE],
    ['title', 'Adulto\nmayor', ONE_LINE],
    ['description', 'Incluye almuerzo\r y bebidas', PARAGRAPH],
  ])('a price %s with a control character is refused on both doors', async (field, value, message) => {
    const a = await createActivity(server, supplier.token, l);
    const count = () => em().count(ActivityPrice, { activity: Number(a.id) });
    const before = await count();
    const input = {
      title: 'Adulto',
      description: 'Desde 12 años',
      price: '20.00',
      participants: 1,
      [field]: value,
    };
    const gql = await server.graphql(PRICE, { a: a.id, input }, supplier.token);
    expect(fieldErrors(gql)[field]).toMatch(message);
    const rest = await server.http('POST', `/api/v1/suppliers/activity/${a.id}/prices`, {
      token: supplier.token,
      body: input,
    });
    expect([rest.status, rest.body.errors?.[field]]).toEqual([422, expect.stringMatching(message)]);
    expect(await count()).toBe(before);
  });

  it.each([
    ['Highlight', 'highlight', 'title', 'Snorkel\u0008 en el arrecife', ONE_LINE],
    ['Question', 'question', 'title', '¿Qué debo llevar\t al paseo?', ONE_LINE],
    ['Question', 'question', 'description', 'Protector solar\u001f y agua suficiente.', PARAGRAPH],
  ])(
    'a %s detail %s with a control character is refused on both doors',
    async (type, restType, field, value, message) => {
      const a = await createActivity(server, supplier.token, l);
      const count = () => em().count(ActivityDetail, { activity: Number(a.id) });
      const before = await count();
      const texts = {
        title: '¿Qué debo llevar al paseo?',
        description: 'Protector solar y agua.',
        [field]: value,
      };
      const gql = await server.graphql(DETAIL, { a: a.id, input: { type, ...texts } }, supplier.token);
      expect(fieldErrors(gql)[field]).toMatch(message);
      const rest = await server.http('POST', `/api/v1/suppliers/activity/${a.id}/details`, {
        token: supplier.token,
        body: { type: restType, ...texts },
      });
      expect([rest.status, rest.body.errors?.[field]]).toEqual([422, expect.stringMatching(message)]);
      expect(await count()).toBe(before);
    },
  );

  it("a picture's caption with a control character is refused and no picture is stored", async () => {
    const a = await createActivity(server, supplier.token, l);
    const file = { data: await pngImage(), name: 'muelle.png', type: 'image/png' };
    const res = await upload(server, a.id, supplier.token, file, 'Vista\u0007 del muelle');
    expect([res.status, res.body.errors?.description]).toEqual([422, expect.stringMatching(ONE_LINE)]);
    expect(await em().count(ActivityImage, { activity: Number(a.id) })).toBe(0);
  });
});
