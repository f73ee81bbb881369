import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withUiMessages } from '../../storybook/ui-messages-decorator';
import { AnchorTabBar } from './anchor-tab-bar';

const SECTIONS = [
  { id: 'description', label: 'Description' },
  { id: 'room', label: 'Room' },
  { id: 'experience', label: 'Experience' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'hotel', label: 'Hotel' },
];

const meta = {
  title: 'UI/AnchorTabBar',
  component: AnchorTabBar,
  decorators: [withUiMessages],
  args: { items: SECTIONS, offset: { mobile: 30, desktop: 70 } },
  render: (args) => (
    <div>
      <AnchorTabBar {...args} />
      {SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} style={{ minHeight: '60vh' }}>
          <h2 id={`${section.id}-title`}>{section.label}</h2>
          <p>Content of the {section.label.toLowerCase()} section.</p>
        </section>
      ))}
    </div>
  ),
} satisfies Meta<typeof AnchorTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPage: Story = { args: { offset: 88 } };
export const HotelPage: Story = {
  args: { offset: { mobile: 70, desktop: 100 } },
};
