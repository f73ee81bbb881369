import { useMutation } from '@escapade/query';
import { type BodyInputOf, fillPath, type ReplyOf, subscribeNewsletterEndpoint } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { MutationHookOptions } from './endpoint-types';

/** `POST /api/marketing/newsletter`: signs an address up; signing up twice is fine, an invalid address is refused. */
export function subscribeNewsletter(body: BodyInputOf<'newsletter'>, signal?: AbortSignal): Promise<ReplyOf<'newsletter'>> {
  const { method, path, reply } = subscribeNewsletterEndpoint;
  return apiRequest({ method, path: fillPath(path), body, reply, signal });
}

/** The newsletter form's signup as a mutation, so the form can show pending, success and the API's reason. */
export function useSubscribeNewsletter(options: MutationHookOptions<ReplyOf<'newsletter'>, BodyInputOf<'newsletter'>> = {}) {
  return useMutation({ ...options, mutationFn: (body: BodyInputOf<'newsletter'>) => subscribeNewsletter(body) });
}
