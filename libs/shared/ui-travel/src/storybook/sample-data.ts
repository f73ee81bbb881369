import type { Availability } from '@escapade/util-calendar';
import { addDays, weekdayOf } from '@escapade/util-market';
import type { CardImage } from '../lib/card-photos/card-photos';
import type { OfferCardProps } from '../lib/offer-card/offer-card';

const PALETTE = ['#0a6b70', '#c2372b', '#1e7a3c', '#8a5a00', '#0b57d0'];
const NAMES = ['Sea view room', 'The spa', 'Dinner on the terrace', 'Old town', 'Swimming pool'];

/** Generated pictures for stories: no network needed. */
export function samplePhotos(count: number): CardImage[] {
  return Array.from({ length: count }, (_, index) => {
    const name = NAMES[index % NAMES.length];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="${PALETTE[index % PALETTE.length]}"/><text x="300" y="210" font-family="sans-serif" font-size="36" fill="#ffffff" text-anchor="middle">${name}</text></svg>`;
    return { url: `data:image/svg+xml,${encodeURIComponent(svg)}`, alt: name };
  });
}

/** A weekend offer with everything a card can show. */
export const sampleOffer: OfferCardProps = {
  label: 'Spa weekend by the lake with dinner',
  href: '#offer',
  images: samplePhotos(5),
  hotel: { label: 'Hôtel du Lac', stars: 4, href: '#hotel', location: { label: 'Annecy' }, review: { count: 128, average: 9.2 } },
  sellPrice: 24_050,
  refPrice: 31_000,
  priceType: 'from',
  itemCategory: 'weekend',
  nights: 2,
  flow: 'booking',
  market: 'fr_FR',
  hasDates: true,
  checkIn: '2030-07-10',
  cancellationPolicy: { cancellable: true, cancellationDeadline: '2030-07-03' },
  availableRooms: 2,
  stressMessages: [{ message: 'Booked 12 times today', color: 'social' }],
};

/** Fixed clock of calendar stories: Wednesday 10 June 2026, 10:00 in Paris. */
export const STORY_NOW = new Date('2026-06-10T08:00:00Z');

/** Prices for a few months after the story clock, some days without availability. */
export function sampleAvailability(): Availability {
  const days: Record<string, { price: string; amount: number }> = {};
  for (let offset = 0; offset < 120; offset += 1) {
    const date = addDays('2026-06-10', offset);
    if (weekdayOf(date) === 2) continue;
    const amount = 12_000 + ((offset * 37) % 9) * 1_000;
    days[date] = { price: `${amount / 100} €`, amount };
  }
  return days;
}
