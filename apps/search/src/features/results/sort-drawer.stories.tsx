import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { searchRemoteStory } from '../../storybook/search-remote';
import SortDrawer from './sort-drawer';

const meta = {
  title: 'Search/SortDrawer',
  component: SortDrawer,
  ...searchRemoteStory,
  args: {
    open: true,
    title: 'Trier par',
    options: [
      { value: 'priceQuality', label: 'Meilleur rapport qualité-prix' },
      { value: 'distance', label: 'Distance' },
      { value: 'promo', label: 'Réduction' },
      { value: 'priceAsc', label: 'Prix le plus bas' },
      { value: 'popularity', label: 'Popularité' },
    ],
    value: 'priceQuality',
    onClose: () => undefined,
    onChoose: () => undefined,
  },
  globals: { viewport: { value: 'mobile1' } },
} satisfies Meta<typeof SortDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phones' drawer open, the current sort checked. */
export const Open: Story = {};

/** Sorted by distance. */
export const DistanceChosen: Story = { args: { value: 'distance' } };
