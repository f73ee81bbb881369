/**
 * The flow a page's query string names (`?flow=`), as written: for a page that needs only its flow
 * (the home picks its CMS page with it), without loading the whole search codec. The caller checks
 * the value against the flows it knows.
 */
export function flowParam(search: string): string | null {
  return new URLSearchParams(search).get('flow');
}

/** The same query string naming another flow, its other parameters kept (the home's flow tabs). */
export function withFlowParam(search: string, flow: string): string {
  const params = new URLSearchParams(search);
  params.set('flow', flow);
  return `?${params.toString()}`;
}
