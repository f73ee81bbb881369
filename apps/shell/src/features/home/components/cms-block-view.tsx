import type { CmsBlock } from '@escapade/api-contract';
import { BannerBlock } from './banner-block';
import { BoxesBlock } from './boxes-block';
import { CategoriesBlock } from './categories-block';
import { JumbotronBlock } from './jumbotron-block';
import { MainUspBlock } from './main-usp-block';
import { MarketingBlock } from './marketing-block';
import { TopSearchResultsBlock } from './top-search-results-block';

/** One CMS block, rendered by the component of its type (every type of the contract has one). */
export function CmsBlockView({ block }: { block: CmsBlock }) {
  switch (block.type) {
    case 'boxes':
      return <BoxesBlock {...block} />;
    case 'jumbotron':
      return <JumbotronBlock {...block} />;
    case 'mainUsp':
      return <MainUspBlock {...block} />;
    case 'marketingBlock':
      return <MarketingBlock {...block} />;
    case 'categoriesBlock':
      return <CategoriesBlock {...block} />;
    case 'bannerBlock':
      return <BannerBlock {...block} />;
    case 'topSearchResults':
      return <TopSearchResultsBlock {...block} />;
  }
}
