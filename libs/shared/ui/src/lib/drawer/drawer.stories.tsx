import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { Drawer, type DrawerProps } from './drawer';

function DrawerDemo(props: DrawerProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open the drawer</Button>
      <Drawer {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const filters = (
  <>
    <Checkbox label="Swimming pool" />
    <Checkbox label="Spa" />
    <Checkbox label="Pets allowed" />
  </>
);

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  decorators: [withUiMessages],
  args: {
    open: false,
    onClose: () => undefined,
    title: 'Filters',
    placement: 'bottom',
    fullScreenOnMobile: false,
    children: filters,
  },
  argTypes: {
    title: { control: 'text' },
    placement: { control: 'inline-radio', options: ['bottom', 'end', 'start'] },
  },
  render: (args) => <DrawerDemo {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const BottomSheet: Story = { args: { open: true } };
export const FullScreenOnMobile: Story = {
  args: {
    open: true,
    fullScreenOnMobile: true,
    footer: (
      <>
        <Button variant="secondary">Reset</Button>
        <Button>Confirm</Button>
      </>
    ),
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
export const SidePanel: Story = {
  args: { open: true, placement: 'end', title: 'My wishlist' },
};
export const Empty: Story = {
  args: {
    open: true,
    placement: 'end',
    title: 'My wishlist',
    children: <p>You don&apos;t have any items in your wishlist</p>,
  },
};
