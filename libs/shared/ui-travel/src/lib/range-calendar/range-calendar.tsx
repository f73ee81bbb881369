import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type UIEvent } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, Drawer, IconButton, LoadingOverlay, MOBILE_MEDIA_QUERY, useMediaQuery } from '@escapade/ui';
import { addMonths, daysOfMonth, formatDay, type IsoDate, type IsoMonth, type MarketCode, monthOf } from '@escapade/util-market';
import { marketToday } from '@escapade/util-market/clock';
import {
  appendMobileMonths,
  type Availability,
  type CalendarDevice,
  type CalendarShortcut,
  calendarMessages,
  currentMonth,
  type DayContext,
  dayLabelParts,
  initialMonths,
  isNextMonthDisabled,
  isPreviousMonthDisabled,
  isValidateDisabled,
  lastWindowMonth,
  type PossibleNights,
  shouldLoadMoreMonths,
} from '@escapade/util-calendar';
import { classNames } from '../internal/class-names';
import { useDescriptorText } from '../internal/descriptor-text';
import { CalendarMonth } from './calendar-month';
import { clampDate, dateForKey } from './calendar-keys';
import styles from './range-calendar.module.css';

const messages = defineMessages<{
  title: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  clear: NoMessageValues;
  validate: NoMessageValues;
  shortcuts: NoMessageValues;
  months: NoMessageValues;
}>({
  title: { id: 'travel.calendar.title', defaultMessage: 'Choose your dates' },
  previous: { id: 'travel.calendar.previousMonth', defaultMessage: 'Previous month' },
  next: { id: 'travel.calendar.nextMonth', defaultMessage: 'Next month' },
  clear: { id: 'travel.calendar.clear', defaultMessage: 'Clear' },
  validate: { id: 'travel.calendar.validate', defaultMessage: 'Validate' },
  shortcuts: { id: 'travel.calendar.shortcuts', defaultMessage: 'Popular dates' },
  months: { id: 'travel.calendar.months', defaultMessage: 'Calendar' },
});

/** Calendar A (search box) or calendar B (product and hotel pages). */
export type CalendarVariant = 'A' | 'B';

export interface RangeCalendarProps {
  variant: CalendarVariant;
  /** Layout; follows the 600 px breakpoint when left out. */
  device?: CalendarDevice;
  market: MarketCode;
  /** The clock of the rules (today, 20:00); the current time by default. */
  now?: Date;
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  /** Possible nights of the check-in, when known. */
  possibleNights?: PossibleNights | null;
  /** Per-day prices; without it only the past and the 20-day window limit the days. */
  availability?: Availability;
  /** Shows 'We are looking for the next availabilities...' over the months. */
  loading?: boolean;
  /** A click (or Enter) on a selectable day, to feed the selection reducer. */
  onDayClick: (date: IsoDate) => void;
  onValidate: () => void;
  onClear: () => void;
  shortcuts?: readonly CalendarShortcut[];
  onShortcut?: (shortcut: CalendarShortcut) => void;
  /** Calendar B on product pages: where 'Need flexibility? Offer this stay as a giftcard' leads. */
  giftcardHref?: string;
  /** The months on screen changed: the page fetches their availability chunks. */
  onMonthsChange?: (months: IsoMonth[]) => void;
  /** Calendar A on mobile is a full-screen drawer: whether it is open, and how it closes. */
  open?: boolean;
  onClose?: () => void;
  className?: string;
}

function visibleCount(variant: CalendarVariant): number {
  return variant === 'A' ? 2 : 1;
}

/** The first day of `months` from `from` on that a visitor may pick, if any. */
function firstSelectableDay(months: readonly IsoMonth[], from: IsoDate, context: DayContext): IsoDate | undefined {
  return months.flatMap((month) => daysOfMonth(month)).find((date) => date >= from && dayLabelParts(date, context).clickable);
}

