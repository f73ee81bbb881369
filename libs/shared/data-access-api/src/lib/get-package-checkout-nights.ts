import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getPackageCheckoutNightsEndpoint, type ParamsInputOf, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/weekend/{siteOrId}/packageCheckoutNights.json`: possible nights after a check-in, for a weekend or a whole site. */
export function getPackageCheckoutNights(
  params: ParamsInputOf<'packageCheckoutNights'>,
  query: QueryValuesOf<'packageCheckoutNights'>,
  signal?: AbortSignal,
): Promise<ReplyOf<'packageCheckoutNights'>> {
  const { method, path, reply } = getPackageCheckoutNightsEndpoint;
  return apiRequest({ method, path: fillPath(path, params), query, reply, signal });
}

/** Cache key of the possible-nights lookup, for reading or invalidating what the hook holds. */
export const packageCheckoutNightsQueryKey = (params: ParamsInputOf<'packageCheckoutNights'>, query: QueryValuesOf<'packageCheckoutNights'>) =>
  ['package-checkout-nights', params, query] as const;

/** Query options of the possible-nights lookup, shared by calendars A and B. */
export function packageCheckoutNightsQueryOptions(params: ParamsInputOf<'packageCheckoutNights'>, query: QueryValuesOf<'packageCheckoutNights'>) {
  return queryOptions({
    queryKey: packageCheckoutNightsQueryKey(params, query),
    queryFn: ({ signal }) => getPackageCheckoutNights(params, query, signal),
  });
}

/** Possible nights after a check-in as server state. */
export function usePackageCheckoutNights(
  params: ParamsInputOf<'packageCheckoutNights'>,
  query: QueryValuesOf<'packageCheckoutNights'>,
  options: QueryHookOptions<ReplyOf<'packageCheckoutNights'>, ReturnType<typeof packageCheckoutNightsQueryKey>> = {},
) {
  return useQuery({ ...packageCheckoutNightsQueryOptions(params, query), ...options });
}
