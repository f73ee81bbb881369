import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Skeleton } from './skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  decorators: [withUiMessages],
  args: { variant: 'text', width: '20rem', lines: 1 },
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Paragraph: Story = { args: { lines: 4 } };
export const Image: Story = {
  args: { variant: 'rect', width: '20rem', height: '12rem' },
};
export const Avatar: Story = {
  args: { variant: 'circle', width: '3rem', height: '3rem' },
};
export const OfferCardLoading: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: '0.5rem', width: '20rem' }}>
      <Skeleton variant="rect" width="100%" height="12rem" />
      <Skeleton width="70%" />
      <Skeleton lines={2} />
    </div>
  ),
};
