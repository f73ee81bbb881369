import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ParticipantsPicker } from './participants-picker';

const meta = {
  title: 'Travel/ParticipantsPicker',
  component: ParticipantsPicker,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { defaultValue: 2 },
} satisfies Meta<typeof ParticipantsPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchBox: Story = {};
export const AtMinimum: Story = { args: { defaultValue: 1 } };
export const ActivityPriceList: Story = { args: { bounds: { min: 1, max: 6 }, defaultValue: 3 } };
export const Italian: Story = { globals: { market: 'it_IT' } };
