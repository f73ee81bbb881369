import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { LoadingOverlay } from './loading-overlay';

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  decorators: [withUiMessages],
  args: {
    loading: true,
    children: (
      <div style={{ minHeight: '12rem', padding: '1rem' }}>
        <h3>June 2026</h3>
        <p>Prices per night for 2 people.</p>
      </div>
    ),
  },
  argTypes: { children: { control: false }, label: { control: 'text' } },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const CalendarLoading: Story = {
  args: { label: 'We are looking for the next availabilities...' },
};
export const Loaded: Story = { args: { loading: false } };
