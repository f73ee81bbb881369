import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Heart, X } from 'lucide-react';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { IconButton } from './icon-button';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  decorators: [withUiMessages],
  args: {
    'aria-label': 'Close',
    icon: <X />,
    variant: 'plain',
    size: 'md',
    disabled: false,
  },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['plain', 'outlined', 'filled'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Outlined: Story = {
  args: {
    variant: 'outlined',
    'aria-label': 'Add to wishlist',
    icon: <Heart />,
  },
};
export const Filled: Story = {
  args: { variant: 'filled', 'aria-label': 'Add to wishlist', icon: <Heart /> },
};
export const Small: Story = { args: { size: 'sm' } };
export const Disabled: Story = { args: { disabled: true } };
