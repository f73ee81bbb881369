import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Button } from '../button/button';
import { Popover } from './popover';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  decorators: [withUiMessages],
  args: {
    title: 'Tourist tax',
    content: 'Collected by the hotel on arrival, not included in the price.',
    defaultOpen: false,
    placement: 'bottom',
    children: (
      <Button variant="ghost" size="sm">
        What is included?
      </Button>
    ),
  },
  argTypes: {
    title: { control: 'text' },
    content: { control: 'text' },
    children: { control: false },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
