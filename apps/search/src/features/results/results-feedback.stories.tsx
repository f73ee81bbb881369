import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { searchRemoteStory } from '../../storybook/search-remote';
import { NoResults, ResultsError, ResultsSkeleton } from './results-feedback';

const meta = {
  title: 'Search/ResultsFeedback',
  ...searchRemoteStory,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page loading: skeleton cards in the grid's columns. */
export const Loading: Story = { render: () => <ResultsSkeleton count={6} /> };

/** The search failed: 'Oops, something went wrong' and a way to try again. */
export const Error: Story = { render: () => <ResultsError onRetry={() => undefined} /> };

/** Nothing matched: the spec's advice and 'Remove all filters'. */
export const NoResultsFound: Story = { render: () => <NoResults onRemoveFilters={() => undefined} /> };

/** Nothing matched, on a phone. */
export const NoResultsMobile: Story = { ...NoResultsFound, globals: { viewport: { value: 'mobile1' } } };
