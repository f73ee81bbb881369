import { useId } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { BedDouble } from 'lucide-react';
import { Stepper } from '@escapade/ui';
import { changeTravellers, TRAVELLER_AGES, TRAVELLER_BOUNDS, type TravellerKind, type Travellers } from '@escapade/util-criteria';
import { classNames } from '../internal/class-names';
import styles from './travellers-picker.module.css';

const messages = defineMessages<{
  legend: NoMessageValues;
  adults: NoMessageValues;
  children: NoMessageValues;
  babies: NoMessageValues;
  adultsHelp: { min: number };
  childrenHelp: { min: number; max: number };
  babiesHelp: { min: number; max: number };
  singleRoom: NoMessageValues;
}>({
  legend: { id: 'travel.travellers.legend', defaultMessage: 'Travellers' },
  adults: { id: 'travel.travellers.adults', defaultMessage: 'Adults' },
  children: { id: 'travel.travellers.children', defaultMessage: 'Children' },
  babies: { id: 'travel.travellers.babies', defaultMessage: 'Babies' },
  adultsHelp: { id: 'travel.travellers.adultsHelp', defaultMessage: '{min} years and over' },
  childrenHelp: { id: 'travel.travellers.childrenHelp', defaultMessage: '{min} to {max} years' },
  babiesHelp: { id: 'travel.travellers.babiesHelp', defaultMessage: '{min} to {max} years' },
  singleRoom: {
    id: 'travel.travellers.singleRoom',
    defaultMessage: 'Single room: children and babies share the room of the adults.',
  },
});

export interface TravellersPickerProps {
  value: Travellers;
  /** Receives travellers within bounds, single room recomputed; out-of-range changes never arrive. */
  onChange: (travellers: Travellers) => void;
  className?: string;
}

/** Adults, children and babies of the search box, with the spec's bounds, ages and single-room rule. */
export function TravellersPicker({ value, onChange, className }: TravellersPickerProps) {
  const intl = useIntl();
  const legendId = useId();
  const change = (kind: TravellerKind) => (count: number) => {
    const next = changeTravellers(value, kind, count);
    if (next !== value) onChange(next);
  };
  return (
    <div role="group" aria-labelledby={legendId} className={classNames(styles.root, className)}>
      <p id={legendId} className={styles.legend}>
        {intl.formatMessage(messages.legend)}
      </p>
      <Stepper
        label={intl.formatMessage(messages.adults)}
        description={intl.formatMessage(messages.adultsHelp, { min: TRAVELLER_AGES.adult.min })}
        value={value.adult}
        min={TRAVELLER_BOUNDS.adult.min}
        max={TRAVELLER_BOUNDS.adult.max}
        onChange={change('adult')}
      />
      <Stepper
        label={intl.formatMessage(messages.children)}
        description={intl.formatMessage(messages.childrenHelp, TRAVELLER_AGES.child)}
        value={value.child}
        min={TRAVELLER_BOUNDS.child.min}
        max={TRAVELLER_BOUNDS.child.max}
        onChange={change('child')}
      />
      <Stepper
        label={intl.formatMessage(messages.babies)}
        description={intl.formatMessage(messages.babiesHelp, TRAVELLER_AGES.baby)}
        value={value.baby}
        min={TRAVELLER_BOUNDS.baby.min}
        max={TRAVELLER_BOUNDS.baby.max}
        onChange={change('baby')}
      />
      {value.singleRoom ? (
        <p className={styles.singleRoom} role="status">
          <BedDouble aria-hidden className={styles.icon} />
          {intl.formatMessage(messages.singleRoom)}
        </p>
      ) : (
        <p className={styles.singleRoom} role="status" />
      )}
    </div>
  );
}
