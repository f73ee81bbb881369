import { queryOptions, useMutation, useQuery, useQueryClient } from '@escapade/query';
import { endAccountSessionEndpoint, fillPath, getAccountSessionEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { MutationHookOptions } from './endpoint-types';

/** `GET /api/account/session`: the signed-in customer, or `account: null` (the cookie is HttpOnly: this call is how the storefront knows). */
export function getAccountSession(signal?: AbortSignal): Promise<ReplyOf<'accountSession'>> {
  const { method, path, reply } = getAccountSessionEndpoint;
  return apiRequest({ method, path: fillPath(path), reply, signal });
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
