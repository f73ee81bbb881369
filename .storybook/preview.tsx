import '@escapade/ui/styles';
import type { Decorator, Preview } from '@storybook/react-webpack5';
import { AppProviders, createQueryClient, loadSharedMessages } from '@escapade/app-providers';
import { storefrontMarket } from '@escapade/i18n';
import { isMarketCode, MARKET_CODES } from '@escapade/util-market';

const queryClient = createQueryClient();

function storyMarket(globals: Record<string, unknown>) {
  const market = globals['market'];
  return storefrontMarket(isMarketCode(market) ? market : 'fr_FR');
}

/** Every story renders inside the site's providers and shared texts, in the market picked in the toolbar. */
const withProviders: Decorator = (Story, context) => {
  const market = storyMarket(context.globals);
  const messages = (context.loaded['sharedMessages'] as Record<string, string> | undefined) ?? {};
  return (
    <AppProviders market={market} messages={messages} queryClient={queryClient}>
      <Story />
    </AppProviders>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  loaders: [async ({ globals }) => ({ sharedMessages: await loadSharedMessages(storyMarket(globals).language) })],
  globalTypes: {
    market: {
      description: 'Market (locale and formats)',
      toolbar: { title: 'Market', icon: 'globe', items: [...MARKET_CODES], dynamicTitle: true },
    },
  },
  initialGlobals: { market: 'fr_FR' },
  parameters: {
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
};

export default preview;
