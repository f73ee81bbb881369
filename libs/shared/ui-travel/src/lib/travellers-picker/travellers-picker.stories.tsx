import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { DEFAULT_TRAVELLERS } from '@escapade/util-criteria';
import { TravellersPicker, type TravellersPickerProps } from './travellers-picker';

function Controlled(props: TravellersPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TravellersPicker
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Travel/TravellersPicker',
  component: TravellersPicker,
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { value: DEFAULT_TRAVELLERS, onChange: () => undefined },
} satisfies Meta<typeof TravellersPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Family: Story = { args: { value: { adult: 2, child: 2, baby: 1, singleRoom: true } } };
export const AtBounds: Story = { args: { value: { adult: 20, child: 10, baby: 0, singleRoom: true } } };
export const Spanish: Story = { globals: { market: 'es_ES' } };
export const Dutch: Story = { globals: { market: 'nl_NL' } };
