import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Clock } from 'lucide-react';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Badge } from './badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  decorators: [withUiMessages],
  args: { tone: 'neutral', size: 'sm', children: 'New' },
  argTypes: {
    tone: {
      control: 'select',
      options: ['neutral', 'brand', 'accent', 'success', 'warning', 'danger', 'info'],
    },
    children: { control: 'text' },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {(['neutral', 'brand', 'accent', 'success', 'warning', 'danger', 'info'] as const).map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
export const Promo: Story = { args: { tone: 'accent', children: '-20%' } };
export const WithIcon: Story = {
  args: { tone: 'warning', icon: <Clock />, children: 'Last minute' },
};
export const Medium: Story = {
  args: { size: 'md', tone: 'success', children: 'Free cancellation' },
};
