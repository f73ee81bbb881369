import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { EmailField, type EmailFieldProps } from './email-field';

/** The field keeps its own value here, as a form would: choosing the suggestion replaces it. */
function StatefulEmailField(props: EmailFieldProps) {
  const [value, setValue] = useState(props.value);
  return <EmailField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/EmailField',
  component: EmailField,
  decorators: [withUiMessages],
  render: (args) => <StatefulEmailField {...args} />,
  args: { label: 'Email', name: 'email', value: '', onChange: () => undefined, required: true },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithSuggestion: Story = { args: { value: 'camille.martin@gmial.com', hint: 'Your confirmation is sent to this address.' } };
export const Error: Story = { args: { value: 'camille@', error: 'Email seems incorrect', showStatus: true } };