function monthRun(first: IsoMonth, length: number): IsoMonth[] {
  return Array.from({ length }, (_, index) => addMonths(first, index));
}

/**
 * The stay date picker of both calendars, with prices and the best price of each month in the
 * cells, keyboard grid navigation and spoken day states; the selection rules stay in util-calendar.
 */
export function RangeCalendar(props: RangeCalendarProps) {
  const {
    variant,
    market,
    checkIn,
    checkOut,
    possibleNights,
    availability,
    loading = false,
    onDayClick,
    onValidate,
    onClear,
    shortcuts = [],
    onShortcut,
    giftcardHref,
    onMonthsChange,
    open = true,
    onClose,
    className,
  } = props;
  const intl = useIntl();
  const text = useDescriptorText();
  const mobileScreen = useMediaQuery(MOBILE_MEDIA_QUERY);
  const device: CalendarDevice = props.device ?? (mobileScreen ? 'mobile' : 'desktop');
  const [now] = useState(() => props.now ?? new Date());
  const firstMonth = currentMonth(now, market);
  const lastMonth = lastWindowMonth(now, market);
  const today = marketToday(now, market);
  // Past days of the current month are drawn, so the keyboard can reach them too (they stay unselectable).
  const firstDay = `${firstMonth}-01`;
  const lastDay = daysOfMonth(lastMonth).at(-1) ?? today;

  const [months, setMonths] = useState<IsoMonth[]>(() => {
    const initial = initialMonths(now, market, checkIn, device);
    return device === 'desktop' ? initial.slice(0, visibleCount(variant)) : initial;
  });
  // The day in the tab order: the selected check-in, else the first day that can be picked on screen.
  const [focusedDate, setFocusedDate] = useState<IsoDate>(() =>
    clampDate(checkIn ?? firstSelectableDay(months, today, { market, now, availability, checkIn, checkOut, possibleNights: possibleNights ?? null }) ?? today, firstDay, lastDay),
  );
  const moveFocus = useRef(false);
  const root = useRef<HTMLDivElement>(null);

  // Opening the calendar (in its panel, dialog or drawer) focuses that day, so the arrow keys move at
  // once. Before any paint, so the dialog it opens in finds the focus inside and leaves it there.
  useLayoutEffect(() => {
    if (!root.current?.closest('[role="dialog"]')) return;
    root.current.querySelector<HTMLButtonElement>('[data-date][tabindex="0"]')?.focus();
  }, []);

  useEffect(() => {
    onMonthsChange?.(months);
  }, [months, onMonthsChange]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    root.current?.querySelector<HTMLButtonElement>(`[data-date="${focusedDate}"]`)?.focus();
  }, [focusedDate, months]);

  const context: DayContext = useMemo(
    () => ({ market, now, availability, checkIn, checkOut, possibleNights: possibleNights ?? null }),
    [market, now, availability, checkIn, checkOut, possibleNights],
  );

  // The focused day must be on screen: desktop pages to it, mobile loads months down to it.
  const showMonthOf = (date: IsoDate) => {
    const month = monthOf(date);
    if (months.includes(month)) return;
    if (device === 'mobile') {
      let loaded = months;
      while (!loaded.includes(month) && (loaded.at(-1) ?? lastMonth) < lastMonth) loaded = appendMobileMonths(loaded, now, market);
      setMonths(loaded);
      return;
    }
    const count = visibleCount(variant);
    const start = month < months[0] ? month : addMonths(month, 1 - count);
    setMonths(monthRun(start < firstMonth ? firstMonth : start, count));
  };

  const handleKeyDown = (date: IsoDate, event: KeyboardEvent<HTMLButtonElement>) => {
    const target = dateForKey(date, event.key, event.shiftKey);
    if (target === null) return;
    event.preventDefault();
    const next = clampDate(target, firstDay, lastDay);
    moveFocus.current = true;
    showMonthOf(next);
    setFocusedDate(next);
  };

  const step = (direction: -1 | 1) => {
    const count = visibleCount(variant);
    const maxStart = addMonths(lastMonth, 1 - count);
    let start = addMonths(months[0], direction);
    if (start < firstMonth) start = firstMonth;
    if (start > maxStart) start = maxStart;
    const next = monthRun(start, count);
    setMonths(next);
    if (!next.includes(monthOf(focusedDate))) setFocusedDate(clampDate(`${next[0]}-01`, firstDay, lastDay));
  };

  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (shouldLoadMoreMonths(distance) && (months.at(-1) ?? lastMonth) < lastMonth) setMonths(appendMobileMonths(months, now, market));
  };

  const day = (date: IsoDate) => formatDay(intl, date, { day: 'numeric', month: 'short' });

  const grids = months.map((month) => (
    <CalendarMonth
      key={month}
      month={month}
      context={context}
      focusedDate={months.includes(monthOf(focusedDate)) ? focusedDate : `${months[0]}-01`}
      onDayClick={onDayClick}
      onDayFocus={setFocusedDate}
      onDayKeyDown={handleKeyDown}
    />
  ));

  const shortcutList =
    shortcuts.length > 0 ? (
      <ul aria-label={intl.formatMessage(messages.shortcuts)} className={styles.shortcuts}>
        {shortcuts.map((shortcut) => (
          <li key={`${shortcut.checkIn}/${shortcut.checkOut}`}>
            <Button variant="secondary" size="sm" aria-pressed={shortcut.checkIn === checkIn && shortcut.checkOut === checkOut} onClick={() => onShortcut?.(shortcut)}>
              {text(shortcut.label, { checkIn: day(shortcut.checkIn), checkOut: day(shortcut.checkOut) })}
            </Button>
          </li>
        ))}
      </ul>
    ) : null;

  const footer = (
    <div className={styles.footer}>
      <Button variant="ghost" onClick={onClear} disabled={checkIn === null && checkOut === null}>
        {intl.formatMessage(messages.clear)}
      </Button>
      <Button onClick={onValidate} disabled={isValidateDisabled({ checkIn, checkOut })}>
        {intl.formatMessage(messages.validate)}
      </Button>
    </div>
  );

  const giftcard = giftcardHref ? (
    <a href={giftcardHref} className={styles.giftcard}>
      {text(calendarMessages.giftcardPrompt)}
    </a>
  ) : null;

  const body =
    device === 'desktop' ? (
      <div className={styles.desktop}>
        <div className={styles.arrows}>
          <IconButton
            aria-label={intl.formatMessage(messages.previous)}
            icon={<ChevronLeft />}
            disabled={isPreviousMonthDisabled(months[0], now, market)}
            onClick={() => step(-1)}
          />
          <IconButton
            aria-label={intl.formatMessage(messages.next)}
            icon={<ChevronRight />}
            disabled={isNextMonthDisabled(months.at(-1) ?? lastMonth, now, market)}
            onClick={() => step(1)}
          />
        </div>
        <div className={styles.months}>{grids}</div>
      </div>
    ) : (
      <div className={styles.scroller} onScroll={handleScroll} role="region" aria-label={intl.formatMessage(messages.months)} tabIndex={-1}>
        {grids}
      </div>
    );

  const content = (
    <div ref={root} className={classNames(styles.root, styles[device], className)}>
      {shortcutList}
      <LoadingOverlay loading={loading} label={text(calendarMessages.loadingAvailabilities)}>
        {body}
      </LoadingOverlay>
      {giftcard}
      {variant === 'A' && device === 'mobile' ? null : footer}
    </div>
  );

  if (variant === 'A' && device === 'mobile') {
    return (
      <Drawer open={open} onClose={onClose ?? onValidate} title={intl.formatMessage(messages.title)} fullScreenOnMobile footer={footer}>
        {content}
      </Drawer>
    );
  }
  return content;
}
