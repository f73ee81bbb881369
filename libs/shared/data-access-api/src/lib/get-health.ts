import { queryOptions, useQuery } from '@escapade/query';
import { fillPath, getHealthEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';

/** `GET /api/health`: whether the API answers, for status screens and start-up checks. */
export function getHealth(signal?: AbortSignal): Promise<ReplyOf<'health'>> {
  const { method, path, reply } = getHealthEndpoint;
  return apiRequest({ method, path: fillPath(path), reply, signal });
}

/** Query options of the health call, shared by the hook and by prefetching. */
export const healthQueryOptions = () => queryOptions({ queryKey: ['health'], queryFn: ({ signal }) => getHealth(signal) });

/** The API's liveness as server state. */
export const useHealth = () => useQuery(healthQueryOptions());
