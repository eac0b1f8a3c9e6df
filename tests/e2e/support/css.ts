import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
/** Every class Bootstrap's full stylesheet defines. */
const bootstrapClasses = new Set(
  [...readFileSync(require.resolve('bootstrap/dist/css/bootstrap.css'), 'utf8').matchAll(CLASS)].map(
    (m) => m[1]!,
  ),
);

/** Runs in the page (as source: the tests are compiled without the DOM's types). */
const IN_PAGE = `(() => {
  const pattern = new RegExp(${JSON.stringify(CLASS.source)}, 'g');
  const used = new Set();
  document.querySelectorAll('[class]').forEach((el) => el.classList.forEach((c) => used.add(c)));
  const shipped = new Set();
  const visit = (rules) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) for (const m of rule.selectorText.matchAll(pattern)) shipped.add(m[1]);
      if (rule.cssRules) visit(rule.cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return { used: [...used], shipped: [...shipped] };
})()`;

/**
 * The Bootstrap classes an element of the page carries that the shipped stylesheets no longer define: the build
 * drops Bootstrap's rules that the client's source never names (client/vite/unused-css.ts), and this catches a class
 * it dropped wrongly (one built at run time, say) on a screen the journeys open.
 */
export async function unstyledBootstrapClasses(page: Page): Promise<string[]> {
  const { used, shipped } = await page.evaluate<{ used: string[]; shipped: string[] }>(IN_PAGE);
  const defined = new Set(shipped);
  return used.filter((c) => bootstrapClasses.has(c) && !defined.has(c)).sort();
}
