import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Pagination } from './pagination';

const meta = {
  title: 'Travel/Pagination',
  component: Pagination,
  args: { page: 0, pageSize: 20, totalResults: 134, hrefForPage: (page: number) => `?flow=booking&page=${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnderTenPages: Story = {};
export const UnderHundredPages: Story = { args: { page: 19, totalResults: 800 } };
export const HundredsOfPages: Story = { args: { page: 149, totalResults: 6_000 } };
export const LastPage: Story = { args: { page: 6 } };
export const SinglePage: Story = { args: { totalResults: 12 } };
export const Empty: Story = { args: { totalResults: 0 } };
export const Mobile: Story = {
  args: { page: 19, totalResults: 800 },
  globals: { viewport: { value: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
export const French: Story = { args: { page: 2 }, globals: { market: 'fr_FR' } };
