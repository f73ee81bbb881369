import type { Decorator } from '@storybook/react-webpack5';
import { IntlProvider, useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { loadUiMessages, type UiLanguage } from '@escapade/ui';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';
import it from '../messages/it.json';
import nl from '../messages/nl.json';

const CATALOGS: Record<string, Record<string, string>> = { en, es, fr, it, nl };
const LANGUAGES: readonly UiLanguage[] = ['en', 'fr', 'es', 'it', 'nl'];
const MARKET_LANGUAGE = /^(fr|es|it|nl)_/;

function languageOfMarket(market: unknown): UiLanguage {
  const match = typeof market === 'string' ? MARKET_LANGUAGE.exec(market) : null;
  const language = (match?.[1] ?? 'fr') as UiLanguage;
  return LANGUAGES.includes(language) ? language : 'en';
}

/** Loads the design system's catalog for the market of the toolbar before the story renders. */
async function loadDesignSystemMessages(context: { globals: Record<string, unknown> }) {
  return { uiMessages: await loadUiMessages(languageOfMarket(context.globals['market'])) };
}

function TravelMessages({ uiMessages, children }: { uiMessages: Record<string, string>; children: ReactNode }) {
  const parent = useIntl();
  const language = parent.locale.slice(0, 2).toLowerCase();
  const own = CATALOGS[language] ?? en;
  return (
    <IntlProvider locale={parent.locale} defaultLocale="en" messages={{ ...(parent.messages as Record<string, string>), ...uiMessages, ...own }}>
      {children}
    </IntlProvider>
  );
}

const withTravelMessages: Decorator = (Story, context) => (
  <TravelMessages uiMessages={(context.loaded['uiMessages'] as Record<string, string> | undefined) ?? {}}>
    <Story />
  </TravelMessages>
);

/** Story settings that add the design system's and this library's catalogs, as a remote's MessagesScope would. */
export const travelMessages = {
  decorators: [withTravelMessages],
  loaders: [loadDesignSystemMessages],
};
