import { defineMessages, type NoMessageValues } from 'react-intl';
import type { ReviewCriterion, ReviewSort, ReviewStayType } from '@escapade/api-contract';

/** Texts of the reviews block and modal (product-side.md sections 4, 8 and 9). */
export const reviewsMessages = defineMessages<{
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
  failed: NoMessageValues;
}>({
  reviewsTitle: { id: 'product.reviews.title', defaultMessage: 'Reviews' },
  reviewsScore: { id: 'product.reviews.reviewsScore', defaultMessage: '{score} · {count, plural, one {# review} other {# reviews}}' },
  noReviews: { id: 'product.reviews.noReviews', defaultMessage: 'Be the first to try this brand new experience!' },
  readAllReviews: { id: 'product.reviews.readAllReviews', defaultMessage: 'Read all reviews' },
  reviewBy: { id: 'product.reviews.reviewBy', defaultMessage: '{customer}, {date}' },
  reviewsSort: { id: 'product.reviews.reviewsSort', defaultMessage: 'Sort by' },
  reviewsLanguage: { id: 'product.reviews.reviewsLanguage', defaultMessage: 'Language' },
  allLanguages: { id: 'product.reviews.allLanguages', defaultMessage: 'All languages' },
  loadMore: { id: 'product.reviews.loadMore', defaultMessage: 'See more reviews' },
  noReviewsInLanguage: { id: 'product.reviews.noReviewsInLanguage', defaultMessage: 'There are currently no reviews published in {language}.' },
  seeAllLanguages: { id: 'product.reviews.seeAllLanguages', defaultMessage: 'See all the languages' },
  failed: { id: 'product.reviews.failed', defaultMessage: 'Oops, something went wrong' },
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
