import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sampleImages } from '../../storybook/sample-images';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Gallery } from './gallery';

const meta = {
  title: 'UI/Gallery',
  component: Gallery,
  decorators: [withUiMessages],
  args: { images: sampleImages(8), tiles: 4 },
  argTypes: { images: { control: false } },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourTiles: Story = {};
export const FewerThanFour: Story = { args: { images: sampleImages(3) } };
export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
export const Empty: Story = { args: { images: [] } };
