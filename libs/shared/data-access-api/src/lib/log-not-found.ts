import { useMutation } from '@escapade/query';
import { fillPath, logNotFoundEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { MutationHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/error`: records a not-found page view so broken links can be found; a write despite the GET. */
export function logNotFound(query: QueryValuesOf<'notFoundLog'>, signal?: AbortSignal): Promise<ReplyOf<'notFoundLog'>> {
  const { method, path, reply } = logNotFoundEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/** The not-found log as a mutation: sent once per 404 view, never cached or refetched. */
export function useLogNotFound(options: MutationHookOptions<ReplyOf<'notFoundLog'>, QueryValuesOf<'notFoundLog'>> = {}) {
  return useMutation({ ...options, mutationFn: (query: QueryValuesOf<'notFoundLog'>) => logNotFound(query) });
}
