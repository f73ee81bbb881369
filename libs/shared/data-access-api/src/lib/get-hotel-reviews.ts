import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@escapade/query';
import { fillPath, getHotelReviewsEndpoint, type ParamsInputOf, type ReplyOf, REVIEWS_PAGE_SIZE } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/hotel/{hotelId}/reviews.json`: a page of a hotel’s reviews with its score per criterion. */
export function getHotelReviews(params: ParamsInputOf<'hotelReviews'>, query: QueryValuesOf<'hotelReviews'>, signal?: AbortSignal): Promise<ReplyOf<'hotelReviews'>> {
  const { method, path, reply } = getHotelReviewsEndpoint;
  return apiRequest({ method, path: fillPath(path, params), query, reply, signal });
}

/** Cache key of a page of reviews. */
export const hotelReviewsQueryKey = (params: ParamsInputOf<'hotelReviews'>, query: QueryValuesOf<'hotelReviews'>) => ['reviews', 'hotel', params, query] as const;

/** Query options of one page of reviews (the page's reviews block reads the first). */
export function hotelReviewsQueryOptions(params: ParamsInputOf<'hotelReviews'>, query: QueryValuesOf<'hotelReviews'>) {
  return queryOptions({ queryKey: hotelReviewsQueryKey(params, query), queryFn: ({ signal }) => getHotelReviews(params, query, signal) });
}

/** One page of a hotel's reviews as server state. */
export function useHotelReviews(
  params: ParamsInputOf<'hotelReviews'>,
  query: QueryValuesOf<'hotelReviews'>,
  options: QueryHookOptions<ReplyOf<'hotelReviews'>, ReturnType<typeof hotelReviewsQueryKey>> = {},
) {
  return useQuery({ ...hotelReviewsQueryOptions(params, query), ...options });
}

/** Pages a reviews list has in all: ceil(count / 10). */
export function reviewPageCount(totalCount: number): number {
  return Math.ceil(totalCount / REVIEWS_PAGE_SIZE);
}

/**
 * The reviews modal's list: a new sort or language starts again from page 0 (a new key), "load
 * more" appends the next page while the loaded pages are fewer than ceil(count / 10).
 */
export function hotelReviewPagesQueryOptions(params: ParamsInputOf<'hotelReviews'>, query: Omit<QueryValuesOf<'hotelReviews'>, 'page'>) {
  return infiniteQueryOptions({
    queryKey: ['reviews', 'hotel', 'pages', params, query] as const,
    queryFn: ({ pageParam, signal }) => getHotelReviews(params, { ...query, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length < reviewPageCount(last.totalCount) ? last.page + 1 : undefined),
  });
}

/** The reviews modal's pages as server state. */
export function useHotelReviewPages(params: ParamsInputOf<'hotelReviews'>, query: Omit<QueryValuesOf<'hotelReviews'>, 'page'>) {
  return useInfiniteQuery(hotelReviewPagesQueryOptions(params, query));
}
