import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { samplePhotos } from '../../storybook/sample-data';
import { ActivityCard } from './activity-card';

const meta = {
  title: 'Travel/ActivityCard',
  component: ActivityCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Kayak trip on the lake',
    href: '#activity',
    images: samplePhotos(1),
    centerName: 'Annecy Outdoor',
    locationLabel: 'Annecy',
    review: { count: 31, average: 8.9 },
    sellPrice: 9_000,
    barPrice: 10_000,
    participants: 2,
  },
} satisfies Meta<typeof ActivityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Wishlist: Story = { args: { wishlisted: true, onWishlistChange: () => undefined } };
export const NewActivity: Story = { args: { review: null, barPrice: null } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
export const French: Story = { globals: { market: 'fr_FR' } };
