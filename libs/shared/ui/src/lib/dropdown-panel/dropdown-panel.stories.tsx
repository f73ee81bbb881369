import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { DropdownPanel, type DropdownPanelProps } from './dropdown-panel';

function StarsFilter(props: DropdownPanelProps) {
  const [applied, setApplied] = useState<string[]>([]);
  const [draft, setDraft] = useState<string[]>([]);
  const toggle = (value: string) => setDraft((current) => (current.includes(value) ? current.filter((item) => item !== value) : [...current, value]));
  return (
    <div>
      <DropdownPanel
        {...props}
        label={applied.length ? `Hotel class (${applied.length})` : 'Hotel class'}
        onOpenChange={(open) => open && setDraft(applied)}
        onConfirm={() => setApplied(draft)}
        onCancel={() => setDraft(applied)}
      >
        {({ confirm }) => (
          <>
            {['3', '4', '5'].map((stars) => (
              <Checkbox key={stars} label={`${stars} stars`} checked={draft.includes(stars)} onChange={() => toggle(stars)} />
            ))}
            <Button size="sm" onClick={confirm}>
              Confirm
            </Button>
          </>
        )}
      </DropdownPanel>
      <p>Applied: {applied.join(', ') || 'none'}</p>
    </div>
  );
}

const meta = {
  title: 'UI/DropdownPanel',
  component: DropdownPanel,
  decorators: [withUiMessages],
  args: {
    label: 'Hotel class',
    children: null,
    defaultOpen: false,
    placement: 'bottom-start',
  },
  argTypes: { label: { control: 'text' }, children: { control: false } },
  render: (args) => <StarsFilter {...args} />,
} satisfies Meta<typeof DropdownPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
