import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Link } from './link';

const meta = {
  title: 'UI/Link',
  component: Link,
  decorators: [withUiMessages],
  args: {
    href: '#',
    children: 'See all the languages',
    variant: 'inline',
    external: false,
  },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['inline', 'standalone', 'muted'],
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Read the conditions or <Link {...args} /> before you book.
    </p>
  ),
};
export const Standalone: Story = { args: { variant: 'standalone' } };
export const Muted: Story = {
  args: { variant: 'muted', children: 'Legal notice' },
};
export const External: Story = {
  args: { external: true, href: 'https://example.com', children: 'Our FAQs' },
};
