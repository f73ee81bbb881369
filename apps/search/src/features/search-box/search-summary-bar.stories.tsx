import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { defaultCriteria, normaliseCriteria } from '@escapade/util-criteria';
import { searchRemoteStory } from '../../storybook/search-remote';
import { SearchSummaryBar } from './search-summary-bar';

/** A booking search in Annecy for a weekend in July 2030, with a theme, for three adults and a child. */
const annecy = normaliseCriteria({
  ...defaultCriteria('booking'),
  city: 'annecy',
  theme: 39,
  checkin: '2030-07-10',
  checkout: '2030-07-12',
  travellers: { adult: 3, child: 1, baby: 0, singleRoom: true },
});

const meta = {
  title: 'Search/SearchSummaryBar',
  component: SearchSummaryBar,
  ...searchRemoteStory,
  args: { criteria: annecy, destination: 'Annecy', theme: 'En famille' },
} satisfies Meta<typeof SearchSummaryBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Destination, dates, theme and travellers, as the results page names them; a click opens the search box. */
export const Booking: Story = {};

/** What is left open: all destinations, any dates, every theme. */
export const AllOpen: Story = { args: { criteria: defaultCriteria('booking'), destination: undefined, theme: undefined } };

/** An activity search around the visitor: no dates or theme, participants instead of travellers. */
export const ActivityAroundMe: Story = {
  args: { criteria: normaliseCriteria({ ...defaultCriteria('activity'), lat: 45.9, lng: 6.13 }), destination: undefined, theme: undefined },
};

/** On a phone the bar scrolls with the page (a compact summary takes over once it has gone). */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
