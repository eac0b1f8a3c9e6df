import { expect, test as base, type Page } from '@playwright/test';

/**
 * One refusal shows one message: a watcher that records every moment two toasts on screen say the same thing (the
 * same body, or the same title when they have none), across navigations. `test` from this module runs it in every
 * test that uses it and fails the test at its end if it saw a duplicate; journeys opt in by importing it instead of
 * `@playwright/test`'s.
 */

/** Runs in the page (kept as text: the test project has no DOM types). */
const WATCHER = `(() => {
  const textOf = (toast) => {
    const body = toast.querySelector('.toast-body')?.textContent?.trim();
    return (body || toast.querySelector('.toast-header')?.textContent || '').replace(/\\s+/g, ' ').trim();
  };
  const check = () => {
    const texts = [...document.querySelectorAll('.toast')].map(textOf).filter(Boolean);
    const twice = texts.find((text, i) => texts.indexOf(text) !== i);
    if (twice) void window.__xpToastDuplicate(twice);
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** Starts recording duplicated toasts on this page; returns the list it fills. */
export async function watchDuplicateToasts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__xpToastDuplicate', (text: string) => {
    if (!seen.includes(text)) seen.push(text);
  });
  await page.addInitScript(WATCHER);
  return seen;
}

export const test = base.extend<{ noDuplicateToasts: void }>({
  noDuplicateToasts: [
    async ({ page }, use) => {
      const duplicates = await watchDuplicateToasts(page);
      await use();
      expect(duplicates, 'two toasts showed the same text at once').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
