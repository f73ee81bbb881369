import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { samplePhotos } from '../../storybook/sample-data';
import { HotelCard } from './hotel-card';

const meta = {
  title: 'Travel/HotelCard',
  component: HotelCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Hôtel du Lac',
    href: '#hotel',
    images: samplePhotos(4),
    stars: 4,
    locationLabel: 'Annecy',
    review: { count: 128, average: 9.2 },
    fromPrice: 12_000,
    nights: 1,
  },
} satisfies Meta<typeof HotelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutPrice: Story = { args: { fromPrice: null, review: null } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
