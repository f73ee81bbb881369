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

/** A search in a place: the title and 'Paris · 2 adults'. */
export const WithDestination: Story = {};

/** A search anywhere: 'All destinations · …'. */
export const AllDestinations: Story = { args: { destination: undefined, party: '4 adultes' } };

/** The activity results' heading. */
export const Activities: Story = { args: { title: resultsMessages.activitiesTitle, destination: 'Lyon', party: '2 participants' } };
