import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PromoBadge } from './promo-badge';

const meta = {
  title: 'Travel/PromoBadge',
  component: PromoBadge,
  args: { promo: 25, kind: 'offer' },
  argTypes: { kind: { control: 'inline-radio', options: ['offer', 'activity-only'] } },
} satisfies Meta<typeof PromoBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offer: Story = {};
export const ActivityOnly: Story = { args: { promo: 6, kind: 'activity-only' } };
/** Under the offer minimum of 10: nothing is shown. */
export const BelowMinimum: Story = { args: { promo: 8 } };
