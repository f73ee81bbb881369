import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { RangeSlider } from './range-slider';

const COUNTS = [4, 9, 16, 24, 31, 28, 22, 15, 11, 7, 5, 3];

function Histogram() {
  const highest = Math.max(...COUNTS);
  return (
    <div
      aria-hidden
      style={{
        display: 'flex',
        alignItems: 'flex-end',
        gap: '2px',
        height: '3rem',
      }}
    >
      {COUNTS.map((count, index) => (
        <span
          key={index}
          style={{
            flex: 1,
            height: `${(count / highest) * 100}%`,
            background: '#c6e4e4',
          }}
        />
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/RangeSlider',
  component: RangeSlider,
  decorators: [withUiMessages],
  args: {
    label: 'Price',
    min: 9,
    max: 250,
    step: 1,
    defaultValue: [9, 250],
    showInputs: true,
    disabled: false,
    formatValue: (value: number) => (value >= 250 ? `${value} €+` : `${value} €`),
  },
  argTypes: { histogram: { control: false }, formatValue: { control: false } },
} satisfies Meta<typeof RangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Price: Story = {};
export const PriceWithHistogram: Story = {
  args: { histogram: <Histogram />, defaultValue: [60, 180] },
};
export const Distance: Story = {
  args: {
    label: 'Distance',
    min: 0,
    max: 100,
    defaultValue: [0, 30],
    formatValue: (value: number) => `${value} km`,
    showInputs: false,
  },
};
export const Disabled: Story = { args: { disabled: true } };
