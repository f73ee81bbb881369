/** One entry of the page list: a zero-based page, or a gap between two runs of pages. */
export type PaginationItem = { readonly kind: 'page'; readonly page: number } | { readonly kind: 'gap'; readonly key: string };

/** Pages each side of the current one in the compact numbering: wider under 100 pages, tighter beyond. */
export function paginationSiblings(pageCount: number): number {
  return pageCount < 100 ? 2 : 1;
}

/**
 * The pages to number (zero-based). Under 10 pages: every page. Under 100: first, last and two
 * each side of the current page, with gaps. From 100 on: first, last and one each side, so the
 * row keeps its width when the numbers get longer. A gap never hides a single page.
 */
export function paginationItems(currentPage: number, pageCount: number): PaginationItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(currentPage, 0), pageCount - 1);
  if (pageCount < 10) return Array.from({ length: pageCount }, (_, page) => ({ kind: 'page', page }));
  const siblings = paginationSiblings(pageCount);
  const last = pageCount - 1;
  // Keep the window the same size near either end, so the row does not jump as the visitor pages.
  const width = siblings * 2 + 1;
  let start = Math.max(1, current - siblings);
  let end = Math.min(last - 1, current + siblings);
  if (current - siblings <= 1) end = Math.min(last - 1, width);
  if (current + siblings >= last - 1) start = Math.max(1, last - width);
  const items: PaginationItem[] = [{ kind: 'page', page: 0 }];
  if (start === 2) items.push({ kind: 'page', page: 1 });
  else if (start > 2) items.push({ kind: 'gap', key: 'start' });
  for (let page = start; page <= end; page += 1) items.push({ kind: 'page', page });
  if (end === last - 2) items.push({ kind: 'page', page: last - 1 });
  else if (end < last - 2) items.push({ kind: 'gap', key: 'end' });
  items.push({ kind: 'page', page: last });
  return items;
}

/** Results shown on a page, 1-based for the legend 'from - to results of total'. */
export function paginationRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0 || pageSize <= 0) return { from: 0, to: 0 };
  const from = Math.min(page * pageSize + 1, total);
  return { from, to: Math.min((page + 1) * pageSize, total) };
}
