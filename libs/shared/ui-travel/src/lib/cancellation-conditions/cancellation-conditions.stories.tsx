import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CancellationConditions } from './cancellation-conditions';

const meta = {
  title: 'Travel/CancellationConditions',
  component: CancellationConditions,
  args: { deadline: '2030-07-03', checkIn: '2030-07-10' },
} satisfies Meta<typeof CancellationConditions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCheckIn: Story = {};
export const WithoutCheckIn: Story = { args: { checkIn: null } };
export const Spanish: Story = { globals: { market: 'es_ES' } };
export const Dutch: Story = { globals: { market: 'nl_NL' } };
