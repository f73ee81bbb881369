import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Spinner } from './spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  decorators: [withUiMessages],
  args: { size: 'md', showLabel: false, decorative: false },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    label: { control: 'text' },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithLabel: Story = { args: { showLabel: true } };
export const Large: Story = {
  args: {
    size: 'lg',
    showLabel: true,
    label: 'We are looking for the next availabilities...',
  },
};
