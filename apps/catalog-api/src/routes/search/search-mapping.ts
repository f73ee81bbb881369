import type {
  AppliedSearchCriterias,
  CancellationPolicy,
  HotelSummary,
  Image,
  LocationLevel,
  OfferCard,
  SearchCriterias,
  SearchDestination,
  SearchDetails,
} from '@escapade/api-contract';
import { MAX_CENTS } from '@escapade/api-contract';
import { type MarketCode as Locale, addDays, daysBetween, MARKETS, type MarketCode } from '@escapade/util-market';
import { formatMarketDateTime } from '@escapade/util-market/clock';
import type { ActivityOnlyProduct, CatalogLanguage, Hotel, Offer, Place } from '../../catalog/catalog-snapshot';
import type { CatalogSearch, ResolvedDestination } from '../../search/catalog-search';
import type { OfferHit } from '../../search/offer-index';
import { NO_FILTERS, type Destination, type OfferSearchQuery, type OfferSort } from '../../search/search-query';
import { priceForParty } from '../../search/stay-price';
import { lowestPriorStayPrice, type PricedStay } from '../../search/prior-price';
import { notFound } from '../../plugins/contract-routes';
import { PETS_FACILITY, searchUrl } from '@escapade/util-criteria';
import { cancellationDisplay, referencePrice, stayCancellation, stayCancellationDeadline } from '@escapade/util-pricing';
import type { PricingTexts } from '../../plugins/pricing-texts';
import { refuseDayOver } from './bookable-days';
import { imageUrl } from '../images/image-url';

/** The catalog language of a market. */
export function languageOf(locale: Locale): CatalogLanguage {
  return MARKETS[locale].language;
}

/** A catalog image in every size, with its alternative text. */
export function image(id: number, alt: string): Image {
  return {
    url: imageUrl(id, '640_360'),
    legend: null,
    alt,
    sizes: { '120_80': imageUrl(id, '120_80'), SMALL: imageUrl(id, 'SMALL'), LARGE: imageUrl(id, 'LARGE'), '640_360': imageUrl(id, '640_360') },
  };
}

/** Addresses already written, by place: every card of a city links to the same results page. */
const placeUris = new WeakMap<Place, string>();

/** Results-page address of a place (the hash key is its kind), written by the criteria codec. */
export function placeSearchUri(place: Place): string {
  let uri = placeUris.get(place);
  if (uri === undefined) {
    uri = searchUrl({ [place.kind]: place.slug });
    placeUris.set(place, uri);
  }
  return uri;
}

/** A card's hotel: name, class, place and reviews, linking to the hotel page. */
export function hotelSummary(catalog: CatalogSearch, hotel: Hotel, language: CatalogLanguage): HotelSummary {
  const city = catalog.place(hotel.cityId);
  return {
    id: hotel.id,
    uri: `/hotel/${hotel.id}/${hotel.slug}`,
    label: hotel.label,
    stars: hotel.stars,
    location: {
      label: city ? catalog.placeName(city, language) : hotel.address,
      uri: city ? placeSearchUri(city) : null,
      address: hotel.address,
      zipCode: hotel.zipCode,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
    },
    review: { count: hotel.reviewCount, average: hotel.reviewAverage },
  };
}

/** What a card's texts and deadlines are computed against: the moment of the search and the storefront's wording. */
export interface CardContext {
  readonly now: Date;
  readonly texts: PricingTexts;
}

/** Cancellation terms worked out so far, and which side of their deadline they were worked out on. */
interface KnownCancellation {
  readonly policy: CancellationPolicy;
  /** End of the deadline day (epoch ms); null when the stay is never cancellable. */
  readonly deadline: number | null;
  readonly passed: boolean;
}

/** By wording, then by policy type, deadline day and market: a page's cards share a handful, and so do most searches. */
const knownCancellations = new WeakMap<PricingTexts, Map<string, KnownCancellation>>();
/** Far more than the combinations a catalog's calendars and markets make; past it the memo starts again. */
const MAX_KNOWN_CANCELLATIONS = 50_000;

/**
 * Cancellation terms of a dated stay, by util-pricing's rule: the deadline is the end of the day
 * `cancellationDays` before check-in on the market's clock, and a deadline already passed is not
 * cancellable. The message is the card's own cancellation line, in the market's language. The
 * terms only change when the deadline passes, so they are remembered with the side of it they hold for.
 */
