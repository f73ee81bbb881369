import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Combobox, type ComboboxOption, type ComboboxProps } from './combobox';

const CITIES: ComboboxOption[] = [
  { value: 'paris', label: 'Paris', description: 'Ile-de-France, France' },
  { value: 'lyon', label: 'Lyon', description: 'Auvergne-Rhone-Alpes, France' },
  {
    value: 'nice',
    label: 'Nice',
    description: "Provence-Alpes-Cote d'Azur, France",
  },
  { value: 'bruges', label: 'Bruges', description: 'West Flanders, Belgium' },
  { value: 'barcelona', label: 'Barcelona', description: 'Catalonia, Spain' },
  { value: 'rome', label: 'Rome', description: 'Lazio, Italy' },
];

function FilteredCombobox(props: ComboboxProps) {
  const [text, setText] = useState('');
  const options = props.options.filter((city) => city.label.toLowerCase().includes(text.toLowerCase()));
  return <Combobox {...props} options={options} onInputChange={setText} debounceMs={150} />;
}

const meta = {
  title: 'UI/Combobox',
  component: Combobox,
  decorators: [withUiMessages],
  args: {
    label: 'Destination',
    placeholder: 'City, region, hotel...',
    options: CITIES,
    loading: false,
    disabled: false,
    onSelect: () => undefined,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  render: (args) => <FilteredCombobox {...args} />,
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Prefilled: Story = { args: { defaultInputValue: 'Bru' } };
export const Loading: Story = {
  args: { loading: true, defaultInputValue: 'Par' },
};
export const Empty: Story = {
  args: { options: [], defaultInputValue: 'Atlantis' },
};
export const Error: Story = { args: { error: 'Please choose a destination' } };
export const Disabled: Story = { args: { disabled: true } };
