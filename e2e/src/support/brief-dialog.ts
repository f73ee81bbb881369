import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __briefDialog?: Promise<string | null>;
  }
}

/** How long a watched dialog may take to come up. */
const COMING_UP_MS = 10_000;

/**
 * Watches, from inside the page, for a dialog named `name` to come up, and keeps the page's HTML as
 * it stood then (styles included). For a dialog that lives shorter than a check polls: the extras'
 * loading modal closes 500 ms after the click, sooner after it when its code came late, so a busy
 * machine's browser may draw it between two polls. Call before the action; `seen()` after it.
 */
export async function watchBriefDialog(page: Page, name: string): Promise<{ seen: () => Promise<string> }> {
  await page.evaluate(
    ({ name, timeout }) => {
      const nameOf = (dialog: Element) => {
        const labelledBy = dialog.getAttribute('aria-labelledby');
        return (labelledBy ? document.getElementById(labelledBy)?.textContent : dialog.getAttribute('aria-label'))?.trim();
      };
      const isUp = () => Array.from(document.querySelectorAll('[role="dialog"], dialog')).some((dialog) => nameOf(dialog) === name);
      window.__briefDialog = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!isUp()) return;
          observer.disconnect();
          clearTimeout(timer);
          // One frame later, once its layout effects have placed it, as a visitor sees it.
          requestAnimationFrame(() => resolve(`<!DOCTYPE html>${document.documentElement.outerHTML}`));
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, timeout);
        observer.observe(document, { childList: true, subtree: true, attributes: true });
      });
    },
    { name, timeout: COMING_UP_MS },
  );
  return {
    seen: async () => {
      const html = await page.evaluate(() => window.__briefDialog ?? null);
      if (html === null) throw new Error(`no dialog named '${name}' came up within ${COMING_UP_MS} ms`);
      return html;
    },
  };
}
