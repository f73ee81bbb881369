import type { BinaryEndpointDefinition, EndpointBody, EndpointBodyInput, EndpointDefinition, EndpointParams, EndpointParamsInput, EndpointQuery, EndpointReply } from '../endpoint';
import { collectAnalyticsEndpoint } from './collect-analytics';
import { accountSignUpEndpoint, startAccountSessionEndpoint } from './account-credentials';
import { endAccountSessionEndpoint, getAccountSessionEndpoint } from './account-session';
import { createContactCaseEndpoint, getContactChallengeEndpoint } from './contact-case';
import { getActivitiesEndpoint } from './get-activities';
import { getActivityDetailEndpoint } from './get-activity-detail';
import { getAnnouncementBannerEndpoint } from './get-announcement-banner';
import { getAutocompleteGeonamesEndpoint } from './get-autocomplete-geonames';
import { getBoxBlockEndpoint } from './get-box-block';
import { getCmsHomepageEndpoint } from './get-cms-homepage';
import { getCustomSubElementsEndpoint } from './get-custom-sub-elements';
import { getFallbackOffersEndpoint } from './get-fallback-offers';
import { getGiftBlockEndpoint } from './get-gift-block';
import { getGiftShippingCostsEndpoint } from './get-gift-shipping-costs';
import { getHealthEndpoint } from './get-health';
import { getHotelAvailabilityEndpoint } from './get-hotel-availability';
import { getHotelDetailEndpoint } from './get-hotel-detail';
import { getHotelReviewsEndpoint } from './get-hotel-reviews';
import { getIdeasEndpoint } from './get-ideas';
import { getLandingPageEndpoint } from './get-landing-page';
import { getMapStyleEndpoint } from './get-map-style';
import { getMapTileEndpoint } from './get-map-tile';
import { getMiniSiteEndpoint } from './get-mini-site';
import { getMiniSitesEndpoint } from './get-mini-sites';
import { getNavigationEndpoint } from './get-navigation';
import { getNearbyDestinationsEndpoint } from './get-nearby-destinations';
import { getPackageCheckoutNightsEndpoint } from './get-package-checkout-nights';
import { getProductAvailabilityEndpoint } from './get-product-availability';
import { getProductDetailEndpoint } from './get-product-detail';
import { getProductOffersEndpoint } from './get-product-offers';
import { getProductQuoteEndpoint } from './get-product-quote';
import { getProductUpsellsEndpoint } from './get-product-upsells';
import { getPromoBarEndpoint } from './get-promo-bar';
import { getSearchContentEndpoint } from './get-search-content';
import { getRecommendedAutocompleteEndpoint } from './get-recommended-autocomplete';
import { getRecommendedOffersEndpoint } from './get-recommended-offers';
import { getNearbyHotelsEndpoint } from './get-nearby-hotels';
import { getStaticPageEndpoint } from './get-static-page';
import { getTargetedBannerEndpoint } from './get-targeted-banner';
import { getThemesEndpoint } from './get-themes';
import { getThisWeekThemeEndpoint } from './get-this-week-theme';
import { logNotFoundEndpoint } from './log-not-found';
import { postLogsEndpoint } from './post-logs';
import { createPurchaseOrderEndpoint, getPurchaseOrderEndpoint } from './purchase-orders';
import { createOrderPaymentEndpoint, createWalletOrderEndpoint, getInsurancePriceEndpoint, getPayLaterEligibilityEndpoint } from './purchase-payments';
import { getPromotionCodeEndpoint } from './purchase-promotion-code';
import { searchActivityOnlyEndpoint } from './search-activity-only';
import { searchFacetsEndpoint } from './search-facets';
import { searchOffersEndpoint } from './search-offers';
import { endStaffSessionEndpoint, getStaffSessionEndpoint, startStaffSessionEndpoint } from './staff-session';
import { subscribeNewsletterEndpoint } from './subscribe-newsletter';

export * from './collect-analytics';
export * from './account-credentials';
export * from './account-session';
export * from './contact-case';
export * from './get-activities';
export * from './get-activity-detail';
export * from './get-announcement-banner';
export * from './get-autocomplete-geonames';
export * from './get-box-block';
export * from './get-cms-homepage';
export * from './get-custom-sub-elements';
export * from './get-fallback-offers';
export * from './get-gift-block';
export * from './get-gift-shipping-costs';
export * from './get-health';
export * from './get-hotel-availability';
export * from './get-hotel-detail';
export * from './get-hotel-reviews';
export * from './get-ideas';
export * from './get-landing-page';
export * from './get-map-style';
export * from './get-map-tile';
export * from './get-mini-site';
export * from './get-mini-sites';
export * from './get-navigation';
export * from './get-nearby-destinations';
export * from './get-package-checkout-nights';
export * from './get-product-availability';
export * from './get-product-detail';
export * from './get-product-offers';
export * from './get-product-quote';
export * from './get-product-upsells';
export * from './get-promo-bar';
export * from './get-search-content';
export * from './get-recommended-autocomplete';
export * from './get-recommended-offers';
export * from './get-nearby-hotels';
export * from './get-static-page';
export * from './get-targeted-banner';
export * from './get-themes';
export * from './get-this-week-theme';
export * from './log-not-found';
export * from './post-logs';
export * from './purchase-orders';
export * from './purchase-payments';
export * from './purchase-promotion-code';
export * from './search-activity-only';
export * from './search-facets';
export * from './search-offers';
export * from './staff-session';
export * from './subscribe-newsletter';

