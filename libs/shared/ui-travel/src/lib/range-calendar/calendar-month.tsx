import { useId, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { type DayContext, dayLabelParts, monthWeeks } from '@escapade/util-calendar';
import { formatDay, type IsoDate, type IsoMonth } from '@escapade/util-market';
import { classNames } from '../internal/class-names';
import { useDescriptorText } from '../internal/descriptor-text';
import styles from './range-calendar.module.css';

// 1 January 2024 was a Monday: its week names the columns (every market starts its week on Monday).
const A_MONDAY_WEEK = '2024-01-0';

export interface CalendarMonthProps {
  month: IsoMonth;
  context: DayContext;
  /** The one day of the calendar that is in the tab order. */
  focusedDate: IsoDate;
  onDayClick: (date: IsoDate) => void;
  onDayFocus: (date: IsoDate) => void;
  onDayKeyDown: (date: IsoDate, event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** One month as an APG grid of day buttons, each announcing its date, state, price and best price. */
export function CalendarMonth({ month, context, focusedDate, onDayClick, onDayFocus, onDayKeyDown }: CalendarMonthProps) {
  const intl = useIntl();
  const text = useDescriptorText();
  const titleId = useId();
  const weekdays = Array.from({ length: 7 }, (_, index) => {
    const day = `${A_MONDAY_WEEK}${index + 1}`;
    return { short: formatDay(intl, day, { weekday: 'short' }), long: formatDay(intl, day, { weekday: 'long' }) };
  });
  return (
    <div className={styles.month}>
      <h3 id={titleId} className={styles.monthTitle}>
        {formatDay(intl, `${month}-01`, { month: 'long', year: 'numeric' })}
      </h3>
      <table role="grid" aria-labelledby={titleId} className={styles.grid}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long} className={styles.weekday}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find((day) => day !== null) ?? month}>
              {week.map((date, index) => {
                if (date === null) return <td key={`empty-${index}`} role="gridcell" className={styles.cell} />;
                const parts = dayLabelParts(date, context);
                const label = [
                  formatDay(intl, date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
                  text(parts.stateLabel),
                  parts.price,
                  parts.bestPriceLabel ? text(parts.bestPriceLabel) : null,
                ]
                  .filter(Boolean)
                  .join(', ');
                const selected = parts.state === 'check-in' || parts.state === 'check-out' || parts.state === 'in-range';
                return (
                  <td key={date} role="gridcell" aria-selected={selected} className={styles.cell}>
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === focusedDate ? 0 : -1}
                      aria-label={label}
                      aria-disabled={parts.clickable ? undefined : true}
                      onClick={() => {
                        if (parts.clickable) onDayClick(date);
                      }}
                      onFocus={() => onDayFocus(date)}
                      onKeyDown={(event) => onDayKeyDown(date, event)}
                      className={classNames(styles.day, styles[parts.state], parts.bestPriceLabel && styles.bestPrice)}
                    >
                      <span aria-hidden className={styles.dayNumber}>
                        {intl.formatNumber(Number(date.slice(8, 10)))}
                      </span>
                      {parts.price ? (
                        <span aria-hidden className={styles.price}>
                          {parts.price}
                        </span>
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
