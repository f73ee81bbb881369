import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Info } from 'lucide-react';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { IconButton } from '../icon-button/icon-button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  decorators: [withUiMessages],
  args: {
    content: 'Price per night for 2 people',
    placement: 'top',
    delay: 300,
    children: <IconButton aria-label="About this price" icon={<Info />} />,
  },
  argTypes: { content: { control: 'text' }, children: { control: false } },
  render: (args) => (
    <div style={{ padding: '4rem' }}>
      <Tooltip {...args} />
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongText: Story = {
  args: {
    content: 'The tourist tax is collected by the hotel on arrival; it depends on the town and the hotel class and is not included in the price.',
  },
};
