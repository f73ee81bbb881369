import { useMutation } from '@tanstack/react-query';
import { type BodyInputOf, collectAnalyticsEndpoint, fillPath, type ParamsInputOf, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { MutationHookOptions } from './endpoint-types';

/** What one analytics collect call carries: the point of sale in the path and the events. */
export interface AnalyticsCollectCall {
  readonly params: ParamsInputOf<'analyticsCollect'>;
  readonly body: BodyInputOf<'analyticsCollect'>;
}

/** `POST /api/analytics/ga/collect/{pos}`: stores analytics events of a point of sale. */
export function collectAnalytics(call: AnalyticsCollectCall, signal?: AbortSignal): Promise<ReplyOf<'analyticsCollect'>> {
  const { method, path, reply } = collectAnalyticsEndpoint;
  return apiRequest({ method, path: fillPath(path, call.params), body: call.body, reply, signal });
}

/** Analytics events as a mutation: a write, never cached or refetched. */
export function useCollectAnalytics(options: MutationHookOptions<ReplyOf<'analyticsCollect'>, AnalyticsCollectCall> = {}) {
  return useMutation({ ...options, mutationFn: (call: AnalyticsCollectCall) => collectAnalytics(call) });
}