export function cancellationPolicyOf(offer: Offer, checkin: string, market: MarketCode, context: CardContext): CancellationPolicy {
  let known = knownCancellations.get(context.texts);
  if (!known) {
    known = new Map();
    knownCancellations.set(context.texts, known);
  }
  // The terms depend on the deadline's day, not on the check-in and the notice apart: keyed by that day, searches share them.
  const until = addDays(checkin, -offer.cancellationDays);
  const key = `${offer.cancellationType}|${until}|${market}`;
  const now = context.now.getTime();
  const remembered = known.get(key);
  if (remembered && (remembered.deadline === null || remembered.passed === now > remembered.deadline)) return remembered.policy;
  const termsOf = { type: offer.cancellationType, daysBeforeCheckIn: 0, checkIn: until, market };
  const terms = stayCancellation({ ...termsOf, now: context.now });
  const policy = {
    type: offer.cancellationType,
    cancellable: terms.cancellable,
    isCancellable: terms.cancellable,
    cancellationDeadline: terms.deadline === undefined ? null : formatMarketDateTime(terms.deadline, market),
    cancellableUntil: terms.until ?? null,
  };
  const display = cancellationDisplay({ hasDates: true, policy, market, now: context.now });
  const cancellation = { ...policy, message: context.texts.format(display.message, market) };
  const deadline = stayCancellationDeadline(termsOf) ?? null;
  if (known.size >= MAX_KNOWN_CANCELLATIONS) known.clear();
  known.set(key, { policy: cancellation, deadline, passed: deadline !== null && now > deadline });
  return cancellation;
}

/** Names of the activities a weekend includes: the headwords under a card's title. */
function headwords(catalog: CatalogSearch, activityIds: readonly number[], language: CatalogLanguage): string[] {
  return activityIds.flatMap((id) => {
    const type = catalog.activityType(id);
    return type ? [type.names[language]] : [];
  });
}

/**
 * The lowest price of the 30 days before the offer's promo began, for a stay and party, as a reply
 * carries it (a figure beyond what a reply can carry is left out rather than failing the reply):
 * the cards, the product page and the quote give the same number.
 */
export function lowestPriorPriceOf(offer: Offer, stay: PricedStay, market: MarketCode): number | null {
  return priorPriceForReply(lowestPriorStayPrice(offer, stay, market));
}

/** A prior price as a reply carries it: left out (null) beyond what a reply can carry, rather than failing the reply. */
export function priorPriceForReply(cents: number | null): number | null {
  return cents !== null && cents <= MAX_CENTS ? cents : null;
}

/** Everything a stay or gift card shows, from a search hit. */
export function offerCard(catalog: CatalogSearch, hit: OfferHit, query: OfferSearchQuery, context: CardContext): OfferCard {
  const { offer, hotel } = hit;
  const language = query.language;
  const label = offer.labels[language];
  const images = offer.imageIds.slice(0, 4).map((id) => image(id, label));
  const refPrice = referencePrice(hit.price, offer.promo);
  const isGift = query.flowType === 'gift';
  const priceFor = (adults: number) => (isGift ? priceForParty(hit.basePrice, { adults, children: 0, babies: 0 }) : priceForParty(hit.basePrice, { ...query.party, adults }));
  return {
    id: offer.id,
    label,
    imageUrl: images[0]?.url ?? imageUrl(hotel.imageIds[0] ?? offer.id, '640_360'),
    images,
    uri: `/product/${offer.id}/${offer.slug}${isGift ? '?flow=gifting' : ''}`,
    headwords: headwords(catalog, offer.activityIds, language),
    hotel: hotelSummary(catalog, hotel, language),
    sellPrice: hit.price,
    refPrice,
    barPrice: refPrice,
    promo: offer.promo,
    priceType: hit.priceType,
    // Gift vouchers are priced from their own list, which keeps no history.
    lowestPriorPrice: refPrice === null || isGift ? null : lowestPriorPriceOf(offer, { checkin: query.checkin, nights: hit.nights, party: query.party }, query.market),
    prices: [1, 2].map((adults) => {
      const sellPrice = priceFor(adults);
      return { paxComposition: { adults }, sellPrice, refPrice: referencePrice(sellPrice, offer.promo), promo: offer.promo, priceType: hit.priceType };
    }),
    participants: query.party.adults,
    nights: hit.nights,
    distance: hit.distance,
    cancellationPolicy: query.checkin !== null && !isGift ? cancellationPolicyOf(offer, query.checkin, query.market, context) : null,
    availableRooms: offer.availableRooms,
    room: offer.roomLabels?.[language] ?? null,
    lastMinute: offer.lastMinute,
    expiration: null,
    marketingLabels: [...offer.marketingLabels],
    targetedLabel: null,
    itemCategory: isGift ? 'single_voucher' : 'weekend',
    channelManagerId: null,
    connectivity: null,
    autoDiscount: null,
    hasMoreOffers: hit.hasMoreOffers,
    newTab: false,
  };
}

