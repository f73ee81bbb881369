import { queryOptions, useMutation, useQuery, useQueryClient } from '@escapade/query';
import {
  accountSignUpEndpoint,
  type BodyInputOf,
  endAccountSessionEndpoint,
  fillPath,
  getAccountSessionEndpoint,
  type ReplyOf,
  startAccountSessionEndpoint,
} from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { MutationHookOptions } from './endpoint-types';

/** `GET /api/account/session`: the signed-in customer, or `account: null` (the cookie is HttpOnly: this call is how the storefront knows). */
export function getAccountSession(signal?: AbortSignal): Promise<ReplyOf<'accountSession'>> {
  const { method, path, reply } = getAccountSessionEndpoint;
  return apiRequest({ method, path: fillPath(path), reply, signal });
}

/** `POST /api/account/sign-up`: creates the account and signs it in (the API sets the session cookie). */
export function signUpAccount(body: BodyInputOf<'accountSignUp'>, signal?: AbortSignal): Promise<ReplyOf<'accountSignUp'>> {
  const { method, path, reply } = accountSignUpEndpoint;
  return apiRequest({ method, path: fillPath(path), body, reply, signal });
}

/** `POST /api/account/session`: signs a customer in; a 401 says the e-mail or password is wrong, a 429 to wait. */
export function startAccountSession(body: BodyInputOf<'startAccountSession'>, signal?: AbortSignal): Promise<ReplyOf<'startAccountSession'>> {
  const { method, path, reply } = startAccountSessionEndpoint;
  return apiRequest({ method, path: fillPath(path), body, reply, signal });
}

/** `DELETE /api/account/session`: signs out; the session ends on the server. */
export function endAccountSession(signal?: AbortSignal): Promise<ReplyOf<'endAccountSession'>> {
  const { method, path, reply } = endAccountSessionEndpoint;
  return apiRequest({ method, path: fillPath(path), reply, signal });
}

/** Cache key of the customer session. */
export const accountSessionQueryKey = () => ['account', 'session'] as const;

/** Query options of the customer session: asked once per page load, then kept up to date by the mutations below. */
export function accountSessionQueryOptions() {
  return queryOptions({ queryKey: accountSessionQueryKey(), queryFn: ({ signal }) => getAccountSession(signal), staleTime: Infinity, retry: false });
}

/** The customer session as server state (`account: null`: a visitor). */
export function useAccountSession(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountSessionQueryOptions(), ...options });
}

/** Sign-up as a mutation; on success the session query holds the new account. */
export function useSignUpAccount(options: MutationHookOptions<ReplyOf<'accountSignUp'>, BodyInputOf<'accountSignUp'>> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (body: BodyInputOf<'accountSignUp'>) => signUpAccount(body),
    onSuccess: (session, ...rest) => {
      queryClient.setQueryData(accountSessionQueryKey(), session);
      return options.onSuccess?.(session, ...rest);
    },
  });
}

/** Sign-in as a mutation; on success the session query holds the signed-in account. */
export function useStartAccountSession(options: MutationHookOptions<ReplyOf<'startAccountSession'>, BodyInputOf<'startAccountSession'>> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (body: BodyInputOf<'startAccountSession'>) => startAccountSession(body),
    onSuccess: (session, ...rest) => {
      queryClient.setQueryData(accountSessionQueryKey(), session);
      return options.onSuccess?.(session, ...rest);
    },
  });
}

/** Sign-out as a mutation; afterwards the session query holds a visitor. */
export function useEndAccountSession(options: MutationHookOptions<ReplyOf<'endAccountSession'>, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: () => endAccountSession(),
    onSuccess: (done, ...rest) => {
      queryClient.setQueryData(accountSessionQueryKey(), { account: null });
      return options.onSuccess?.(done, ...rest);
    },
  });
}
