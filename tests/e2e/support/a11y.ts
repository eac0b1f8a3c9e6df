import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { unstyledBootstrapClasses } from './css.js';

/**
 * axe-core on what the page shows now: serious or critical violations fail, with the rule, its help text and the
 * offending elements in the message (WCAG 2.x A/AA plus axe's best practices); every Bootstrap class in use must
 * still be defined by the stylesheet the build ships.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // Let lazy chunks, queries and transitions settle: axe judges what the user sees.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.xp-loading-bar.is-active')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join(' ').trim()}`,
          )
          .join('\n'),
    )
    .join('\n');
  expect(report, `${what} (${page.url()})`).toBe('');
  expect(await unstyledBootstrapClasses(page), `clases sin estilo en ${what}`).toEqual([]);
}
