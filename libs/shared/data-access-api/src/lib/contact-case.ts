import { useMutation } from '@escapade/query';
import { type BodyInputOf, createContactCaseEndpoint, fillPath, getContactChallengeEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { MutationHookOptions } from './endpoint-types';

/** `GET /api/contact/challenge`: a fresh bot-check challenge (never cached: each is good for one message). */
export function getContactChallenge(signal?: AbortSignal): Promise<ReplyOf<'contactChallenge'>> {
  const { method, path, reply } = getContactChallengeEndpoint;
  return apiRequest({ method, path: fillPath(path), reply, signal });
}

/** `POST /api/contact/cases`: sends a message to customer care; a 400 names the field the API refused. */
export function createContactCase(body: BodyInputOf<'contactCase'>, signal?: AbortSignal): Promise<ReplyOf<'contactCase'>> {
  const { method, path, reply } = createContactCaseEndpoint;
  return apiRequest({ method, path: fillPath(path), body, reply, signal });
}

/** Sending the contact form as a mutation, so the form can show its progress and the API's refusal. */
export function useCreateContactCase(options: MutationHookOptions<ReplyOf<'contactCase'>, BodyInputOf<'contactCase'>> = {}) {
  return useMutation({ ...options, mutationFn: (body: BodyInputOf<'contactCase'>) => createContactCase(body) });
}
