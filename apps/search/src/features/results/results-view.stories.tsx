import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { OffersSearchReply } from '@escapade/api-contract';
import { searchOffersQueryKey, useSearchOffers } from '@escapade/data-access-api';
import { useMarket, type Market } from '@escapade/i18n';
import { buildOffersSearchRequest, defaultCriteria, normaliseCriteria } from '@escapade/util-criteria';
import { searchRemoteStory, type SearchRemoteParameters } from '../../storybook/search-remote';
import { storyOffersReply } from '../../storybook/story-replies';
import { ResultOfferCard } from './result-offer-card';
import { ResultsView } from './results-view';
import { RESULTS_PAGE_SIZE } from './results-requests';

const criteria = normaliseCriteria({ ...defaultCriteria('booking'), city: 'paris', checkin: '2030-07-10', checkout: '2030-07-12' });

/** The offers search of the criteria, as the stay results page sends it. */
const searchBody = (market: Market) => buildOffersSearchRequest(criteria, { locale: market.code, limit: RESULTS_PAGE_SIZE });

/** The results view of the stay results page over the search held in the story's query client. */
function StayResults() {
  const market = useMarket();
  const search = useSearchOffers(useMemo(() => searchBody(market), [market]));
  return (
    <ResultsView
      search={search}
      criteria={criteria}
      pageSize={RESULTS_PAGE_SIZE}
      onSearch={() => undefined}
      hrefOf={(path) => path}
      keyOf={(card) => card.id}
      cardInputs={market.code}
      renderCard={(card, onSelect) => <ResultOfferCard card={card} context={{ criteria, market: market.code, hrefOf: (path) => path }} onSelect={onSelect} />}
      listName="search_booking"
      itemOf={(card, index) => ({ id: card.id, name: card.label, category: 'weekend', priceCents: card.sellPrice, index })}
    />
  );
}

/** The search answered with `reply`. */
const answered = (reply: OffersSearchReply): SearchRemoteParameters => ({ queries: (market) => [[searchOffersQueryKey(searchBody(market)), reply]] });

const meta = {
  title: 'Search/ResultsView',
  component: StayResults,
  ...searchRemoteStory,
  parameters: { searchRemote: answered(storyOffersReply(136, 6)) },
} satisfies Meta<typeof StayResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of 136 stays in Paris: the count, the grid of cards and the pages. */
export const Results: Story = {};

/** The results on a phone: one card per row. */
export const Mobile: Story = { parameters: { searchRemote: answered(storyOffersReply(136, 3)) }, globals: { viewport: { value: 'mobile1' } } };

/** Nothing matched: 'No results…' and 'Remove all filters' in place of the grid. */
export const NoResults: Story = { parameters: { searchRemote: answered(storyOffersReply(0, 0)) } };
