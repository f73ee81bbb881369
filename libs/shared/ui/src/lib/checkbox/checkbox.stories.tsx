import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Checkbox } from './checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  decorators: [withUiMessages],
  args: { label: 'Swimming pool', disabled: false, indeterminate: false },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = {
  args: { label: 'All facilities', indeterminate: true },
};
export const WithDescription: Story = {
  args: { label: 'Spa', description: 'Sauna, hammam or massages on site' },
};
export const Error: Story = {
  args: {
    label: 'I accept the terms and conditions',
    error: 'Mandatory field',
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = {
  args: {
    label: 'I would like to receive the newsletter with the best weekend ideas, last-minute deals and gift suggestions every week',
  },
};
