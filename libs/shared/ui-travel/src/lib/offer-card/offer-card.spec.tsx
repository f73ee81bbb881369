import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithIntl } from '@escapade/ui/testing';
import { ActivityCard } from '../activity-card/activity-card';
import { HotelCard } from '../hotel-card/hotel-card';
import { OfferCard, type OfferCardProps } from './offer-card';

const image = (name: string) => ({ url: `${name}.jpg`, alt: name });

const offer: OfferCardProps = {
  label: 'Spa weekend in Annecy',
  href: '/product/42/spa-weekend',
  images: [image('room'), image('spa'), image('lake'), image('dinner'), image('extra')],
  hotel: { label: 'Hôtel du Lac', stars: 4, href: '/hotel/7', location: { label: 'Annecy' }, review: { count: 12, average: 9.1 } },
  sellPrice: 24_000,
  refPrice: 30_000,
  priceType: 'from',
  itemCategory: 'weekend',
  nights: 1,
  flow: 'booking',
  market: 'fr_FR',
  hasDates: false,
};

function WishlistedCard() {
  const [wishlisted, setWishlisted] = useState(false);
  return <OfferCard {...offer} wishlisted={wishlisted} onWishlistChange={setWishlisted} />;
}

describe('OfferCard', () => {
  it('links the offer and the hotel, with 4 photos, stars, location and rating', () => {
    renderWithIntl(<OfferCard {...offer} />);
    const card = screen.getByRole('article', { name: 'Spa weekend in Annecy' });
    expect(card).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^See offer ?: Spa weekend in Annecy$/ })).toHaveAttribute('href', '/product/42/spa-weekend');
    expect(screen.getByRole('link', { name: 'Hôtel du Lac' })).toHaveAttribute('href', '/hotel/7');
    expect(screen.getAllByRole('img', { name: /room|spa|lake|dinner|extra/ })).toHaveLength(4);
    expect(screen.getByRole('img', { name: '4 stars' })).toBeInTheDocument();
    expect(screen.getByText('Annecy')).toBeInTheDocument();
    expect(screen.getByText('Rated 9.1/10')).toBeInTheDocument();
  });

  it('loads its photos when they near the window, or at once, the first ahead of other images, when it is in the first screen', () => {
    const { rerender } = renderWithIntl(<OfferCard {...offer} />);
    const photos = () => screen.getAllByRole('img', { name: /room|spa|lake|dinner/ });
    expect(photos().map((photo) => [photo.getAttribute('loading'), photo.getAttribute('fetchpriority')])).toEqual(Array(4).fill(['lazy', null]));
    rerender(<OfferCard {...offer} priority />);
    expect(photos().map((photo) => [photo.getAttribute('loading'), photo.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['eager', null],
    ]);
  });

  it('shows a single large photo when there are fewer than 4', () => {
    renderWithIntl(<OfferCard {...offer} images={[image('room'), image('spa')]} />);
    expect(screen.getAllByRole('img', { name: /room|spa/ })).toHaveLength(1);
  });

  it("says 'See gift' in the gifting flow and 'See activity' for activity-only", () => {
    const { rerender } = renderWithIntl(<OfferCard {...offer} flow="gifting" />);
    expect(screen.getByRole('link', { name: /^See gift/ })).toBeInTheDocument();
    rerender(<OfferCard {...offer} itemCategory="activity_only" flow="activity" />);
    expect(screen.getByRole('link', { name: /^See activity/ })).toBeInTheDocument();
  });

  it('toggles the wishlist heart with aria-pressed', async () => {
    const { user } = renderWithIntl(<WishlistedCard />);
    const heart = screen.getByRole('button', { name: 'Save Spa weekend in Annecy to my wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows the 'CM' channel manager id only in connectivity mode", () => {
    const { rerender } = renderWithIntl(<OfferCard {...offer} channelManagerId={318} />);
    expect(screen.queryByText('CM 318')).not.toBeInTheDocument();
    rerender(<OfferCard {...offer} channelManagerId={318} connectivityMode />);
    expect(screen.getByText('CM 318')).toBeInTheDocument();
  });

  it('shows the labels in words (not their codes) and the auto-discount line only in its experiment variation outside gifting', () => {
    const labelled = {
      ...offer,
      lastMinute: true,
      marketingLabels: ['STAFF_PICK', 'FLASH_SALE'] as const,
      targetedLabel: 'Just for you',
      autoDiscount: { code: 'EXTRA', value: 10 },
    };
    const { rerender } = renderWithIntl(<OfferCard {...labelled} />);
    expect(screen.getByText('Last minute')).toBeInTheDocument();
    expect(screen.getByText('Our favourite')).toBeInTheDocument();
    expect(screen.getByText('Flash sale')).toBeInTheDocument();
    expect(screen.getByText('Just for you')).toBeInTheDocument();
    expect(screen.queryByText('Promo: Save 10% extra')).not.toBeInTheDocument();
    rerender(<OfferCard {...labelled} autoDiscountVariation />);
    expect(screen.getByText('Promo: Save 10% extra')).toBeInTheDocument();
    rerender(<OfferCard {...labelled} autoDiscountVariation flow="gifting" />);
    expect(screen.queryByText('Promo: Save 10% extra')).not.toBeInTheDocument();
  });

  it('shows the lowest price of the 30 days before the promo next to a promo price, in words, and nothing without a promo', () => {
    const { rerender } = renderWithIntl(<OfferCard {...offer} promo={20} lowestPriorPrice={28_050} />);
    expect(screen.getByText('Lowest price in the last 30 days: €281')).toBeInTheDocument();
    rerender(<OfferCard {...offer} refPrice={null} promo={0} lowestPriorPrice={28_050} />);
    expect(screen.queryByText(/Lowest price in the last 30 days/)).toBeNull();
    rerender(<OfferCard {...offer} promo={20} lowestPriorPrice={null} />);
    expect(screen.queryByText(/Lowest price in the last 30 days/)).toBeNull();
  });
});

describe('ActivityCard and HotelCard', () => {
  it('prices an activity per person and links to it', () => {
    renderWithIntl(<ActivityCard label="Kayak on the lake" href="/activity/9" images={[image('kayak')]} sellPrice={8_000} participants={2} />);
    expect(screen.getByText('€40 / pers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^See activity ?: Kayak on the lake$/ })).toHaveAttribute('href', '/activity/9');
  });

  it('shows an activity’s lowest price of the 30 days before its promo per person, next to a promo price only', () => {
    const activity = { label: 'Kayak on the lake', href: '/activity/9', images: [image('kayak')], sellPrice: 8_000, participants: 2 };
    const { rerender } = renderWithIntl(<ActivityCard {...activity} barPrice={10_000} promo={20} lowestPriorPrice={9_010} />);
    expect(screen.getByText('Lowest price in the last 30 days: €46 / pers')).toBeInTheDocument();
    rerender(<ActivityCard {...activity} barPrice={null} promo={0} lowestPriorPrice={9_010} />);
    expect(screen.queryByText(/Lowest price in the last 30 days/)).toBeNull();
    rerender(<ActivityCard {...activity} barPrice={10_000} promo={20} lowestPriorPrice={null} />);
    expect(screen.queryByText(/Lowest price in the last 30 days/)).toBeNull();
  });

  it('links a hotel card to the hotel page', () => {
    renderWithIntl(<HotelCard label="Hôtel du Lac" href="/hotel/7" images={[]} stars={3} fromPrice={12_000} />);
    expect(screen.getByRole('link', { name: /^See hotel ?: Hôtel du Lac$/ })).toHaveAttribute('href', '/hotel/7');
    expect(screen.getByText('€120')).toBeInTheDocument();
  });
});