/** The activity centre of an activity-only product, shaped like a card's hotel. */
export function activityCentreSummary(catalog: CatalogSearch, product: ActivityOnlyProduct, language: CatalogLanguage): HotelSummary {
  const centre = product.activityCenter;
  const city = catalog.place(centre.cityId);
  return {
    id: product.id,
    uri: `/activity/${product.id}/${product.slug}`,
    label: centre.label,
    stars: centre.stars,
    location: {
      label: city ? catalog.placeName(city, language) : centre.label,
      uri: city ? placeSearchUri(city) : null,
      address: centre.label,
      zipCode: city?.postalCode ?? '',
      latitude: centre.latitude,
      longitude: centre.longitude,
    },
    review: { count: product.reviewCount, average: product.reviewAverage },
  };
}

/** A destination the search understood, for the header and the map. */
function searchDestination(catalog: CatalogSearch, resolved: ResolvedDestination, language: CatalogLanguage): SearchDestination | null {
  if (resolved.kind === 'place') {
    const { place } = resolved;
    return { type: place.kind, value: place.slug, label: catalog.placeName(place, language), latitude: place.latitude, longitude: place.longitude };
  }
  if (resolved.kind === 'hotel') {
    const hotel = catalog.offers.getHotel(resolved.hotelId) as Hotel;
    return { type: 'hotel', value: String(hotel.id), label: hotel.label, latitude: hotel.latitude, longitude: hotel.longitude };
  }
  return null;
}

/** Where a place is, widest first (country, region, department, the place), each level linking to its results page. */
export function placeBreadcrumb(catalog: CatalogSearch, place: Place, language: CatalogLanguage): LocationLevel[] {
  return catalog.hierarchy(place).map((level) => ({ type: level.kind, id: level.id, label: catalog.placeName(level, language), uri: placeSearchUri(level) }));
}

function locationHierarchy(catalog: CatalogSearch, resolved: ResolvedDestination, language: CatalogLanguage): LocationLevel[] {
  const place = resolved.kind === 'place' ? resolved.place : resolved.kind === 'hotel' ? catalog.place((catalog.offers.getHotel(resolved.hotelId) as Hotel).cityId) : undefined;
  return place ? placeBreadcrumb(catalog, place, language) : [];
}

/** Stay length from the criteria: `night`, or the nights between check-in and check-out, else one night. */
export function nightsOf(criteria: SearchCriterias): number {
  if (criteria.night !== undefined) return criteria.night;
  if (criteria.checkin !== undefined && criteria.checkout !== undefined) return daysBetween(criteria.checkin, criteria.checkout);
  return 1;
}

export interface MappedSearch {
  query: OfferSearchQuery;
  resolved: ResolvedDestination;
}

/**
 * Turns validated criteria into the read model's query. A check-in that is over is a 400, and an
 * unknown destination or theme a 404, naming the field, not an empty result, so a broken link says
 * what is wrong.
 */
export function offerSearchQuery(
  catalog: CatalogSearch,
  criteria: SearchCriterias,
  options: { locale: Locale; now: Date; flowType: 'offer' | 'gift'; orderBy: OfferSort; page: number; limit: number; numberOfPackagesPerHotel: number; field: string },
): MappedSearch {
  refuseDayOver(criteria.checkin, { market: options.locale, now: options.now, field: `${options.field}.checkin` });
  const resolved = catalog.resolveDestination(criteria);
  if (resolved.kind === 'unknown')
    throw notFound(`${options.field}.${resolved.field}`, resolved.value, resolved.field === 'hotelId' || resolved.field === 'hotel' ? 'hotel' : 'place');
  if (criteria.theme !== undefined && !catalog.theme(criteria.theme)) throw notFound(`${options.field}.theme`, criteria.theme, 'theme');
  const point = criteria.lat !== undefined && criteria.lng !== undefined ? { latitude: criteria.lat, longitude: criteria.lng } : null;
  let destination: Destination | null = null;
  if (resolved.kind === 'place') destination = { kind: 'place', placeId: resolved.place.id };
  else if (resolved.kind === 'hotel') destination = { kind: 'hotel', hotelId: resolved.hotelId };
  else if (point) destination = { kind: 'point', ...point };
  const origin = point ?? (resolved.kind === 'place' ? { latitude: resolved.place.latitude, longitude: resolved.place.longitude } : null);
  const isGift = options.flowType === 'gift';
  const facilities = criteria.facilities ?? [];
  return {
    resolved,
    query: {
      market: options.locale,
      language: languageOf(options.locale),
      flowType: options.flowType,
      destination,
      origin,
      themeId: criteria.theme ?? null,
      checkin: isGift ? null : (criteria.checkin ?? null),
      nights: isGift ? 1 : nightsOf(criteria),
      party: isGift ? { adults: criteria.giftAdults ?? 2, children: 0, babies: 0 } : { adults: criteria.adult, children: criteria.child, babies: criteria.baby },
      giftNights: isGift ? (criteria.giftNights ?? null) : null,
      filters: {
        ...NO_FILTERS,
        hotelTypes: criteria.hotelType ?? [],
        hotelEnvironments: criteria.hotelEnvironment ?? [],
        hotelStyles: criteria.hotelStyle ?? [],
        stars: criteria.stars ?? [],
        minHotelReviewScore: criteria.minHotelReviewScore ?? null,
        priceMin: (isGift ? criteria.singleVoucherPriceMin : criteria.priceMin) ?? null,
        priceMax: (isGift ? criteria.singleVoucherPriceMax : criteria.priceMax) ?? null,
        // 'pets' is the facility the spec sends as petsAllowed.
        facilities: facilities.filter((facility) => facility !== PETS_FACILITY),
        petsAllowed: criteria.petsAllowed === true || facilities.includes(PETS_FACILITY),
        tags: criteria.tags ?? [],
        distanceMin: point ? (criteria.distanceMin ?? null) : null,
        distanceMax: point ? (criteria.distanceMax ?? null) : null,
      },
      orderBy: options.orderBy,
      page: options.page,
      limit: options.limit,
      numberOfPackagesPerHotel: options.numberOfPackagesPerHotel,
    },
  };
}

