import { queryOptions, useMutation, useQuery, useQueryClient } from '@escapade/query';
import { type BodyInputOf, endStaffSessionEndpoint, fillPath, getStaffSessionEndpoint, type ReplyOf, startStaffSessionEndpoint } from '@escapade/api-contract';
import { ApiRequestError, apiRequest } from './api-client';
import type { MutationHookOptions } from './endpoint-types';

/** `GET /api/staff/session`: the signed-in staff member, or `null` when the API answers 401 (no, an altered or an expired session). */
export async function getStaffSession(signal?: AbortSignal): Promise<ReplyOf<'staffSession'> | null> {
  const { method, path, reply } = getStaffSessionEndpoint;
  try {
    return await apiRequest({ method, path: fillPath(path), reply, signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/** `POST /api/staff/session`: signs staff in; the API sets the signed session cookie, a 401 says the credentials are wrong. */
export function startStaffSession(body: BodyInputOf<'startStaffSession'>, signal?: AbortSignal): Promise<ReplyOf<'startStaffSession'>> {
  const { method, path, reply } = startStaffSessionEndpoint;
  return apiRequest({ method, path: fillPath(path), body, reply, signal });
}

/** `DELETE /api/staff/session`: signs staff out (the API clears the cookie). */
export function endStaffSession(signal?: AbortSignal): Promise<ReplyOf<'endStaffSession'>> {
  const { method, path, reply } = endStaffSessionEndpoint;
  return apiRequest({ method, path: fillPath(path), reply, signal });
}

/** Cache key of the staff session. */
export const staffSessionQueryKey = () => ['staff', 'session'] as const;

/** Query options of the staff session: never cached across a reload, checked once per page. */
export function staffSessionQueryOptions() {
  return queryOptions({ queryKey: staffSessionQueryKey(), queryFn: ({ signal }) => getStaffSession(signal), staleTime: Infinity, retry: false });
}

/** The staff session as server state (`null`: no one signed in). */
export function useStaffSession() {
  return useQuery(staffSessionQueryOptions());
}

/** Sign-in as a mutation; on success the session query holds the signed-in staff member. */
export function useStartStaffSession(options: MutationHookOptions<ReplyOf<'startStaffSession'>, BodyInputOf<'startStaffSession'>> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (body: BodyInputOf<'startStaffSession'>) => startStaffSession(body),
    onSuccess: (session, ...rest) => {
      queryClient.setQueryData(staffSessionQueryKey(), session);
      return options.onSuccess?.(session, ...rest);
    },
  });
}

/** Sign-out as a mutation; afterwards the session query holds `null`. */
export function useEndStaffSession(options: MutationHookOptions<ReplyOf<'endStaffSession'>, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: () => endStaffSession(),
    onSuccess: (done, ...rest) => {
      queryClient.setQueryData(staffSessionQueryKey(), null);
      return options.onSuccess?.(done, ...rest);
    },
  });
}
