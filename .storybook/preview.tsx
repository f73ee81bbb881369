import type { Decorator, Preview } from '@storybook/react-webpack5';
import { AppProviders, createQueryClient } from '@escapade/app-providers';
import { MARKETS, type MarketCode } from '@escapade/i18n';

const queryClient = createQueryClient();

/** Every story renders inside the site's providers, in the market picked in the toolbar. */
const withProviders: Decorator = (Story, context) => {
  const market = MARKETS[(context.globals['market'] as MarketCode | undefined) ?? 'fr_FR'];
  return (
    <AppProviders market={market} messages={{}} queryClient={queryClient}>
      <Story />
    </AppProviders>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    market: {
      description: 'Market (locale and formats)',
      toolbar: { title: 'Market', icon: 'globe', items: Object.keys(MARKETS), dynamicTitle: true },
    },
  },
  initialGlobals: { market: 'fr_FR' },
  parameters: {
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
};

export default preview;
