import { useQuery } from '@escapade/query';
import { fillPath, getSearchContentEndpoint, type ReplyOf } from '@escapade/api-contract';
import { apiRequest } from './api-client';
import type { QueryHookOptions, QueryValuesOf } from './endpoint-types';

/** `GET /api/content/search-page.json`: the CMS content of a results page. */
export function getSearchContent(query: QueryValuesOf<'searchContent'>, signal?: AbortSignal): Promise<ReplyOf<'searchContent'>> {
  const { method, path, reply } = getSearchContentEndpoint;
  return apiRequest({ method, path: fillPath(path), query, reply, signal });
}

/**
 * A results page's content as server state. Its code sits in the search page's first download, so
 * it has no query options of its own to export: nothing prefetches it.
 */
export function useSearchContent(query: QueryValuesOf<'searchContent'>, options: QueryHookOptions<ReplyOf<'searchContent'>, readonly unknown[]> = {}) {
  return useQuery({ queryKey: ['content', 'search-page', query], queryFn: ({ signal }) => getSearchContent(query, signal), ...options });
}