/**
 * Every route of the catalog API by name: the server registers routes and the OpenAPI document from
 * this table, the client calls by name, so neither can invent a path or a shape.
 */
export const ENDPOINTS = {
  health: getHealthEndpoint,
  searchOffers: searchOffersEndpoint,
  fallbackOffers: getFallbackOffersEndpoint,
  searchActivityOnly: searchActivityOnlyEndpoint,
  searchFacets: searchFacetsEndpoint,
  activities: getActivitiesEndpoint,
  themes: getThemesEndpoint,
  autocompleteGeonames: getAutocompleteGeonamesEndpoint,
  recommendedAutocomplete: getRecommendedAutocompleteEndpoint,
  nearbyDestinations: getNearbyDestinationsEndpoint,
  packageCheckoutNights: getPackageCheckoutNightsEndpoint,
  productAvailability: getProductAvailabilityEndpoint,
  productDetail: getProductDetailEndpoint,
  productQuote: getProductQuoteEndpoint,
  productUpsells: getProductUpsellsEndpoint,
  productOffers: getProductOffersEndpoint,
  recommendedOffers: getRecommendedOffersEndpoint,
  nearbyHotels: getNearbyHotelsEndpoint,
  hotelReviews: getHotelReviewsEndpoint,
  hotelDetail: getHotelDetailEndpoint,
  activityDetail: getActivityDetailEndpoint,
  hotelAvailability: getHotelAvailabilityEndpoint,
  cmsHomepage: getCmsHomepageEndpoint,
  navigation: getNavigationEndpoint,
  thisWeekTheme: getThisWeekThemeEndpoint,
  promoBar: getPromoBarEndpoint,
  searchContent: getSearchContentEndpoint,
  targetedBanner: getTargetedBannerEndpoint,
  announcementBanner: getAnnouncementBannerEndpoint,
  boxBlock: getBoxBlockEndpoint,
  giftBlock: getGiftBlockEndpoint,
  giftShippingCosts: getGiftShippingCostsEndpoint,
  customSubElements: getCustomSubElementsEndpoint,
  ideas: getIdeasEndpoint,
  staticPage: getStaticPageEndpoint,
  landingPage: getLandingPageEndpoint,
  miniSites: getMiniSitesEndpoint,
  miniSite: getMiniSiteEndpoint,
  notFoundLog: logNotFoundEndpoint,
  logs: postLogsEndpoint,
  newsletter: subscribeNewsletterEndpoint,
  analyticsCollect: collectAnalyticsEndpoint,
  mapStyle: getMapStyleEndpoint,
  startStaffSession: startStaffSessionEndpoint,
  staffSession: getStaffSessionEndpoint,
  endStaffSession: endStaffSessionEndpoint,
  accountSignUp: accountSignUpEndpoint,
  startAccountSession: startAccountSessionEndpoint,
  accountSession: getAccountSessionEndpoint,
  endAccountSession: endAccountSessionEndpoint,
  contactChallenge: getContactChallengeEndpoint,
  contactCase: createContactCaseEndpoint,
  createPurchaseOrder: createPurchaseOrderEndpoint,
  purchaseOrder: getPurchaseOrderEndpoint,
  insurancePrice: getInsurancePriceEndpoint,
  payLaterEligibility: getPayLaterEligibilityEndpoint,
  createOrderPayment: createOrderPaymentEndpoint,
  createWalletOrder: createWalletOrderEndpoint,
  promotionCode: getPromotionCodeEndpoint,
} as const satisfies Record<string, EndpointDefinition>;

/** Routes whose replies are bytes (documented by media type), by name. */
export const BINARY_ENDPOINTS = {
  mapTile: getMapTileEndpoint,
} as const satisfies Record<string, BinaryEndpointDefinition>;

/** Name of an endpoint in the registry. */
export type EndpointName = keyof typeof ENDPOINTS;

/** Every endpoint name, for iterating the registry with its literal keys. */
export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[];

/** Reply of an endpoint by name, as the client gets it after parsing. */
export type ReplyOf<TName extends EndpointName> = EndpointReply<(typeof ENDPOINTS)[TName]>;
/** JSON body a client sends to an endpoint by name. */
export type BodyInputOf<TName extends EndpointName> = EndpointBodyInput<(typeof ENDPOINTS)[TName]>;
/** Body as the server reads it, by endpoint name. */
export type BodyOf<TName extends EndpointName> = EndpointBody<(typeof ENDPOINTS)[TName]>;
/** Query values of an endpoint by name (the client turns them into text, the server parses them back). */
export type QueryOf<TName extends EndpointName> = EndpointQuery<(typeof ENDPOINTS)[TName]>;
/** Path parameters a client fills in, by endpoint name. */
export type ParamsInputOf<TName extends EndpointName> = EndpointParamsInput<(typeof ENDPOINTS)[TName]>;
/** Path parameters as the server reads them, by endpoint name. */
export type ParamsOf<TName extends EndpointName> = EndpointParams<(typeof ENDPOINTS)[TName]>;
