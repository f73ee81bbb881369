/**
 * Server state for every page's code: the parts of TanStack Query the site uses, and nothing else.
 *
 * This module, not `@tanstack/react-query`, is the federation singleton, so the shell and every
 * remote share one query client context (a remote reuses what another one already fetched) while
 * the page downloads only what is named here. A shared npm package is kept whole (queries in
 * parallel, hydration, suspense hooks, mutation state…: 13.2 KB gzip in its chunk); these exports,
 * tree-shaken from it, are 11.2 KB. Code that needs another export adds it here, and the
 * shell ships it before any remote does. Tests and stories may import the package itself: they are
 * not federated.
 */
/* eslint-disable no-restricted-imports -- the one module that imports the package for page code */
export {
  infiniteQueryOptions,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  usePrefetchQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { QueryKey, UseMutationOptions, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
