import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CancellationBadge } from './cancellation-badge';

const meta = {
  title: 'Travel/CancellationBadge',
  component: CancellationBadge,
  args: {
    hasDates: true,
    market: 'fr_FR',
    checkIn: '2030-07-10',
    policy: { cancellable: true, cancellationDeadline: '2030-07-03' },
    showConditions: true,
  },
} satisfies Meta<typeof CancellationBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cancellable: Story = {};
export const AddDates: Story = { args: { hasDates: false } };
export const NonRefundable: Story = { args: { policy: { type: 'NCNR' } } };
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
