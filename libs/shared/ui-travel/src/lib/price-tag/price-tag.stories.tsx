import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PriceTag } from './price-tag';

const meta = {
  title: 'Travel/PriceTag',
  component: PriceTag,
  args: { sellPrice: 24_050, refPrice: 31_000, priceType: 'from', itemCategory: 'weekend', nights: 2, size: 'md' },
  argTypes: {
    priceType: { control: 'select', options: ['from', 'final', 'gift', 'beneficiary'] },
    itemCategory: { control: 'select', options: ['weekend', 'single_voucher', 'activity_only'] },
  },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromPriceWithPromo: Story = {};
export const FinalPrice: Story = { args: { priceType: 'final', refPrice: null, size: 'lg' } };
export const Included: Story = { args: { sellPrice: 0, refPrice: null, priceType: 'final' } };
export const ActivityPerPerson: Story = { args: { itemCategory: 'activity_only', sellPrice: 9_000, refPrice: 9_800, participants: 2 } };
export const AmountToPay: Story = { args: { priceType: 'final', amountToPay: true, refPrice: null } };
