import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { TruncatedText } from './truncated-text';

const LONG =
  'Nestled between the vineyards and the sea, this family-run hotel welcomes you to a restored 18th-century farmhouse. Enjoy a dinner of local produce on the terrace, a bottle of the estate wine, a morning swim in the heated pool and a walk along the coastal path before a generous breakfast served until noon.';

const meta = {
  title: 'UI/TruncatedText',
  component: TruncatedText,
  decorators: [withUiMessages],
  args: { text: LONG },
  argTypes: { limit: { control: { type: 'number' } } },
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { args: { limit: 250 } };
export const Mobile: Story = { args: { limit: 86 } };
export const ShortText: Story = {
  args: { text: 'A cosy room with a sea view.' },
};
