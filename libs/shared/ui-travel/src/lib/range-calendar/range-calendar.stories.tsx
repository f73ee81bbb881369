import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useReducer } from 'react';
import { initialSelection, popularDateShortcuts, possibleNightsOf, selectionReducer } from '@escapade/util-calendar';
import { sampleAvailability, STORY_NOW } from '../../storybook/sample-data';
import { RangeCalendar, type RangeCalendarProps } from './range-calendar';

const availability = sampleAvailability();

function Stateful(props: RangeCalendarProps) {
  const [state, dispatch] = useReducer(selectionReducer, initialSelection({ checkIn: props.checkIn, checkOut: props.checkOut }));
  const rules = { market: props.market, now: STORY_NOW, availability: props.availability };
  return (
    <RangeCalendar
      {...props}
      checkIn={state.checkIn}
      checkOut={state.checkOut}
      possibleNights={possibleNightsOf(state)}
      onDayClick={(date) => dispatch({ type: 'click', date, rules })}
      onShortcut={(shortcut) => dispatch({ type: 'pick-range', checkIn: shortcut.checkIn, checkOut: shortcut.checkOut, rules })}
      onClear={() => dispatch({ type: 'clear' })}
      onValidate={() => dispatch({ type: 'validate' })}
    />
  );
}

const meta = {
  title: 'Travel/RangeCalendar',
  component: RangeCalendar,
  render: (args) => <Stateful {...args} />,
  args: {
    variant: 'A',
    device: 'desktop',
    market: 'fr_FR',
    now: STORY_NOW,
    checkIn: '2026-06-12',
    checkOut: '2026-06-14',
    availability,
    loading: false,
    onDayClick: () => undefined,
    onClear: () => undefined,
    onValidate: () => undefined,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['A', 'B'] },
    device: { control: 'inline-radio', options: ['desktop', 'mobile'] },
  },
} satisfies Meta<typeof RangeCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CalendarADesktop: Story = {};
export const CalendarAMobileDrawer: Story = { args: { device: 'mobile' }, globals: { viewport: { value: 'mobile1' } } };
export const CalendarBDesktop: Story = {
  args: {
    variant: 'B',
    checkIn: null,
    checkOut: null,
    giftcardHref: '#giftcard',
    shortcuts: popularDateShortcuts({ now: STORY_NOW, market: 'fr_FR', variation: true }),
  },
};
export const CalendarBMobile: Story = {
  args: { variant: 'B', device: 'mobile', checkIn: null, checkOut: null },
  globals: { viewport: { value: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
export const Loading: Story = { args: { loading: true } };
export const NoAvailabilityData: Story = { args: { availability: undefined, checkIn: null, checkOut: null } };
export const NothingAvailable: Story = { args: { availability: {}, checkIn: null, checkOut: null } };
export const Spanish: Story = { globals: { market: 'es_ES' }, args: { market: 'es_ES' } };
export const Dutch: Story = { globals: { market: 'nl_BE' }, args: { market: 'nl_BE' } };
