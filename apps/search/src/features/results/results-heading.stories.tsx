import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { searchRemoteStory } from '../../storybook/search-remote';
import { resultsMessages } from './results-messages';
import { ResultsHeading } from './results-heading';

const meta = {
  title: 'Search/ResultsHeading',
  component: ResultsHeading,
  ...searchRemoteStory,
  args: { title: resultsMessages.title, destination: 'Paris', party: '2 adultes' },
} satisfies Meta<typeof ResultsHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search in a place: the title on screen; 'Paris · 2 adults' is for screen readers (the summary bar shows the search). */
export const WithDestination: Story = {};

/** The activity results' heading. */
export const Activities: Story = { args: { title: resultsMessages.activitiesTitle, destination: 'Lyon', party: '2 participants' } };
