import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { OffersSearchReply } from '@escapade/api-contract';
import { fallbackOffersQueryKey } from '@escapade/data-access-api';
import type { Market } from '@escapade/i18n';
import { buildResultsFallbackRequest, defaultCriteria, normaliseCriteria, resultsFallback } from '@escapade/util-criteria';
import { searchRemoteStory, type StoryQuery } from '../../storybook/search-remote';
import { storyOffersReply } from '../../storybook/story-replies';
import { FallbackBlock } from './fallback-block';

const criteria = normaliseCriteria({ ...defaultCriteria('booking'), city: 'paris', checkin: '2030-07-10', checkout: '2030-07-12', stars: [5] });

/** The fallback search the block asks for under `reply`, answered with four stays. */
function fallbackQuery(reply: OffersSearchReply, market: Market): StoryQuery {
  const fallback = resultsFallback(reply.resultsCount, criteria.page);
  const destination = reply.searchDetails.destination;
  if (fallback === undefined || !destination?.latitude || !destination.longitude) throw new Error('This reply has no fallback block.');
  const centre = { lat: destination.latitude, lng: destination.longitude };
  return [fallbackOffersQueryKey(buildResultsFallbackRequest(criteria, fallback, { locale: market.code, centre })), storyOffersReply(4, 4)];
}

const noResults = storyOffersReply(0, 0);
const fewResults = storyOffersReply(1, 1);

const meta = {
  title: 'Search/FallbackBlock',
  component: FallbackBlock,
  ...searchRemoteStory,
  args: { criteria, reply: noResults, hrefOf: (path) => path },
  parameters: { searchRemote: { queries: (market: Market) => [fallbackQuery(noResults, market)] } },
} satisfies Meta<typeof FallbackBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing matched: 'No exact results found' and three stays for relaxed criteria. */
export const NoExactResults: Story = {};

/** A single result: three other stays around the destination, the one already shown left out. */
export const OutsideCriteria: Story = {
  args: { reply: fewResults },
  parameters: { searchRemote: { queries: (market: Market) => [fallbackQuery(fewResults, market)] } },
};

/** Three stays on a phone, one under the other. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
