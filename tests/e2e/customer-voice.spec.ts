import type { Page } from '@playwright/test';
import { gql } from './support/api.js';
import { loginAsCustomer } from './support/helpers.js';
import { expect, test } from './support/toasts.js';

/**
 * One voice on the customer side: the customer screens speak as "tú". This reads the rendered text of each screen
 * (toasts included) and fails on a marker of "usted", except the client's literal texts that the product keeps word
 * for word (docs/decisions.md, "One voice on the customer side"). It also fails on a doubled full stop, as after a
 * time formatted "10:00 a. m.".
 */

/** The client's own words in "usted", kept as they are: a screen's name and the error catalogue's texts. */
const LITERAL_TEXTS = [
  '¿Olvidó su contraseña?',
  'Por favor ingrese de nuevo.',
  'Por favor intente de nuevo o contacte a soporte.',
  'Por favor revise su conexion o intente luego.',
];

const USTED =
  /\busted\b|\b(su|sus) (contraseña|correo|cuenta|reservas?|pedidos?|pagos?|datos|usuario)\b|\bingrese su\b|\b(intente|revise|elija|seleccione|vuelva|regístrese|olvidó|muestre|verifique)\b|¿(no|ya) tiene\b|\bpuede ingresar\b/i;

async function screenText(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#main')).not.toBeEmpty();
  let text = await page.evaluate<string>('document.body.innerText');
  for (const literal of LITERAL_TEXTS) text = text.split(literal).join(' ');
  return text;
}

function expectOneVoice(text: string, screen: string): void {
  expect(text.match(USTED)?.[0], `"usted" on ${screen}`).toBeUndefined();
  expect(text.match(/[^.\s]\.\.(?!\.)/)?.[0], `doubled full stop on ${screen}`).toBeUndefined();
}

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

test('the customer screens speak with one voice, signed out and signed in', async ({ page, request }) => {
  const { activities } = await gql(request, 'query { activities(perPage: 1) { items { id slug } } }');
  const activity = activities.items[0] as { id: string; slug: string };

  for (const path of [
    '/',
    '/search',
    `/activity/${activity.id}/${activity.slug}`,
    '/help',
    '/login',
    '/register',
    '/forgot',
  ])
    expectOneVoice(await screenText(page, path), path);

  await loginAsCustomer(page);
  for (const path of [
    '/shopping-cart',
    '/bookings/unpaid',
    '/bookings/processing',
    '/bookings/cancelled',
    '/profile',
    '/wishlists',
    '/bookings/processed',
  ])
    expectOneVoice(await screenText(page, path), path);

  // The demo customer's processed order has a voucher: open it from the tab, as the customer would.
  await page.getByRole('link', { name: 'Ver voucher' }).first().click();
  await expect(page.getByTestId('voucher-code')).toBeVisible();
  const voucher = await page.evaluate<string>('document.body.innerText');
  expectOneVoice(voucher, 'the voucher');
  // At 390 px each label sits above its value: none shares a line with the value beside it.
  const crowded = await page.evaluate<string[]>(`[...document.querySelectorAll('.voucher-page dl dt')]
    .filter((dt) => {
      const dd = dt.nextElementSibling;
      return dd && dd.getBoundingClientRect().top < dt.getBoundingClientRect().bottom - 1;
    })
    .map((dt) => dt.textContent)`);
  expect(crowded).toEqual([]);
});

test('the check catches "usted" and a doubled full stop', () => {
  expect(() => expectOneVoice('Ingrese su correo para continuar', 'a sample')).toThrow();
  expect(() => expectOneVoice('Puedes cancelar hasta el 27 nov. 2026, 10:00 a. m..', 'a sample')).toThrow();
  expect(() => expectOneVoice('Escribe tu correo. Cargando…', 'a sample')).not.toThrow();
});
