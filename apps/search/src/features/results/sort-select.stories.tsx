import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { defaultCriteria, normaliseCriteria } from '@escapade/util-criteria';
import { searchRemoteStory } from '../../storybook/search-remote';
import { SortSelect } from './sort-select';

const meta = {
  title: 'Search/SortSelect',
  component: SortSelect,
  ...searchRemoteStory,
  decorators: [
    ...searchRemoteStory.decorators,
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { criteria: normaliseCriteria(defaultCriteria('booking')), onSearch: () => undefined },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A booking search: the select with its default, 'Best value'. */
export const Booking: Story = {};

/** A search around a place sorted by distance, which only such searches offer. */
export const ByDistance: Story = {
  args: { criteria: normaliseCriteria({ ...defaultCriteria('booking'), city: 'paris', lat: 48.85, lng: 2.35, sort: 'distance' }) },
};

/** A gift search: the gift's price sorts. */
export const Gifting: Story = { args: { criteria: normaliseCriteria({ ...defaultCriteria('gifting'), sort: 'svPriceAsc' }) } };

/** On a phone: a 'Sort by' button that opens the drawer. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
