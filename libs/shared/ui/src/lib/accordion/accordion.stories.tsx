import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Accordion } from './accordion';

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  decorators: [withUiMessages],
  args: {
    allowMultiple: true,
    headingLevel: 3,
    items: [
      {
        id: 'getting-there',
        title: 'Getting there',
        content: <p>20 minutes from the station by bus, free parking on site.</p>,
      },
      {
        id: 'opening-hours',
        title: 'Opening hours',
        content: <p>Every day from 10 AM to 7 PM.</p>,
      },
      {
        id: 'things-to-know',
        title: 'Things to know',
        content: <p>Pets allowed (max 1). Check-in from 3 PM.</p>,
      },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const FirstOpen: Story = {
  args: { defaultExpanded: ['getting-there'] },
};
export const SingleOpen: Story = {
  args: { allowMultiple: false, defaultExpanded: ['opening-hours'] },
};
export const LongText: Story = {
  args: {
    defaultExpanded: ['long'],
    items: [
      {
        id: 'long',
        title: 'What happens if I have to cancel my stay at the last minute because of an illness or a strike?',
        content: <p>{'The insurance refunds the amount paid in less than 72 h and covers more than 25 cases. '.repeat(6)}</p>,
      },
    ],
  },
};
