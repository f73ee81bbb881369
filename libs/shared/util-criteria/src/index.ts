export type { AccountPurpose, AccountTab } from './lib/account-hash';
export { ACCOUNT_TABS, accountTabFor, formatAccountHash, parseAccountHash } from './lib/account-hash';
export { ACCOUNT_HOME_PATH, ACCOUNT_SIGN_IN_PATH, ACCOUNT_SIGN_UP_PATH, accountSignInOrigin, accountSignInUrl } from './lib/account-sign-in';
export type { ActivityDate } from './lib/activity-dates';
export {
  asActivityDates,
  chooseActivityDate,
  formatActivityDates,
  formatSelectedActivityDate,
  missingActivityDates,
  parseActivityDates,
  parseSelectedActivityDate,
} from './lib/activity-dates';
export { activityParticipantBounds, activityUrlFor, DEFAULT_ACTIVITY_PARTICIPANTS, formatActivityHash, parseActivityHash } from './lib/activity-hash';
export type { BackLink, BackLinkInput, BackTargetPage } from './lib/back-link';
export { BACK_TARGET_ROUTES, checkoutBackInput, headerBackLink, HOME_ROUTE } from './lib/back-link';
export type { ActivityCheckoutState, CheckoutSummaryState } from './lib/checkout-hash';
export {
  confirmationLocation,
  DEFAULT_NIGHTS,
  formatActivityCheckoutLocation,
  formatCheckoutSummaryHash,
  OWN_USE,
  parseActivityCheckoutLocation,
  parseCheckoutSummaryHash,
  readCheckoutMinisite,
  stayCheckoutUrl,
} from './lib/checkout-hash';
export type { GiftCheckoutChoices, GiftDeliveryChoice } from './lib/gift-checkout-hash';
export { formatGiftCheckoutChoices, parseGiftCheckoutChoices } from './lib/gift-checkout-hash';
export type { DistanceRange, DistanceSliderValues } from './lib/distance-slider';
export {
  clampDistance,
  DISTANCE_SLIDER_RANGES,
  DISTANCE_SLIDER_STEP_KM,
  distanceCriterion,
  distanceLabel,
  distanceSliderRange,
  distanceSliderValues,
  includeOffersAround,
  isDistanceActive,
} from './lib/distance-slider';
export { FAMILY_THEME_ID, showFamilySuggestion } from './lib/family-suggestion';
export type { FilterDraftModel, FilterKey, FilterSearch } from './lib/filter-draft';
export {
  cancelFilterDraft,
  clearFilter,
  clickOutsideFilterDropdown,
  confirmFilterDraft,
  editFilterDraft,
  FILTER_GROUPS,
  FILTER_KEYS,
  filterValuesOf,
  initFilterDraft,
  markFacetsRequested,
  resyncFilterDraft,
  sameFilters,
  shouldRefetchFacets,
} from './lib/filter-draft';
export type { FilterBadgeDevice, FilterBarButton, FilterDialogSection } from './lib/filters';
export {
  areHotelFiltersDisabled,
  facilitiesForRequest,
  filterBadgeCount,
  filterBarButtons,
  filterDialogSections,
  isOptionDisabled,
  isScoreChecked,
  PETS_FACILITY,
  selectRating,
  toggleOption,
} from './lib/filters';
export { SORTS_KEPT_INTO_GIFTING, switchFlow } from './lib/flow-switch';
export type { HotelPageState } from './lib/hotel-hash';
export { clearHotelDates, confirmHotelDates, formatHotelHash, parseHotelHash, PRODUCTS_ANCHOR } from './lib/hotel-hash';
export type { NotFoundState } from './lib/not-found-hash';
export { parseNotFoundHash } from './lib/not-found-hash';
export type { RecentSearch } from './lib/last-searches';
export { addLastSearch, LAST_SEARCHES_MAX, readLastSearches } from './lib/last-searches';
export type { PriceBand } from './lib/price-histogram';
export { isPriceBandSelected, PRICE_HISTOGRAM_BAND_COUNT, priceBandIndex, priceHistogramBands } from './lib/price-histogram';
export type { PriceRange, PriceSliderValues } from './lib/price-slider';
export {
  ACTIVITY_PRICE_SLIDER_FIXED_MIN,
  CENTS_PER_EURO,
  isPriceFilterActive,
  PRICE_SLIDER_FIXED_MIN,
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_STEP,
  priceFilterFromSlider,
  priceNoMinimumAtOrBelow,
  priceRequestKeys,
  priceSliderBounds,
  priceSliderFixedMin,
  priceSliderLabel,
  priceSliderValues,
  typedSliderValue,
} from './lib/price-slider';
export type { ProductPageState } from './lib/product-hash';
export type { ProductFlow } from './lib/types';
export {
  changeProductDates,
  chooseProductActivityDate,
  changeProductParty,
  DEFAULT_GIFT_NIGHTS,
  extraAddedUrl,
  extraRemovedUrl,
  offerChosenUrl,
  formatProductLocation,
  parseProductLocation,
  productUrlFor,
  switchProductToGifting,
} from './lib/product-hash';
export { productDetailQuery } from './lib/product-detail-query';
export type {
  ActivityOnlySearchBody,
  FacetCriterias,
  FacetRequestOptions,
  FacetsBody,
  FallbackSearchQuery,
  HotelOffersLookupQuery,
  HotelPackagesInput,
  OffersSearchBody,
  OfferType,
  PackageCheckoutNightsInput,
  PackageCheckoutNightsParams,
  PackageCheckoutNightsQuery,
  ResultsFallback,
  SearchCriterias,
  SearchCriteriasInput,
} from './lib/request-builders';
export {
  ACTIVITY_PACKAGES_PER_HOTEL,
  ACTIVITY_RADIUS_KM,
  buildActivityOnlySearchRequest,
  buildFacetRequest,
  buildFallbackSearchRequest,
  buildHotelOffersLookupRequest,
  buildHotelPackagesRequest,
  buildOffersSearchRequest,
  buildPackageCheckoutNightsRequest,
  buildResultsFallbackRequest,
  FALLBACK_EXPANDED_RADIUS_KM,
  FALLBACK_RESULTS,
  FALLBACK_RESULTS_THRESHOLD,
  resultsFallback,
  searchCriteriasOf,
  STAY_PACKAGES_PER_HOTEL,
} from './lib/request-builders';
export { buildMapMarkerCardRequest, buildMapSearchRequest } from './lib/map-requests';
export type { DestinationEntry } from './lib/search-hash';
export { defaultCriteria, destinationOf, formatLocation, MAX_GIFT_NIGHTS, MIN_GIFT_NIGHTS, normaliseCriteria, parseLocation } from './lib/search-hash';
export type { GiftOptions } from './lib/gift-options';
export { DEFAULT_GIFT_FORMAT, giftFormatsOf, giftOptionsOf } from './lib/gift-options';
export { ACTIVITY_RESULTS_PATH, resultsPath, searchUrl, STAY_RESULTS_PATH } from './lib/search-url';
export { flowParam, withFlowParam } from './lib/flow-param';
export { announcedPage, type AnnouncedPage } from './lib/announced-page';
export type { DatesVariation, SearchNavigation, SearchOrigin, SearchSubmit } from './lib/search-navigation';
export { changeFilters, changePage, changeSort, removeAllFilters, searchInThisArea, submitSearch } from './lib/search-navigation';
export { hasPosition, isSortOffered, sortOptions } from './lib/sort-options';
export type { ParticipantBounds, TravellerKind } from './lib/travellers';
export {
  changeParticipants,
  changeTravellers,
  DEFAULT_PARTICIPANT_BOUNDS,
  DEFAULT_PARTY,
  DEFAULT_TRAVELLERS,
  isSingleRoom,
  SEARCH_BOX_PARTICIPANTS,
  TRAVELLER_AGES,
  TRAVELLER_BOUNDS,
} from './lib/travellers';
export type { Destination, DestinationKey, FilterValues, Flow, GiftFormat, GiftParameters, LocationParts, Party, Position, SearchCriteria, Sort, Travellers } from './lib/types';
export { DEFAULT_FLOW, DEFAULT_SORT, DESTINATION_KEYS, EMPTY_FILTERS, FLOWS, GIFT_FORMATS, NO_FILTERS, SORTS } from './lib/types';
export type { WalletFlags } from './lib/wallet-flags';
export { readWalletFlags, withoutWalletFlags, withWalletError, withWalletLoading } from './lib/wallet-flags';
