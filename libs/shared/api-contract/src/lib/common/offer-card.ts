import * as v from 'valibot';
import { CancellationPolicySchema } from './cancellation-policy';
import { ItemCategorySchema, PriceTypeSchema } from './flow';
import { HotelSummarySchema } from './hotel-summary';
import { HrefSchema } from './href';
import { IdSchema } from './ids';
import { ImageSchema } from './image';
import { IsoDateTimeSchema } from './iso-date';
import { CentsSchema, PromoPercentSchema } from './money';
import { LowestPriorPriceSchema, PriceByPaxSchema } from './prices';
import { MAX_NIGHTS } from './travellers';
import { integerInRange, numberInRange } from './wire-values';

/** An automatic discount code shown as 'Promo: Save {{discount}}% extra'. */
export const AutoDiscountSchema = v.object({
  code: v.string(),
  value: PromoPercentSchema,
});

/** A discount code and its percentage. */
export type AutoDiscount = v.InferOutput<typeof AutoDiscountSchema>;

/** Marketing labels a card can carry, as codes: each storefront language words them in its own catalog. */
export const MARKETING_LABELS = ['NEW', 'BEST_SELLER', 'EXCLUSIVE', 'FLASH_SALE', 'STAFF_PICK'] as const;

/** A marketing label code. */
export type MarketingLabel = (typeof MARKETING_LABELS)[number];

/** Whether a stored value is one of the label codes (the database holds them as text). */
export function isMarketingLabel(value: string): value is MarketingLabel {
  return (MARKETING_LABELS as readonly string[]).includes(value);
}

/** Everything a result card shows (search-side.md section 3, "Card data"). */
export const OfferCardSchema = v.object({
  id: IdSchema,
  label: v.string(),
  imageUrl: HrefSchema,
  images: v.array(ImageSchema),
  uri: HrefSchema,
  headwords: v.array(v.string()),
  hotel: HotelSummarySchema,
  sellPrice: CentsSchema,
  /** Reference price before promotion (the bar price), null when there is none. */
  refPrice: v.nullable(CentsSchema),
  barPrice: v.nullable(CentsSchema),
  promo: PromoPercentSchema,
  priceType: PriceTypeSchema,
  /** Shown next to the promo price: the same number as the product page's for the same stay and party (null for gift vouchers). */
  lowestPriorPrice: LowestPriorPriceSchema,
  prices: v.array(PriceByPaxSchema),
  participants: integerInRange(1, 20),
  nights: integerInRange(1, MAX_NIGHTS),
  /** Kilometres from the searched position, null without one. */
  distance: v.nullable(numberInRange(0, 40_000)),
  /** Null when the card has no dates (the card then prompts to add dates). */
  cancellationPolicy: v.nullable(CancellationPolicySchema),
  availableRooms: v.nullable(integerInRange(0, 10_000)),
  /** The room the stay includes, in the market's language (the hotel page groups its getaways by it); null when the program names none. */
  room: v.nullable(v.string()),
  lastMinute: v.boolean(),
  expiration: v.nullable(IsoDateTimeSchema),
  marketingLabels: v.array(v.picklist(MARKETING_LABELS, `must be one of ${MARKETING_LABELS.join(', ')}`)),
  targetedLabel: v.nullable(v.string()),
  itemCategory: ItemCategorySchema,
  channelManagerId: v.nullable(v.string()),
  connectivity: v.nullable(v.string()),
  autoDiscount: v.nullable(AutoDiscountSchema),
  hasMoreOffers: v.boolean(),
  newTab: v.boolean(),
});

/** A stay or gift result card. */
export type OfferCard = v.InferOutput<typeof OfferCardSchema>;

/** A hotel on the results map: its position and the weekends it sells there. */
export const MapMarkerSchema = v.object({
  id: IdSchema,
  location: v.object({
    label: v.string(),
    latitude: numberInRange(-90, 90),
    longitude: numberInRange(-180, 180),
  }),
  weekendIds: v.array(IdSchema),
});

/** A map marker. */
export type MapMarker = v.InferOutput<typeof MapMarkerSchema>;
