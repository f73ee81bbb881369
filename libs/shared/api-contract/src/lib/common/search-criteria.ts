import * as v from 'valibot';
import { daysBetween } from '@escapade/util-market';
import { fieldRules, type FieldRuleViolation } from './field-rules';
import { GiftFormatSchema } from './flow';
import { WireIdSchema } from './ids';
import { IsoDateSchema } from './iso-date';
import { WireLatitudeSchema, WireLongitudeSchema } from './location';
import { WireCentsSchema } from './money';
import { REVIEW_SCALE } from './review';
import { AdultCountSchema, BabyCountSchema, ChildCountSchema, MAX_NIGHTS, NightsSchema, TRAVELLER_BOUNDS } from './travellers';
import { CodeSchema, WireBooleanSchema, nonBlankText, wireInteger, wireList, wireNumber } from './wire-values';
import { documented } from '../documented';
import type { OpenApiDescriptionKey } from '../openapi-descriptions';

/** Largest search radius, in kilometres. */
export const MAX_DISTANCE_KM = 1000;

/** Why a distance without lat and lng is refused: it has no point to be measured from. */
const DISTANCE_NEEDS_POINT = 'needs lat and lng, the point distances are measured from';

/** A field documented with the rule it must keep (OpenAPI `description`); wraps the optional, so the description survives a transform. */
function described<TSchema extends v.GenericSchema>(schema: TSchema, key: OpenApiDescriptionKey) {
  return v.pipe(schema, documented(key));
}

/** A destination value as the hash carries it (a slug or name such as `lyon`). */
export const DestinationValueSchema = nonBlankText(120);

/**
 * The fields of a search, named as the spec names them in its calls (search-side.md sections 3 and 7):
 * dates, party, destination, position and every filter. Shared by the JSON bodies (`searchCriterias`,
 * `criteria`, `criterias`) and the GET /offers.json query, so both read the same fields the same way.
 */
export const SEARCH_CRITERIA_ENTRIES = {
  checkin: described(v.optional(IsoDateSchema), 'checkin'),
  /** Either `checkout` or `night` gives the length of the stay. */
  checkout: described(v.optional(IsoDateSchema), 'stayCheckout'),
  night: described(v.optional(NightsSchema), 'stayNights'),
  adult: v.optional(AdultCountSchema, TRAVELLER_BOUNDS.adult.default),
  child: v.optional(ChildCountSchema, TRAVELLER_BOUNDS.child.default),
  baby: v.optional(BabyCountSchema, TRAVELLER_BOUNDS.baby.default),
  singleRoom: v.optional(WireBooleanSchema),
  city: v.optional(DestinationValueSchema),
  cityId: v.optional(WireIdSchema),
  country: v.optional(DestinationValueSchema),
  department: v.optional(DestinationValueSchema),
  region: v.optional(DestinationValueSchema),
  touristicregion: v.optional(DestinationValueSchema),
  poi: v.optional(DestinationValueSchema),
  searesort: v.optional(DestinationValueSchema),
  skiresort: v.optional(DestinationValueSchema),
  /** Hotel destination as the hash names it; `hotelId` picks one hotel's packages. */
  hotel: v.optional(DestinationValueSchema),
  hotelId: v.optional(WireIdSchema),
  theme: v.optional(WireIdSchema),
  lat: described(v.optional(WireLatitudeSchema), 'pointLat'),
  lng: described(v.optional(WireLongitudeSchema), 'pointLng'),
  /** Kilometres around lat/lng. */
  distanceMin: described(v.optional(wireInteger(0, MAX_DISTANCE_KM)), 'distanceMin'),
  distanceMax: described(v.optional(wireInteger(0, MAX_DISTANCE_KM)), 'distanceMax'),
  /** Hotel type names. */
  hotelType: v.optional(wireList(CodeSchema)),
  /** Hotel environment keys. */
  hotelEnvironment: v.optional(wireList(CodeSchema)),
  /** Hotel style names. */
  hotelStyle: v.optional(wireList(CodeSchema)),
  /** Hotel classes, comma-joined or a list. */
  stars: v.optional(wireList(wireInteger(1, 5))),
  /** Minimum review average out of 10. */
  minHotelReviewScore: v.optional(wireNumber(0, REVIEW_SCALE)),
  /** Cents (stays). */
  priceMin: v.optional(WireCentsSchema),
  priceMax: described(v.optional(WireCentsSchema), 'priceMax'),
  /** Cents (gift vouchers, in the gifting flow). */
  singleVoucherPriceMin: v.optional(WireCentsSchema),
  singleVoucherPriceMax: described(v.optional(WireCentsSchema), 'singleVoucherPriceMax'),
  /** Facility values; 'pets' travels as petsAllowed instead. */
  facilities: described(v.optional(wireList(CodeSchema)), 'facilities'),
  petsAllowed: described(v.optional(WireBooleanSchema), 'petsAllowed'),
  /** Activity ids, comma-joined or a list. */
  tags: v.optional(wireList(WireIdSchema)),
  giftNights: v.optional(NightsSchema),
  giftFormat: v.optional(GiftFormatSchema),
  giftAdults: v.optional(AdultCountSchema),
} as const;

