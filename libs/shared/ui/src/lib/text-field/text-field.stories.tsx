import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { TextField } from './text-field';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  decorators: [withUiMessages],
  args: {
    label: 'First name',
    name: 'firstName',
    required: false,
    optional: false,
    disabled: false,
    validated: true,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHint: Story = {
  args: {
    label: 'Booking number',
    hint: 'Booking number is composed of 8 digits',
    inputMode: 'numeric',
  },
};
export const Optional: Story = { args: { label: 'From', optional: true } };
export const Success: Story = {
  args: { defaultValue: 'Camille', showStatus: true },
};
export const Error: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'camille@',
    error: 'Email seems incorrect',
    showStatus: true,
  },
};
export const Mandatory: Story = {
  args: { label: 'Last name', required: true, showStatus: true },
};
export const MaxLength: Story = {
  args: {
    label: 'From',
    maxLength: 40,
    hint: 'Max. 40 characters',
    defaultValue: 'Camille and Dominique',
  },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Camille' },
};
export const LongText: Story = {
  args: {
    label: 'Name of the person who will receive this wonderful gift for their birthday weekend',
    defaultValue: 'A very long value that goes well beyond the width of the field to show how it scrolls',
  },
};
