import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { THEME_GROUPS, ThemeIcon } from './theme-icons';

const meta = {
  title: 'UI/ThemeIcon',
  component: ThemeIcon,
  decorators: [withUiMessages],
  args: { group: 'wellness', size: 32 },
  argTypes: {
    group: { control: 'select', options: [...THEME_GROUPS, 'unknown'] },
    label: { control: 'text' },
  },
} satisfies Meta<typeof ThemeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = { args: { label: 'Wellness' } };
export const Unmapped: Story = {
  args: { group: 'not-a-group', label: 'For all your wish' },
};
export const AllGroups: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: '1rem',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {[...THEME_GROUPS, undefined].map((group) => (
        <li key={group ?? 'default'} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <ThemeIcon group={group} />
          <span>{group ?? 'default'}</span>
        </li>
      ))}
    </ul>
  ),
};
