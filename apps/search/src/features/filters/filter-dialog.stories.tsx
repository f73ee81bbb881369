import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { SearchFacetsReply } from '@escapade/api-contract';
import { defaultCriteria, normaliseCriteria, type SearchCriteria } from '@escapade/util-criteria';
import { searchRemoteStory } from '../../storybook/search-remote';
import { storyFacets } from '../../storybook/story-replies';
import { FilterDialog } from './filter-dialog';
import { useFilterDraft } from './use-filter-draft';

interface FilterDialogStoryProps {
  readonly criteria: SearchCriteria;
  /** Whether the dialog is open when the story starts. */
  readonly open: boolean;
  readonly facets: SearchFacetsReply | undefined;
}

/** The phones' 'Filters' button and dialog on their own draft; confirming searches nowhere. */
function FilterDialogStory({ criteria, open, facets }: FilterDialogStoryProps) {
  const filters = useFilterDraft(criteria, () => undefined);
  const [isOpen, setOpen] = useState(open);
  return <FilterDialog criteria={criteria} filters={filters} facets={facets} open={isOpen} onOpenChange={setOpen} />;
}

const paris = normaliseCriteria({ ...defaultCriteria('booking'), city: 'paris', lat: 48.85, lng: 2.35 });
const filtered: SearchCriteria = { ...paris, facilities: ['pool', 'spa'], stars: [4], priceMin: 5000, priceMax: 15_000 };

const meta = {
  title: 'Search/FilterDialog',
  component: FilterDialogStory,
  ...searchRemoteStory,
  args: { criteria: paris, open: false, facets: storyFacets(136) },
  globals: { viewport: { value: 'mobile1' } },
} satisfies Meta<typeof FilterDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 'Filters' button of a search without filters. */
export const Default: Story = {};

/** Filters applied: the button's badge counts every active one. */
export const WithBadge: Story = { args: { criteria: filtered } };

/** The full-screen dialog open on a phone, every section of the flow with its counts. */
export const Open: Story = { args: { criteria: filtered, open: true } };

/** The dialog of a gift search: gift sections, no distance. */
export const GiftingOpen: Story = { args: { criteria: normaliseCriteria(defaultCriteria('gifting')), open: true } };
