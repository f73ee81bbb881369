import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ArrowRight, Search } from 'lucide-react';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  decorators: [withUiMessages],
  args: {
    children: 'See offer',
    variant: 'primary',
    size: 'md',
    loading: false,
    disabled: false,
    fullWidth: false,
  },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'danger'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'See gift' },
};
export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Remove all filters' },
};
export const Danger: Story = {
  args: { variant: 'danger', children: 'Cancel my booking' },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const WithIcons: Story = {
  args: { iconStart: <Search />, iconEnd: <ArrowRight />, children: 'Search' },
};
export const Loading: Story = { args: { loading: true, children: 'Book' } };
export const Disabled: Story = { args: { disabled: true, children: 'Book' } };
export const LongText: Story = {
  args: {
    children: 'See other offers from this hotel, including the ones with breakfast and dinner',
  },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Button {...args} />
    </div>
  ),
};
export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Confirm' },
};
