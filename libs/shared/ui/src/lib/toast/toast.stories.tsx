import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Button } from '../button/button';
import { Toast } from './toast';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

function ShowToast() {
  const toast = useToast();
  return <Button onClick={() => toast.show('Added to your wishlist', { tone: 'success' })}>Add to wishlist</Button>;
}

const meta = {
  title: 'UI/Toast',
  component: Toast,
  decorators: [withUiMessages],
  args: {
    tone: 'info',
    children: 'Your dates have been saved',
    onDismiss: () => undefined,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'error'] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: { tone: 'success', children: 'Added to your wishlist' },
};
export const Error: Story = {
  args: { tone: 'error', children: 'Oops, something went wrong' },
};
export const LongText: Story = {
  args: {
    children: 'Thank you for your message. Our customer care team will contact you within 48h.',
  },
};
export const FromProvider: Story = {
  render: () => (
    <ToastProvider>
      <ShowToast />
    </ToastProvider>
  ),
};
