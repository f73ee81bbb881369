import * as v from 'valibot';
import { FlowSchema, GiftFormatSchema, OrderBySchema } from './flow';
import { HrefSchema } from './href';
import { IdSchema } from './ids';
import { IsoDateSchema } from './iso-date';
import { LatitudeSchema, LocationLevelSchema, LongitudeSchema, PlaceCategorySchema } from './location';
import { CentsSchema } from './money';
import { MapMarkerSchema, OfferCardSchema } from './offer-card';
import { PaginationReplySchema } from './pagination';
import { REVIEW_SCALE } from './review';
import { ThemeSchema } from './theme';
import { MAX_NIGHTS, TRAVELLER_BOUNDS } from './travellers';
import { integerInRange, numberInRange } from './wire-values';

const Count = integerInRange(0, Number.MAX_SAFE_INTEGER);

/** The destination a search ran on, resolved from the criteria (label for the header, point for the map). */
export const SearchDestinationSchema = v.object({
  type: PlaceCategorySchema,
  value: v.string(),
  label: v.string(),
  latitude: v.nullable(LatitudeSchema),
  longitude: v.nullable(LongitudeSchema),
});

/** A resolved search destination. */
export type SearchDestination = v.InferOutput<typeof SearchDestinationSchema>;

/** What the search understood: total, dates, party and place, for the result-count header and SEO text. */
export const SearchDetailsSchema = v.object({
  totalCount: Count,
  checkin: v.nullable(IsoDateSchema),
  night: v.nullable(integerInRange(1, MAX_NIGHTS)),
  adult: integerInRange(TRAVELLER_BOUNDS.adult.min, TRAVELLER_BOUNDS.adult.max),
  child: integerInRange(TRAVELLER_BOUNDS.child.min, TRAVELLER_BOUNDS.child.max),
  baby: integerInRange(TRAVELLER_BOUNDS.baby.min, TRAVELLER_BOUNDS.baby.max),
  hotelId: v.nullable(IdSchema),
  destination: v.nullable(SearchDestinationSchema),
  /** Breadcrumb of the destination, widest first. */
  locationHierarchy: v.array(LocationLevelSchema),
  /** Address of the results page for these criteria (canonical link, suggestion links). */
  uri: HrefSchema,
  theme: v.nullable(ThemeSchema),
});

/** Search details of a reply. */
export type SearchDetails = v.InferOutput<typeof SearchDetailsSchema>;

/** Hotel ("property") filters the search applied. */
export const PropertyFiltersSchema = v.object({
  hotelType: v.array(v.string()),
  hotelEnvironment: v.array(v.string()),
  hotelStyle: v.array(v.string()),
  stars: v.array(integerInRange(1, 5)),
  minHotelReviewScore: v.nullable(numberInRange(0, REVIEW_SCALE)),
  facilities: v.array(v.string()),
  petsAllowed: v.boolean(),
});

/** Offer filters the search applied. */
export const OfferFiltersSchema = v.object({
  priceMin: v.nullable(CentsSchema),
  priceMax: v.nullable(CentsSchema),
  tags: v.array(IdSchema),
  theme: v.nullable(IdSchema),
  distanceMin: v.nullable(numberInRange(0, 40_000)),
  distanceMax: v.nullable(numberInRange(0, 40_000)),
});

/** Gift filters the search applied (gifting flow). */
export const GiftFiltersSchema = v.object({
  singleVoucherPriceMin: v.nullable(CentsSchema),
  singleVoucherPriceMax: v.nullable(CentsSchema),
  giftNights: v.nullable(integerInRange(1, MAX_NIGHTS)),
  giftFormat: v.nullable(GiftFormatSchema),
  giftAdults: v.nullable(integerInRange(1, TRAVELLER_BOUNDS.adult.max)),
});

/** The criteria as the server applied them, echoed so the client can show exactly what was searched. */
export const AppliedSearchCriteriasSchema = v.object({
  filters: v.object({
    property: PropertyFiltersSchema,
    offer: OfferFiltersSchema,
    gift: GiftFiltersSchema,
  }),
  sorting: v.object({ orderBy: OrderBySchema }),
  pagination: PaginationReplySchema,
  flow: FlowSchema,
  performGiftableSearch: v.boolean(),
});

/** Applied criteria of a reply. */
export type AppliedSearchCriterias = v.InferOutput<typeof AppliedSearchCriteriasSchema>;

/** What a fallback relaxed to find results. */
export const FALLBACK_CATEGORIES = ['destination', 'dates', 'filters', 'theme'] as const;

/**
 * Why a fallback block's results differ from the criteria: an expanded destination (30 km around its
 * centre, `isExpanded`) or one taken 'around' a place, and/or relaxed dates.
 */
export const FallbackKeySchema = v.object({
  destination: v.nullable(
    v.object({
      value: v.string(),
      type: PlaceCategorySchema,
      isAround: v.boolean(),
      isExpanded: v.boolean(),
    }),
  ),
  /** The dates the fallback searched, null when it dropped them. */
  dates: v.nullable(v.object({ checkin: IsoDateSchema, night: integerInRange(1, MAX_NIGHTS) })),
  category: v.nullable(v.picklist(FALLBACK_CATEGORIES)),
  value: v.nullable(v.string()),
});

/** The fallback key of a reply. */
export type FallbackKey = v.InferOutput<typeof FallbackKeySchema>;

/**
 * Reply of the stay and gift search (POST and GET /offers.json): cards, counts, what was searched,
 * and for a fallback the key that explains it; `markers` only with performMapSearch.
 */
export const OffersSearchReplySchema = v.object({
  exactMatches: v.array(OfferCardSchema),
  resultsCount: Count,
  searchDetails: SearchDetailsSchema,
  searchCriterias: AppliedSearchCriteriasSchema,
  fallbackKey: v.nullable(FallbackKeySchema),
  markers: v.optional(v.array(MapMarkerSchema)),
});

/** A stay or gift search reply. */
export type OffersSearchReply = v.InferOutput<typeof OffersSearchReplySchema>;
