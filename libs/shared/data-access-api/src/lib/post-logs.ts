import { useMutation } from '@escapade/query';
import { type BodyInputOf, fillPath, postLogsEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { MutationHookOptions } from './endpoint-types';

/** `POST /api/logs`: reports a client-side error (wallet failures, crash page) so it can be found later. */
export function postLog(body: BodyInputOf<'logs'>, signal?: AbortSignal): Promise<ReplyOf<'logs'>> {
  const { method, path, reply } = postLogsEndpoint;
  return apiRequest({ method, path: fillPath(path), body, reply, signal });
}

/** A log report as a mutation: a write, never cached or refetched. */
export function usePostLog(options: MutationHookOptions<ReplyOf<'logs'>, BodyInputOf<'logs'>> = {}) {
  return useMutation({ ...options, mutationFn: (body: BodyInputOf<'logs'>) => postLog(body) });
}
