import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Breadcrumb } from './breadcrumb';

const ITEMS = [
  { label: 'Home', href: '#home' },
  { label: 'France', href: '#france' },
  { label: "Provence-Alpes-Cote d'Azur", href: '#paca' },
  { label: 'Nice', href: '#nice' },
  { label: 'Hotel Le Negresco' },
];

const meta = {
  title: 'UI/Breadcrumb',
  component: Breadcrumb,
  decorators: [withUiMessages],
  args: { items: ITEMS, short: false },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Short: Story = { args: { short: true } };
export const TwoItems: Story = {
  args: { short: true, items: ITEMS.slice(-2) },
};
