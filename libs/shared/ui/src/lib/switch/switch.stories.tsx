import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Switch } from './switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  decorators: [withUiMessages],
  args: {
    label: 'Show prices per night',
    defaultChecked: false,
    disabled: false,
  },
  argTypes: { label: { control: 'text' } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = {
  args: {
    label: 'Send me the best weekend ideas and the last-minute deals of the week by email',
  },
};
