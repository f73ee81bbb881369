import { defineMessages, type NoMessageValues } from 'react-intl';
import type { ReviewCriterion, ReviewSort, ReviewStayType } from '@escapade/api-contract';

/** Texts of the product page; English source texts are the spec's where it gives them (product-side.md sections 2, 4 and 8). */
export const productMessages = defineMessages<{
  documentTitle: { page: string };
  loading: NoMessageValues;
  failed: NoMessageValues;
  retry: NoMessageValues;
  notFoundTitle: NoMessageValues;
  notFoundText: NoMessageValues;
  seeOtherOffers: NoMessageValues;
  sections: NoMessageValues;
  tabDescription: NoMessageValues;
  tabRoom: NoMessageValues;
  tabExperience: NoMessageValues;
  tabReviews: NoMessageValues;
  tabHotel: NoMessageValues;
  includesTitle: NoMessageValues;
  includesNights: { count: number };
  includesBreakfasts: { count: number };
  includesDinners: { count: number };
  includesActivities: { count: number };
  programTitle: NoMessageValues;
  quantity: { count: number };
  bookingTitle: NoMessageValues;
  dates: NoMessageValues;
  chooseDates: NoMessageValues;
  stayDates: { checkIn: string; checkOut: string; nights: number };
  travellers: NoMessageValues;
  travellersSummary: { adult: number; child: number; baby: number };
  seePrices: NoMessageValues;
  book: NoMessageValues;
  missingDates: NoMessageValues;
  notAvailable: NoMessageValues;
  noPrice: NoMessageValues;
  clearDates: NoMessageValues;
  hotelTitle: NoMessageValues;
  facilities: NoMessageValues;
  arrival: { time: string };
  departure: { time: string };
  petsAllowed: { count: number };
  petsNotAllowed: NoMessageValues;
  reviewsTitle: NoMessageValues;
  reviewsScore: { score: string; count: number };
  noReviews: NoMessageValues;
  readAllReviews: NoMessageValues;
  reviewBy: { customer: string; date: string };
  reviewsSort: NoMessageValues;
  reviewsLanguage: NoMessageValues;
  allLanguages: NoMessageValues;
  loadMore: NoMessageValues;
  noReviewsInLanguage: { language: string };
  seeAllLanguages: NoMessageValues;
  giftSwitch: NoMessageValues;
}>({
  documentTitle: { id: 'product.page.documentTitle', defaultMessage: '{page} | Escapade' },
  loading: { id: 'product.page.loading', defaultMessage: 'Loading the stay…' },
  failed: { id: 'product.page.failed', defaultMessage: 'Oops, something went wrong' },
  retry: { id: 'product.page.retry', defaultMessage: 'Try again' },
  notFoundTitle: { id: 'product.page.expiredTitle', defaultMessage: 'Too late!' },
  notFoundText: { id: 'product.page.expiredText', defaultMessage: 'This offer has expired... Fortunately, we have other stays to suggest you.' },
  seeOtherOffers: { id: 'product.page.seeOtherOffers', defaultMessage: 'See other offers' },
  sections: { id: 'product.page.sections', defaultMessage: 'Sections of the page' },
  tabDescription: { id: 'product.page.tab.description', defaultMessage: 'Description' },
  tabRoom: { id: 'product.page.tab.room', defaultMessage: 'Room' },
  tabExperience: { id: 'product.page.tab.experience', defaultMessage: 'Experience' },
  tabReviews: { id: 'product.page.tab.reviews', defaultMessage: 'Reviews' },
  tabHotel: { id: 'product.page.tab.hotel', defaultMessage: 'Hotel' },
  includesTitle: { id: 'product.page.includes', defaultMessage: 'Your stay includes' },
  includesNights: { id: 'product.page.includes.nights', defaultMessage: '{count, plural, one {# night} other {# nights}}' },
  includesBreakfasts: { id: 'product.page.includes.breakfasts', defaultMessage: '{count, plural, one {# breakfast} other {# breakfasts}}' },
  includesDinners: { id: 'product.page.includes.dinners', defaultMessage: '{count, plural, one {# dinner} other {# dinners}}' },
  includesActivities: { id: 'product.page.includes.activities', defaultMessage: '{count, plural, one {# activity} other {# activities}}' },
  programTitle: { id: 'product.page.program', defaultMessage: 'The programme' },
  quantity: { id: 'product.page.quantity', defaultMessage: '× {count}' },
  bookingTitle: { id: 'product.page.booking', defaultMessage: 'Book this stay' },
  dates: { id: 'product.page.dates', defaultMessage: 'Dates' },
  chooseDates: { id: 'product.page.chooseDates', defaultMessage: 'Choose your dates' },
  stayDates: { id: 'product.page.stayDates', defaultMessage: '{checkIn} – {checkOut} ({nights, plural, one {# night} other {# nights}})' },
  travellers: { id: 'product.page.travellers', defaultMessage: 'Travellers' },
  travellersSummary: {
    id: 'product.page.travellersSummary',
    defaultMessage:
      '{adult, plural, one {# adult} other {# adults}}{child, plural, =0 {} one {, # child} other {, # children}}{baby, plural, =0 {} one {, # baby} other {, # babies}}',
  },
  seePrices: { id: 'product.page.seePrices', defaultMessage: 'See prices' },
  book: { id: 'product.page.book', defaultMessage: 'Book' },
  missingDates: { id: 'product.page.missingDates', defaultMessage: 'Please choose your travel dates.' },
  notAvailable: { id: 'product.page.notAvailable', defaultMessage: 'Sorry, no availability on your dates' },
  noPrice: { id: 'product.page.noPrice', defaultMessage: 'No more availabilities. Update your stay criteria to enjoy the provider offers.' },
  clearDates: { id: 'product.page.clearDates', defaultMessage: 'See all offers' },
  hotelTitle: { id: 'product.page.hotel', defaultMessage: 'The hotel' },
  facilities: { id: 'product.page.facilities', defaultMessage: 'Services and equipment' },
  arrival: { id: 'product.page.arrival', defaultMessage: 'Arrival from {time}' },
  departure: { id: 'product.page.departure', defaultMessage: 'Departure until {time}' },
  petsAllowed: { id: 'product.page.petsAllowed', defaultMessage: '{count, plural, one {Pets allowed (# pet)} other {Pets allowed (up to # pets)}}' },
  petsNotAllowed: { id: 'product.page.petsNotAllowed', defaultMessage: 'Pets not allowed' },
  reviewsTitle: { id: 'product.page.reviews', defaultMessage: 'Reviews' },
  reviewsScore: { id: 'product.page.reviewsScore', defaultMessage: '{score} · {count, plural, one {# review} other {# reviews}}' },
  noReviews: { id: 'product.page.noReviews', defaultMessage: 'Be the first to try this brand new experience!' },
  readAllReviews: { id: 'product.page.readAllReviews', defaultMessage: 'Read all reviews' },
  reviewBy: { id: 'product.page.reviewBy', defaultMessage: '{customer}, {date}' },
  reviewsSort: { id: 'product.page.reviewsSort', defaultMessage: 'Sort by' },
  reviewsLanguage: { id: 'product.page.reviewsLanguage', defaultMessage: 'Language' },
  allLanguages: { id: 'product.page.allLanguages', defaultMessage: 'All languages' },
  loadMore: { id: 'product.page.loadMore', defaultMessage: 'See more reviews' },
  noReviewsInLanguage: { id: 'product.page.noReviewsInLanguage', defaultMessage: 'There are currently no reviews published in {language}.' },
  seeAllLanguages: { id: 'product.page.seeAllLanguages', defaultMessage: 'See all the languages' },
  giftSwitch: { id: 'product.page.giftSwitch', defaultMessage: 'Offer this stay as a gift' },
});

