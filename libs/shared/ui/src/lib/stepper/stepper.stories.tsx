import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Stepper } from './stepper';

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  decorators: [withUiMessages],
  args: {
    label: 'Adults',
    description: '12 years and over',
    defaultValue: 2,
    min: 1,
    max: 20,
    step: 1,
    disabled: false,
  },
  argTypes: { description: { control: 'text' } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Adults: Story = {};
export const AtMinimum: Story = {
  args: {
    label: 'Children',
    description: '3 to 11 years',
    min: 0,
    max: 10,
    defaultValue: 0,
  },
};
export const Participants: Story = {
  args: {
    label: 'Participants',
    description: 'From 1 to 2 participants',
    min: 1,
    max: 2,
    defaultValue: 2,
  },
};
export const Disabled: Story = { args: { disabled: true } };
