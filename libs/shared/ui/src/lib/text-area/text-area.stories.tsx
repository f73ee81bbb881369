import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { TextArea } from './text-area';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  decorators: [withUiMessages],
  args: {
    label: 'Message',
    name: 'message',
    hint: 'Max. 180 characters',
    maxLength: 180,
    optional: false,
    disabled: false,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Optional: Story = { args: { optional: true } };
export const Success: Story = {
  args: { defaultValue: 'Happy birthday!', showStatus: true },
};
export const Error: Story = {
  args: {
    defaultValue: '1234',
    error: 'Only text is expected',
    showStatus: true,
  },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Happy birthday!' },
};
export const LongText: Story = {
  args: {
    defaultValue:
      'Happy birthday! We thought a weekend away would be the perfect present: a cosy room, a good dinner and a long walk by the sea. Enjoy every minute of it, with all our love.',
  },
};
