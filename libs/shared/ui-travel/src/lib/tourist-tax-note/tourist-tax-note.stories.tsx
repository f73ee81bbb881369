import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TouristTaxNote } from './tourist-tax-note';

const meta = {
  title: 'Travel/TouristTaxNote',
  component: TouristTaxNote,
  args: { localTax: { toBePaidAtHotel: true, amount: 250, currency: 'EUR' }, explainable: true },
} satisfies Meta<typeof TouristTaxNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaidOnSite: Story = {};
export const Percentage: Story = { args: { localTax: { toBePaidAtHotel: true, type: 'BOOKING_PERCENTAGE', percentage: 5 } } };
export const NotIncluded: Story = { args: { localTax: null, explainable: false } };
export const Italian: Story = { globals: { market: 'it_IT' } };