/** Fields the cross-field rules read. */
interface CriteriaRuleFields {
  readonly checkin?: string;
  readonly checkout?: string;
  readonly night?: number;
  readonly lat?: number;
  readonly lng?: number;
  readonly distanceMin?: number;
  readonly distanceMax?: number;
  readonly priceMin?: number;
  readonly priceMax?: number;
  readonly singleVoucherPriceMin?: number;
  readonly singleVoucherPriceMax?: number;
}

function minMaxViolation(criteria: CriteriaRuleFields, min: keyof CriteriaRuleFields, max: keyof CriteriaRuleFields): FieldRuleViolation[] {
  const low = criteria[min];
  const high = criteria[max];
  return low !== undefined && high !== undefined && high < low ? [{ field: max, message: `must not be below ${min}` }] : [];
}

/**
 * The rules between search fields: a stay has a check-in and ends after it, a distance has the point
 * it is measured from (lat and lng), and ranges are not upside down.
 */
export function searchCriteriaViolations(criteria: CriteriaRuleFields): FieldRuleViolation[] {
  const violations: FieldRuleViolation[] = [];
  const { checkin, checkout, night } = criteria;
  if (checkin === undefined) {
    if (checkout !== undefined) violations.push({ field: 'checkout', message: 'needs a checkin' });
    if (night !== undefined) violations.push({ field: 'night', message: 'needs a checkin' });
  } else if (checkout !== undefined) {
    const nights = daysBetween(checkin, checkout);
    if (nights < 1) violations.push({ field: 'checkout', message: 'must be after checkin' });
    else if (nights > MAX_NIGHTS) violations.push({ field: 'checkout', message: `must be at most ${MAX_NIGHTS} nights after checkin` });
    else if (night !== undefined && night !== nights) violations.push({ field: 'night', message: 'must match checkin and checkout' });
  }
  if ((criteria.lat === undefined) !== (criteria.lng === undefined)) {
    violations.push({ field: criteria.lat === undefined ? 'lat' : 'lng', message: 'lat and lng go together' });
  } else if (criteria.lat === undefined) {
    for (const field of ['distanceMin', 'distanceMax'] as const) {
      if (criteria[field] !== undefined) violations.push({ field, message: DISTANCE_NEEDS_POINT });
    }
  }
  violations.push(
    ...minMaxViolation(criteria, 'distanceMin', 'distanceMax'),
    ...minMaxViolation(criteria, 'priceMin', 'priceMax'),
    ...minMaxViolation(criteria, 'singleVoucherPriceMin', 'singleVoucherPriceMax'),
  );
  return violations;
}

/** Cross-field rules of search criteria as a pipe step, for any schema built on SEARCH_CRITERIA_ENTRIES. */
export function searchCriteriaRules<TCriteria extends CriteriaRuleFields>() {
  return fieldRules<TCriteria>(searchCriteriaViolations);
}

const SearchCriteriasObjectSchema = v.strictObject(SEARCH_CRITERIA_ENTRIES);

/** Search criteria in a JSON body: unknown fields are refused so a misspelt filter never silently widens a search. */
export const SearchCriteriasSchema = v.pipe(SearchCriteriasObjectSchema, searchCriteriaRules<v.InferOutput<typeof SearchCriteriasObjectSchema>>());

/** Search criteria as the server reads them (numbers, booleans and lists already parsed, party defaulted). */
export type SearchCriterias = v.InferOutput<typeof SearchCriteriasSchema>;

/** Search criteria as a client may send them. */
export type SearchCriteriasInput = v.InferInput<typeof SearchCriteriasSchema>;
