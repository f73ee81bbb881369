import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { SearchFacetsReply } from '@escapade/api-contract';
import { defaultCriteria, normaliseCriteria, type FilterBarButton, type SearchCriteria } from '@escapade/util-criteria';
import { searchRemoteStory } from '../../storybook/search-remote';
import { storyFacets } from '../../storybook/story-replies';
import { FilterBar } from './filter-bar';
import { useFilterDraft } from './use-filter-draft';

interface FilterBarStoryProps {
  readonly criteria: SearchCriteria;
  /** The dropdown open when the story starts. */
  readonly openButton: FilterBarButton | null;
  readonly facets: SearchFacetsReply | undefined;
}

/** The bar on its own draft, as the results page holds it; confirming searches nowhere. */
function FilterBarStory({ criteria, openButton, facets }: FilterBarStoryProps) {
  const filters = useFilterDraft(criteria, () => undefined);
  const [open, setOpen] = useState(openButton);
  return <FilterBar criteria={criteria} filters={filters} facets={facets} openButton={open} onOpenButtonChange={setOpen} />;
}

/** A booking search in Paris: the bar offers the distance around the city. */
const paris = normaliseCriteria({ ...defaultCriteria('booking'), city: 'paris', lat: 48.85, lng: 2.35 });

const meta = {
  title: 'Search/FilterBar',
  component: FilterBarStory,
  ...searchRemoteStory,
  args: { criteria: paris, openButton: null, facets: storyFacets(136) },
} satisfies Meta<typeof FilterBarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter applied: one dropdown per filter group of the flow. */
export const Default: Story = {};

/** Filters applied: each dropdown that holds some counts them and stands out. */
export const WithActiveFilters: Story = {
  args: { criteria: { ...paris, facilities: ['pool', 'spa'], priceMin: 5000, priceMax: 15_000, stars: [4, 5], hotelScore: 8, tags: ['12'] } },
};

/** The price dropdown open: the slider over the histogram of prices, and the count of offers to view. */
export const PriceOpen: Story = { args: { openButton: 'price', criteria: { ...paris, priceMin: 5000, priceMax: 12_000 } } };

/** The facilities dropdown open with one ticked; an option without offers is disabled. */
export const FacilitiesOpen: Story = { args: { openButton: 'facilities', criteria: { ...paris, facilities: ['pool'] } } };

/** A dropdown open before its counts arrive: 'View offers' without a number. */
export const MoreFiltersLoading: Story = { args: { openButton: 'moreFilters', facets: undefined } };
