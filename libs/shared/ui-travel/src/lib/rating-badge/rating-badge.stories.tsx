import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RatingBadge } from './rating-badge';

const meta = {
  title: 'Travel/RatingBadge',
  component: RatingBadge,
  args: { score: 9.2, reviewCount: 128, allIncentives: false },
} satisfies Meta<typeof RatingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fantastic: Story = {};
export const Perfect: Story = { args: { score: 9.7 } };
export const ExcellentWithIncentives: Story = { args: { score: 8.6, allIncentives: true } };
export const NoLabelWithoutIncentives: Story = { args: { score: 8.6 } };
export const New: Story = { args: { score: null, reviewCount: 0 } };
