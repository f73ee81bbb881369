import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Dialog, type DialogProps } from './dialog';

function DialogDemo(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open the dialog</Button>
      <Dialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  decorators: [withUiMessages],
  args: {
    open: false,
    onClose: () => undefined,
    title: 'Cancellation conditions',
    description: 'Free cancellation up to 7 days before arrival.',
    children: <p>After that date, the full amount of the stay is due. Insurance can cover more than 25 cases.</p>,
    size: 'md',
    closeOnOutsidePress: true,
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };
export const WithFooter: Story = {
  args: {
    open: true,
    title: 'Filters',
    description: undefined,
    children: <TextField label="City" />,
    footer: (
      <>
        <Button variant="secondary">Reset</Button>
        <Button>Confirm</Button>
      </>
    ),
  },
};
export const LongText: Story = {
  args: {
    open: true,
    size: 'sm',
    children: (
      <>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            Article {index + 1}. The customer may cancel the booking free of charge until the date shown on the offer. After that date the amount paid is kept, unless an insurance
            covers the reason for the cancellation.
          </p>
        ))}
      </>
    ),
  },
};
