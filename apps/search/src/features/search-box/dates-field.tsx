import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ChevronDown } from 'lucide-react';
import { DropdownPanel, MOBILE_MEDIA_QUERY, Spinner, useMediaQuery } from '@escapade/ui';
import type { DateSelection } from '@escapade/util-calendar';
import type { IsoDate } from '@escapade/util-market';
import type { Party } from '@escapade/util-criteria';
import { searchBoxMessages } from './search-box-messages';
import { stayDatesText } from './stay-dates-text';
import { TriggerText } from './trigger-text';
import styles from './search-box.module.css';

// The calendar and its rules are a chunk of their own, fetched when the field first opens.
const StayDatesCalendar = lazy(() => import('./stay-dates-calendar'));

export interface DatesFieldProps {
  readonly checkIn?: IsoDate;
  readonly checkOut?: IsoDate;
  readonly party: Party;
  /** The partner mini-site the search was started from: the possible nights are asked for it. */
  readonly minisite?: number;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onChange: (dates: DateSelection) => void;
}

/**
 * The stay dates: a trigger showing the chosen range, and calendar A under it on desktop or as its
 * full-screen drawer on mobile.
 */
export function DatesField({ checkIn, checkOut, party, minisite, open, onOpenChange, onChange }: DatesFieldProps) {
  const intl = useIntl();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const summary = stayDatesText(intl, checkIn, checkOut) ?? intl.formatMessage(searchBoxMessages.addDates);
  const label: ReactNode = <TriggerText label={intl.formatMessage(searchBoxMessages.dates)} value={summary} />;
  const calendar = open ? (
    <Suspense fallback={<Spinner />}>
      <StayDatesCalendar
        dates={{ checkIn: checkIn ?? null, checkOut: checkOut ?? null }}
        party={party}
        minisite={minisite}
        device={mobile ? 'mobile' : 'desktop'}
        onChange={onChange}
        onClose={() => onOpenChange(false)}
      />
    </Suspense>
  ) : null;

  if (mobile) {
    return (
      <>
        <button type="button" className={styles.trigger} aria-haspopup="dialog" aria-expanded={open} onClick={() => onOpenChange(true)}>
          {label}
          <ChevronDown aria-hidden />
        </button>
        {calendar}
      </>
    );
  }
  return (
    <DropdownPanel label={label} open={open} onOpenChange={onOpenChange} className={styles.trigger} panelClassName={styles.panel}>
      {calendar}
    </DropdownPanel>
  );
}