/** Names of the review sorts. */
export const reviewSortMessages = defineMessages<Record<ReviewSort, NoMessageValues>>({
  DATE_DESC: { id: 'product.reviews.sort.dateDesc', defaultMessage: 'Most recent' },
  DATE_ASC: { id: 'product.reviews.sort.dateAsc', defaultMessage: 'Oldest' },
  SCORE_DESC: { id: 'product.reviews.sort.scoreDesc', defaultMessage: 'Best score' },
  SCORE_ASC: { id: 'product.reviews.sort.scoreAsc', defaultMessage: 'Lowest score' },
});

/** Names of the scored criteria (welcoming is shown 'Home', as the spec says). */
export const reviewCriterionMessages = defineMessages<Record<ReviewCriterion, NoMessageValues>>({
  welcoming: { id: 'product.reviews.criterion.welcoming', defaultMessage: 'Home' },
  comfort: { id: 'product.reviews.criterion.comfort', defaultMessage: 'Comfort' },
  cleanliness: { id: 'product.reviews.criterion.cleanliness', defaultMessage: 'Cleanliness' },
  food: { id: 'product.reviews.criterion.food', defaultMessage: 'Food' },
  localization: { id: 'product.reviews.criterion.localization', defaultMessage: 'Location' },
  priceQualityRatio: { id: 'product.reviews.criterion.priceQualityRatio', defaultMessage: 'Value for money' },
});

/** Who travelled, as a review says. */
export const reviewStayTypeMessages = defineMessages<Record<ReviewStayType, NoMessageValues>>({
  COUPLE: { id: 'product.reviews.stayType.couple', defaultMessage: 'Couple' },
  FAMILY: { id: 'product.reviews.stayType.family', defaultMessage: 'Family' },
  FRIENDS: { id: 'product.reviews.stayType.friends', defaultMessage: 'Friends' },
  SOLO: { id: 'product.reviews.stayType.solo', defaultMessage: 'Solo' },
  BUSINESS: { id: 'product.reviews.stayType.business', defaultMessage: 'Business' },
});
