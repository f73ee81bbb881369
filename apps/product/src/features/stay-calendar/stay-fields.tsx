import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { CalendarDays } from 'lucide-react';
import { Button, Dialog, DropdownPanel, Skeleton } from '@escapade/ui';
import { travellersSummaryMessage } from '@escapade/ui-travel';
import type { DateSelection } from '@escapade/util-calendar';
import type { Party } from '@escapade/util-criteria';
import { daysBetween, formatDay, type IsoDate } from '@escapade/util-market';
import type { CalendarSource } from './stay-calendar';
import { stayMessages } from './stay-messages';
import styles from './stay-fields.module.css';

const StayCalendar = lazy(() => import('./stay-calendar'));
const loadTravellersChoice = () => import('./travellers-choice');
const TravellersChoice = lazy(loadTravellersChoice);

/** Fetches the travellers' picker as soon as the visitor heads for the fields, so it is there when the dropdown opens. */
function preloadTravellersChoice() {
  loadTravellersChoice().catch(() => undefined);
}

export interface StayFieldsProps {
  readonly source: CalendarSource;
  readonly checkin: IsoDate | undefined;
  readonly checkout: IsoDate | undefined;
  readonly party: Party;
  readonly onDatesChange: (dates: DateSelection) => void;
  readonly onPartyChange: (party: Party) => void;
  /** The calendar is a dialog the page may open itself (booking without dates). */
  readonly calendarOpen: boolean;
  readonly onCalendarOpenChange: (open: boolean) => void;
  /** Why the calendar opened, read with its title. */
  readonly calendarReason?: string;
  /** Id of a message about the dates (an error), linked to the dates button. */
  readonly datesDescribedBy?: string;
  readonly giftcardHref?: string;
  readonly className?: string;
}

/**
 * The stay a page prices: a dates button opening calendar B in a dialog (its code loaded then) and
 * the travellers in a dropdown. The page owns the state: dates and party live in its hash.
 */
export function StayFields(props: StayFieldsProps) {
  const { source, checkin, checkout, party, onDatesChange, onPartyChange, calendarOpen, onCalendarOpenChange, calendarReason, datesDescribedBy, giftcardHref, className } = props;
  const intl = useIntl();
  const day = (date: IsoDate) => formatDay(intl, date, { day: 'numeric', month: 'short' });
  return (
    <div className={className ?? styles.fields} onPointerOver={preloadTravellersChoice} onFocus={preloadTravellersChoice}>
      <Button variant="secondary" iconStart={<CalendarDays />} onClick={() => onCalendarOpenChange(true)} aria-describedby={datesDescribedBy}>
        <span className={styles.fieldText}>
          <span className={styles.fieldLabel}>{intl.formatMessage(stayMessages.dates)}</span>
          <span>
            {checkin !== undefined && checkout !== undefined
              ? intl.formatMessage(stayMessages.stayDates, { checkIn: day(checkin), checkOut: day(checkout), nights: daysBetween(checkin, checkout) })
              : intl.formatMessage(stayMessages.chooseDates)}
          </span>
        </span>
      </Button>
      <DropdownPanel
        label={
          <span className={styles.fieldText}>
            <span className={styles.fieldLabel}>{intl.formatMessage(stayMessages.travellers)}</span>
            <span>{intl.formatMessage(travellersSummaryMessage, { adult: party.adult, child: party.child, baby: party.baby })}</span>
          </span>
        }
      >
        <Suspense fallback={<Skeleton variant="rect" height="12rem" />}>
          <TravellersChoice party={party} onPartyChange={onPartyChange} />
        </Suspense>
      </DropdownPanel>
      <Dialog open={calendarOpen} onClose={() => onCalendarOpenChange(false)} title={intl.formatMessage(stayMessages.chooseDates)} description={calendarReason} size="lg">
        {calendarOpen ? (
          // The calendar's room from the start: the dialog, centred, does not grow when the calendar comes.
          <div className={styles.calendarRoom}>
            <Suspense fallback={<Skeleton variant="rect" className={styles.calendarPlaceholder} />}>
              <StayCalendar
                source={source}
                dates={{ checkIn: checkin ?? null, checkOut: checkout ?? null }}
                party={party}
                giftcardHref={giftcardHref}
                onChange={onDatesChange}
                onClose={() => onCalendarOpenChange(false)}
              />
            </Suspense>
          </div>
        ) : null}
      </Dialog>
    </div>
  );
}
