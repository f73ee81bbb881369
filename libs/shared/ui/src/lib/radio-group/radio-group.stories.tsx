import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  decorators: [withUiMessages],
  args: {
    legend: 'Gift format',
    options: [
      {
        value: 'digital',
        label: 'Digital',
        description: 'Delivered instantly by email',
      },
      {
        value: 'physical',
        label: 'Physical',
        description: 'Delivered in 2-4 working days, free',
      },
    ],
    defaultValue: 'digital',
    orientation: 'vertical',
    disabled: false,
  },
  argTypes: {
    legend: { control: 'text' },
    error: { control: 'text' },
    orientation: {
      control: 'inline-radio',
      options: ['vertical', 'horizontal'],
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const NothingSelected: Story = { args: { defaultValue: undefined } };
export const Error: Story = {
  args: {
    defaultValue: undefined,
    legend: 'Cancellation insurance',
    error: 'Please choose an option',
  },
};
export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'digital', label: 'Digital' },
      {
        value: 'physical',
        label: 'Physical',
        description: 'Victim of its success, the physical format is coming back soon!',
        disabled: true,
      },
    ],
  },
};
export const Disabled: Story = { args: { disabled: true } };
