import { useMutation } from '@escapade/query';
import { apiUrl, type BodyInputOf, collectAnalyticsEndpoint, fillPath, type ParamsInputOf, type ReplyOf } from '@escapade/api-contract';
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

/**
 * The same call by `navigator.sendBeacon`, which the browser delivers even as the page goes away
 * (product-side.md: "sent by beacon when requested"). False when the browser has no beacon or
 * would not queue this one; the caller then sends it with `collectAnalytics`.
 */
export function beaconAnalytics(call: AnalyticsCollectCall): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  const { path } = collectAnalyticsEndpoint;
  return navigator.sendBeacon(apiUrl(fillPath(path, call.params)), new Blob([JSON.stringify(call.body)], { type: 'application/json' }));
}

/** Analytics events as a mutation: a write, never cached or refetched. */
export function useCollectAnalytics(options: MutationHookOptions<ReplyOf<'analyticsCollect'>, AnalyticsCollectCall> = {}) {
  return useMutation({ ...options, mutationFn: (call: AnalyticsCollectCall) => collectAnalytics(call) });
}
