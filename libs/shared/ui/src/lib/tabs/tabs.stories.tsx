import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Tabs } from './tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  decorators: [withUiMessages],
  args: {
    'aria-label': 'My account',
    items: [
      {
        id: 'booking',
        label: 'Find my booking',
        content: <p>Enter your booking number and your email.</p>,
      },
      {
        id: 'invoice',
        label: 'Request an invoice',
        content: <p>We send the invoice by email within 48 h.</p>,
      },
      {
        id: 'gift',
        label: 'Use a gift voucher',
        content: <p>Your voucher is valid 1 year for 2 people.</p>,
      },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'invoice' } };
export const WithDisabledTab: Story = {
  args: {
    items: [
      { id: 'all', label: 'All languages', content: <p>1 245 reviews</p> },
      {
        id: 'nl',
        label: 'Dutch',
        content: <p>There are currently no reviews published in Dutch.</p>,
        disabled: true,
      },
      { id: 'fr', label: 'French', content: <p>812 reviews</p> },
    ],
  },
};
