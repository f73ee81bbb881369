import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { themesQueryKey } from '@escapade/data-access-api';
import { defaultCriteria, normaliseCriteria } from '@escapade/util-criteria';
import { searchRemoteStory, type SearchRemoteParameters } from '../../storybook/search-remote';
import { STORY_THEMES } from '../../storybook/story-replies';
import { SearchBox } from './search-box';

/** The themes the theme field names its choice with. */
const withThemes: SearchRemoteParameters = { queries: (market) => [[themesQueryKey({ locale: market.code }), STORY_THEMES]] };

const meta = {
  title: 'Search/SearchBox',
  component: SearchBox,
  ...searchRemoteStory,
  decorators: [
    ...searchRemoteStory.decorators,
    (Story) => (
      <div style={{ maxWidth: 1100 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { searchRemote: withThemes },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty booking search, as the home page shows it. */
export const Empty: Story = {};

/** A booking search in Paris for a weekend in July 2030, for two adults and a child. */
const booking = normaliseCriteria({
  ...defaultCriteria('booking'),
  city: 'paris',
  lat: 48.85,
  lng: 2.35,
  checkin: '2030-07-10',
  checkout: '2030-07-12',
  travellers: { adult: 2, child: 1, baby: 0, singleRoom: false },
});

/** A booking search with its destination, stay dates, a party of three and a theme. */
export const Booking: Story = { args: { criteria: { ...booking, theme: 3 } } };

/** A gift: no dates (the beneficiary picks them) but the gift's nights, voucher format and people, and a theme. */
export const Gifting: Story = {
  args: { criteria: normaliseCriteria({ ...defaultCriteria('gifting'), region: 'bretagne', theme: 7 }) },
};

/** An activity voucher: searched by place and participants, without dates or theme. */
export const Activity: Story = {
  args: { criteria: normaliseCriteria({ ...defaultCriteria('activity'), city: 'lyon', lat: 45.76, lng: 4.84 }) },
};

/** The booking search on a phone: the fields stack and the dates open as a full-screen drawer. */
export const Mobile: Story = { ...Booking, globals: { viewport: { value: 'mobile1' } } };

/** In Spanish, on the Spanish market (without a theme: the stories' themes are named in French). */
export const Spanish: Story = { args: { criteria: booking }, globals: { market: 'es_ES' } };