/** What the search understood, echoed in the reply. */
export function searchDetails(catalog: CatalogSearch, mapped: MappedSearch, totalCount: number, criteria: SearchCriterias, uri: string): SearchDetails {
  const { query, resolved } = mapped;
  const theme = query.themeId === null ? undefined : catalog.theme(query.themeId);
  return {
    totalCount,
    checkin: query.checkin,
    night: query.checkin === null ? null : query.nights,
    adult: criteria.adult,
    child: criteria.child,
    baby: criteria.baby,
    hotelId: resolved.kind === 'hotel' ? resolved.hotelId : null,
    destination: searchDestination(catalog, resolved, query.language),
    locationHierarchy: locationHierarchy(catalog, resolved, query.language),
    uri,
    theme: theme ? { id: theme.id, name: theme.names[query.language], iconGroup: theme.iconGroup } : null,
  };
}

/** The criteria as applied, echoed so the client shows exactly what was searched. */
export function appliedCriterias(query: OfferSearchQuery, criteria: SearchCriterias, performGiftableSearch: boolean): AppliedSearchCriterias {
  const f = query.filters;
  return {
    filters: {
      property: {
        hotelType: [...f.hotelTypes],
        hotelEnvironment: [...f.hotelEnvironments],
        hotelStyle: [...f.hotelStyles],
        stars: [...f.stars],
        minHotelReviewScore: f.minHotelReviewScore,
        facilities: [...f.facilities],
        petsAllowed: f.petsAllowed,
      },
      offer: {
        priceMin: query.flowType === 'offer' ? f.priceMin : null,
        priceMax: query.flowType === 'offer' ? f.priceMax : null,
        tags: [...f.tags],
        theme: query.themeId,
        distanceMin: f.distanceMin,
        distanceMax: f.distanceMax,
      },
      gift: {
        singleVoucherPriceMin: query.flowType === 'gift' ? f.priceMin : null,
        singleVoucherPriceMax: query.flowType === 'gift' ? f.priceMax : null,
        giftNights: query.giftNights,
        giftFormat: criteria.giftFormat ?? null,
        giftAdults: criteria.giftAdults ?? null,
      },
    },
    sorting: { orderBy: query.orderBy },
    pagination: { page: query.page, limit: query.limit },
    flow: query.flowType === 'gift' ? 'gifting' : query.destination?.kind === 'hotel' ? 'hotel' : 'booking',
    performGiftableSearch,
  };
}

/** Results-page address of what was searched, written by the criteria codec, for canonical and suggestion links. */
export function resultsUri(resolved: ResolvedDestination, query: OfferSearchQuery): string {
  const isGift = query.flowType === 'gift';
  return searchUrl({
    flow: isGift ? 'gifting' : resolved.kind === 'hotel' ? 'hotel' : 'booking',
    ...(resolved.kind === 'place' ? { [resolved.place.kind]: resolved.place.slug } : {}),
    hotel: resolved.kind === 'hotel' ? String(resolved.hotelId) : undefined,
    theme: query.themeId ?? undefined,
    checkin: query.checkin ?? undefined,
    checkout: query.checkin === null ? undefined : addDays(query.checkin, query.nights),
    travellers: isGift ? undefined : { adult: query.party.adults, child: query.party.children, baby: query.party.babies },
  });
}
