import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../schema/constants.js';
import { confirmOk, loginAsStaff, toast } from './support/helpers.js';
import { addDetail, addFaq, addPrice, addTitledEntry } from './support/supplier-steps.js';

const SUPPLIER = 'aliado@xplora.test';

async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** One of the supplier's demo activities that has reviews, found through the supplierActivities API. */
async function findActivity(request: APIRequestContext): Promise<string> {
  const { staffLogin } = await gql<{ staffLogin: { accessToken: string } }>(
    request,
    'mutation ($input: StaffLoginInput!) { staffLogin(input: $input) { accessToken } }',
    { input: { username: SUPPLIER, password: DEMO_PASSWORD, scope: 'Supplier' } },
  );
  const token = staffLogin.accessToken;
  const { supplierActivities } = await gql<{ supplierActivities: { items: { id: string }[] } }>(
    request,
    'query { supplierActivities(perPage: 50, orderBy: id, direction: ASC) { items { id } } }',
    {},
    token,
  );
  for (const { id } of supplierActivities.items) {
    const { activityReviews } = await gql<{ activityReviews: { id: string }[] }>(
      request,
      'query ($id: ID!) { activityReviews(activityId: $id) { id } }',
      { id },
      token,
    );
    if (activityReviews.length > 0) return id;
  }
  throw new Error('No demo activity with reviews');
}

test('the supplier manages prices, details, highlights, FAQ, unsuitables, comments and reservations', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await findActivity(request);
  await loginAsStaff(page, 'suppliers', SUPPLIER);

  // Prices: the mandatory line has no delete button and its title is not a link; a new line is edited, then deleted.
  const prices = await addPrice(page, id, 'Niño E2E', '10.5');
  const mandatory = prices.getByRole('row').filter({ hasText: 'Adulto' }).first();
  await expect(mandatory).toBeVisible();
  await expect(mandatory.getByRole('button')).toHaveCount(0);
  await prices.getByRole('button', { name: 'Niño E2E', exact: true }).click();
  const modal = page.getByTestId('prices-tab-modal');
  await modal.getByLabel('Título').fill('Niño E2E editado');
  await modal.getByLabel('Precio (USD)').fill('12');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  const edited = prices.getByRole('row').filter({ hasText: 'Niño E2E editado' });
  await expect(edited).toContainText('$12.00');
  await edited.getByRole('button', { name: /Eliminar/ }).click();
  await confirmOk(page);
  await expect(toast(page, 'Registro eliminado')).toBeVisible();
  await expect(prices.getByRole('row').filter({ hasText: 'Niño E2E editado' })).toHaveCount(0);

  await addDetail(page, id);
  await addTitledEntry(page, id, 'highlights', 'Caminata E2E por el bosque');
  await addFaq(page, id);
  await addTitledEntry(page, id, 'unsuitables', 'Embarazadas E2E');

  // Comments: moderate one.
  await page.goto(`/suppliers/activity/${id}/comments`);
  const review = page.getByTestId('review-card').first();
  await expect(review).toBeVisible();
  await review.getByRole('button', { name: 'Ocultar' }).click();
  await expect(toast(page, 'Comentario oculto')).toBeVisible();
  await expect(review.getByText('Oculto')).toBeVisible();
  await review.getByRole('button', { name: 'Publicar' }).click();
  await expect(review.getByText('Publicado')).toBeVisible();

  // Reservations.
  await page.goto(`/suppliers/activity/${id}/reservations`);
  await expect(
    page.getByTestId('reservations-tab').getByRole('heading', { name: 'Reservas activas', exact: true }),
  ).toBeVisible();
});
