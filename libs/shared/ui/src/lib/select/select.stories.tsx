import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Select } from './select';

const meta = {
  title: 'UI/Select',
  component: Select,
  decorators: [withUiMessages],
  args: {
    label: 'Sort by',
    options: [
      { value: 'relevance', label: 'Relevance' },
      { value: 'price-asc', label: 'Price: low to high' },
      { value: 'price-desc', label: 'Price: high to low' },
      { value: 'rating', label: 'Customer rating' },
    ],
    disabled: false,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    placeholder: { control: 'text' },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = {
  args: {
    label: 'Reason for contact',
    placeholder: 'Choose...',
    options: [
      { value: 'booking', label: 'My booking' },
      { value: 'gift', label: 'My gift' },
    ],
  },
};
export const Error: Story = {
  args: {
    label: 'Reason for contact',
    placeholder: 'Choose...',
    error: 'Mandatory field',
    options: [{ value: 'booking', label: 'My booking' }],
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Optional: Story = {
  args: {
    optional: true,
    label: 'Room preference',
    options: [
      { value: 'twin', label: 'Twin beds' },
      { value: 'double', label: 'Double bed' },
    ],
  },
};
