import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { priceSliderBounds } from '@escapade/util-criteria';
import { searchRemoteStory } from '../../storybook/search-remote';
import { storyFacets } from '../../storybook/story-replies';
import { PriceHistogram } from './price-histogram';

const bounds = priceSliderBounds('booking');

const meta = {
  title: 'Search/PriceHistogram',
  component: PriceHistogram,
  ...searchRemoteStory,
  decorators: [
    ...searchRemoteStory.decorators,
    (Story) => (
      <div style={{ width: 360, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    bands: storyFacets(136).filters.priceBands,
    bounds,
    values: { min: bounds.min, max: bounds.max },
    formatValue: (value) => `${value} €`,
  },
} satisfies Meta<typeof PriceHistogram>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every band let through by the handles: all bars lit. */
export const FullRange: Story = {};

/** The handles narrowed to 50–120 €: only the bars between them lit. */
export const Narrowed: Story = { args: { values: { min: 50, max: 120 } } };
