import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StressBadges } from './stress-badges';

const meta = {
  title: 'Travel/StressBadges',
  component: StressBadges,
  args: {
    availableRooms: 2,
    messages: [
      { message: 'Booked 12 times today', color: 'social' },
      { message: 'Free cancellation', color: 'reinsurance' },
    ],
  },
} satisfies Meta<typeof StressBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rotating: Story = {};
export const ScarcityOnly: Story = { args: { availableRooms: 1, messages: [] } };
export const WithEmoji: Story = { args: { availableRooms: null, messages: [{ message: 'Loved by couples', color: 'social', emoji: '💞' }] } };
export const Empty: Story = { args: { availableRooms: 8, messages: [] } };
