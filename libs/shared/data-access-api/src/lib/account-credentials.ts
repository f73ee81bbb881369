import { useMutation, useQueryClient } from '@escapade/query';
import { accountSignUpEndpoint, type BodyInputOf, fillPath, type ReplyOf, startAccountSessionEndpoint } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import { accountSessionQueryKey } from './account-session';
import type { MutationHookOptions } from './endpoint-types';

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
