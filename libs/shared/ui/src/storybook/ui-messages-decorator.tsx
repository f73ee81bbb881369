import type { Decorator } from '@storybook/react-webpack5';
import { IntlProvider, useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';
import it from '../messages/it.json';
import nl from '../messages/nl.json';

const CATALOGS: Record<string, Record<string, string>> = { en, es, fr, it, nl };

function UiMessages({ children }: { children: ReactNode }) {
  const parent = useIntl();
  const language = parent.locale.slice(0, 2).toLowerCase();
  const own = CATALOGS[language] ?? en;
  return (
    <IntlProvider locale={parent.locale} defaultLocale="en" messages={{ ...(parent.messages as Record<string, string>), ...own }}>
      {children}
    </IntlProvider>
  );
}

/** Adds the design system's catalog for the market picked in the toolbar, as a remote's MessagesScope would. */
export const withUiMessages: Decorator = (Story) => (
  <UiMessages>
    <Story />
  </UiMessages>
);
