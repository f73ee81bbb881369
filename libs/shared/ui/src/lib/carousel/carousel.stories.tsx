import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Carousel } from './carousel';

const cards = Array.from({ length: 10 }, (_, index) => (
  <article
    key={index}
    style={{
      padding: '1rem',
      border: '1px solid #d3d8df',
      borderRadius: '0.5rem',
      minHeight: '8rem',
    }}
  >
    <h3>Weekend {index + 1}</h3>
    <p>2 nights with breakfast</p>
    <a href={`#offer-${index + 1}`}>See offer</a>
  </article>
));

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  decorators: [withUiMessages],
  args: {
    'aria-label': 'Other offers in this hotel',
    itemsPerView: 4,
    itemsPerClick: 4,
    children: cards,
  },
  argTypes: {
    children: { control: false },
    itemsPerView: { control: { type: 'number', min: 1, max: 6 } },
    itemsPerClick: { control: { type: 'number', min: 1, max: 6 } },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OffersDesktop: Story = {};
export const OneAtATime: Story = {
  args: { itemsPerView: 1, itemsPerClick: 1 },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
export const FewerThanAView: Story = { args: { children: cards.slice(0, 3) } };
export const Empty: Story = { args: { children: [] } };
