import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { sampleImages } from '../../storybook/sample-images';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Button } from '../button/button';
import { GalleryViewer, type GalleryViewerProps } from './gallery-viewer';

function ViewerDemo(props: GalleryViewerProps) {
  const [index, setIndex] = useState(props.index);
  return (
    <>
      <Button onClick={() => setIndex(0)}>Open the pictures</Button>
      <GalleryViewer {...props} index={index} onIndexChange={setIndex} />
    </>
  );
}

const meta = {
  title: 'UI/GalleryViewer',
  component: GalleryViewer,
  decorators: [withUiMessages],
  args: {
    images: sampleImages(6),
    index: null,
    onIndexChange: () => undefined,
  },
  argTypes: { images: { control: false } },
  render: (args) => <ViewerDemo {...args} />,
} satisfies Meta<typeof GalleryViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const OpenAtThird: Story = { args: { index: 2 } };
export const SinglePicture: Story = {
  args: { images: sampleImages(1), index: 0 },
};
