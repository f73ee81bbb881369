import { QueryClient } from '@escapade/query';

/**
 * One QueryClient for the whole page: the shell and every remote share it through the federated
 * singleton of this library, so a remote reuses what another one already fetched.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
