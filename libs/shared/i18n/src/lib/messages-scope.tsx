import { use, type ReactNode } from 'react';
import { IntlProvider, useIntl, type IntlConfig } from 'react-intl';
import type { Language } from './markets';
import { useMarket } from './market-context';

/** A flat message catalog: message id → ICU message in one language. */
export type Messages = Record<string, string>;

/** Loads one language of a catalog, usually as a dynamic `import()` so each language is its own chunk. */
export type MessagesLoader = (language: Language) => Promise<Messages>;

const loaded = new WeakMap<MessagesLoader, Map<Language, Promise<Messages>>>();

/** Caches one promise per loader and language so React's `use` sees a stable promise; a failure is not kept. */
export function loadMessagesOnce(load: MessagesLoader, language: Language): Promise<Messages> {
  let byLanguage = loaded.get(load);
  if (!byLanguage) {
    byLanguage = new Map();
    loaded.set(load, byLanguage);
  }
  let promise = byLanguage.get(language);
  if (!promise) {
    const loading = load(language).then((module) => ('default' in module ? (module.default as unknown as Messages) : module));
    // Settled, the promise says so the way React's `use` reads synchronously: a catalog loaded ahead
    // of time (a remote warmed up before its page is visited) renders without suspending.
    // A failed load is forgotten once settled, so a retry (a remote's 'Try again') asks again.
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => {
        if (byLanguage?.get(language) === loading) byLanguage.delete(language);
      },
    );
    promise = loading;
    byLanguage.set(language, promise);
  }
  return promise;
}

/**
 * What a text that cannot be shown reports. Production builds leave the English source texts out of
 * the code (the catalogs hold every text), so a message missing from the catalogs in scope would
 * show its id: it is said on the console in every build, where react-intl says so only in
 * development, and a browser test that watches the console fails on it.
 */
export const reportIntlError: NonNullable<IntlConfig['onError']> = (error) => console.error(error.message);

/**
 * Adds a part's own catalog (a remote's, say) on top of the messages already provided, so a remote
 * ships only its own texts and loads them when it is first shown. Suspends while loading.
 */
export function MessagesScope({ load, children }: { load: MessagesLoader; children: ReactNode }) {
  const market = useMarket();
  const parent = useIntl();
  const own = use(loadMessagesOnce(load, market.language));
  return (
    <IntlProvider locale={parent.locale} defaultLocale="en" messages={{ ...(parent.messages as Messages), ...own }} onError={parent.onError}>
      {children}
    </IntlProvider>
  );
}
