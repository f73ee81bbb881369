import { homeFlowOf, type HomeFlow } from '@escapade/api-contract';
import { flowParam } from '@escapade/util-criteria';

/** The home's flow from the page's query string (`?flow=`): booking unless it names a flow with a home of its own. */
export function homeFlowAt(search: string): HomeFlow {
  return homeFlowOf(flowParam(search));
}
