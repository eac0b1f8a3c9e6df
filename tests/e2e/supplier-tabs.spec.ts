import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../schema/constants.js';
import { confirmOk, loginAsStaff, toast } from './support/helpers.js';

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

  // Prices: the mandatory line has no delete button and its title is not a link.
  await page.goto(`/suppliers/activity/${id}/prices`);
  const prices = page.getByTestId('prices-tab');
  await expect(prices.getByRole('row').nth(1)).toBeVisible();
  const mandatory = prices.getByRole('row').filter({ hasText: 'Adulto' }).first();
  await expect(mandatory).toBeVisible();
  await expect(mandatory.getByRole('button')).toHaveCount(0);

  await prices.getByRole('button', { name: 'Nuevo' }).click();
  let modal = page.getByTestId('prices-tab-modal');
  await modal.getByLabel('Título').fill('Niño E2E');
  await modal.getByLabel('Descripción').fill('Menores de 12 años');
  await modal.getByLabel('Precio (USD)').fill('10.5');
  await expect(modal.getByLabel('Participantes')).toHaveValue('1');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Registro guardado')).toBeVisible();
  await expect(prices.getByRole('row').filter({ hasText: 'Niño E2E' })).toContainText('$10.50');

  await prices.getByRole('button', { name: 'Niño E2E', exact: true }).click();
  modal = page.getByTestId('prices-tab-modal');
  await modal.getByLabel('Título').fill('Niño E2E editado');
  await modal.getByLabel('Precio (USD)').fill('12');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  const edited = prices.getByRole('row').filter({ hasText: 'Niño E2E editado' });
  await expect(edited).toContainText('$12.00');
  await edited.getByRole('button', { name: /Eliminar/ }).click();
  await confirmOk(page);
  await expect(toast(page, 'Registro eliminado')).toBeVisible();
  await expect(prices.getByRole('row').filter({ hasText: 'Niño E2E editado' })).toHaveCount(0);

  // Details: an attribute from a template.
  await page.goto(`/suppliers/activity/${id}/details`);
  const details = page.getByTestId('details-tab');
  await details.getByRole('button', { name: 'Nuevo' }).click();
  modal = page.getByTestId('details-tab-modal');
  const save = modal.getByRole('button', { name: 'Guardar' });
  await expect(save).toBeDisabled();
  const select = modal.getByLabel('Atributo');
  await expect(select.locator('option')).not.toHaveCount(1);
  await select.selectOption({ index: 1 });
  const templateName = await modal.getByLabel('Título').inputValue();
  expect(templateName).not.toBe('');
  await modal.getByLabel('Valor').selectOption('true');
  await save.click();
  await expect(toast(page, 'Registro guardado')).toBeVisible();
  await expect(
    details.getByRole('row').filter({ hasText: templateName }).filter({ hasText: 'Sí' }).first(),
  ).toBeVisible();

  // Highlights ('¿Qué Harás?').
  await page.goto(`/suppliers/activity/${id}/highlights`);
  const highlights = page.getByTestId('highlights-tab');
  await expect(highlights.getByRole('heading', { name: '¿Qué Harás?' })).toBeVisible();
  await highlights.getByRole('button', { name: 'Nuevo' }).click();
  modal = page.getByTestId('highlights-tab-modal');
  await modal.getByLabel('Título').fill('Caminata E2E por el bosque');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    highlights.getByRole('button', { name: 'Caminata E2E por el bosque', exact: true }),
  ).toBeVisible();

  // FAQ: the short-question message, then a valid one.
  await page.goto(`/suppliers/activity/${id}/faq`);
  const faq = page.getByTestId('faq-tab');
  await faq.getByRole('button', { name: 'Nuevo' }).click();
  modal = page.getByTestId('faq-tab-modal');
  await modal.getByLabel('Pregunta').fill('¿Corto?');
  await modal.getByLabel('Pregunta').blur();
  await expect(modal.getByText('La pregunta debe contener al menos 12 caracteres.')).toBeVisible();
  await modal.getByLabel('Pregunta').fill('¿Se puede llevar mascotas?');
  await modal.getByLabel('Respuesta').fill('No, lo sentimos; el parque no lo permite.');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(faq.getByRole('button', { name: '¿Se puede llevar mascotas?', exact: true })).toBeVisible();

  // Unsuitables ('No Apto Para').
  await page.goto(`/suppliers/activity/${id}/unsuitables`);
  const unsuitables = page.getByTestId('unsuitables-tab');
  await unsuitables.getByRole('button', { name: 'Nuevo' }).click();
  modal = page.getByTestId('unsuitables-tab-modal');
  await modal.getByLabel('Título').fill('Embarazadas E2E');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(unsuitables.getByRole('button', { name: 'Embarazadas E2E', exact: true })).toBeVisible();

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
  await expect(page.getByTestId('reservations-tab').getByRole('heading', { name: 'Reservas' })).toBeVisible();
});
