import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { MARKET_CODES } from '@escapade/util-market';
import { samplePhotos, sampleOffer } from '../../storybook/sample-data';
import { OfferCard, type OfferCardProps } from './offer-card';

function WithWishlist(props: OfferCardProps) {
  const [wishlisted, setWishlisted] = useState(props.wishlisted ?? false);
  return <OfferCard {...props} wishlisted={wishlisted} onWishlistChange={setWishlisted} />;
}

const meta = {
  title: 'Travel/OfferCard',
  component: OfferCard,
  render: (args) => <WithWishlist {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
  args: sampleOffer,
  argTypes: {
    flow: { control: 'select', options: ['booking', 'gifting', 'activity', 'hotel'] },
    market: { control: 'select', options: MARKET_CODES },
  },
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AllLabels: Story = {
  args: {
    lastMinute: true,
    marketingLabels: ['NEW', 'STAFF_PICK'],
    targetedLabel: 'Selected for you',
    autoDiscount: { code: 'EXTRA10', value: 10 },
    autoDiscountVariation: true,
    allIncentives: true,
    localTax: { toBePaidAtHotel: true, amount: 250 },
  },
};
/** A promo with the lowest price of the 30 days before it (the EU price-indication rule). */
export const PromoWithPriorPrice: Story = { args: { promo: 22, lowestPriorPrice: 29_400 } };
export const SinglePhoto: Story = { args: { images: samplePhotos(2) } };
export const NoPhoto: Story = { args: { images: [] } };
export const Gift: Story = { args: { flow: 'gifting', itemCategory: 'single_voucher', priceType: 'gift', hasDates: false } };
export const NoDatesNoReviews: Story = {
  args: { hasDates: false, hotel: { label: 'Hôtel Neuf', stars: 3, location: { label: 'Lyon' } }, availableRooms: null, stressMessages: [] },
};
export const ConnectivityMode: Story = { args: { connectivityMode: true, channelManagerId: 318 } };
export const LongText: Story = {
  args: {
    label: 'An unforgettable romantic weekend with a candlelit dinner, a private spa treatment, a boat trip on the lake and a late check-out',
    hotel: {
      label: 'Grand Hôtel des Bains et de la Promenade du Lac',
      stars: 5,
      location: { label: 'Saint-Gervais-les-Bains, Haute-Savoie' },
      review: { count: 2048, average: 9.6 },
    },
  },
};
export const Wishlisted: Story = { args: { wishlisted: true } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
export const Spanish: Story = { globals: { market: 'es_ES' } };
export const Italian: Story = { globals: { market: 'it_IT' } };
export const Dutch: Story = { globals: { market: 'nl_BE' } };
export const FrenchBelgium: Story = { globals: { market: 'fr_BE' } };
