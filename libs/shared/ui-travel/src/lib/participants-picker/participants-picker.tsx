import { useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Stepper } from '@escapade/ui';
import { changeParticipants, type ParticipantBounds, SEARCH_BOX_PARTICIPANTS } from '@escapade/util-criteria';

const messages = defineMessages<{
  label: NoMessageValues;
  help: { min: number; max: number };
}>({
  label: { id: 'travel.participants.label', defaultMessage: 'Participants' },
  help: {
    id: 'travel.participants.help',
    defaultMessage: 'From {min} to {max} participants',
  },
});

/** Participants of the activity search box by default: 2, within 1 to 2. */
export const DEFAULT_SEARCH_PARTICIPANTS = 2;

export interface ParticipantsPickerProps {
  /** Controlled count; leave out to let the picker keep its own, starting at `defaultValue`. */
  value?: number;
  defaultValue?: number;
  onChange?: (participants: number) => void;
  /** The search box offers 1 to 2; an activity page passes the bounds of its price list. */
  bounds?: ParticipantBounds;
  className?: string;
}

/** How many people an activity voucher is for; changes outside the bounds are ignored. */
export function ParticipantsPicker({ value, defaultValue = DEFAULT_SEARCH_PARTICIPANTS, onChange, bounds = SEARCH_BOX_PARTICIPANTS, className }: ParticipantsPickerProps) {
  const intl = useIntl();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  return (
    <Stepper
      label={intl.formatMessage(messages.label)}
      description={intl.formatMessage(messages.help, bounds)}
      value={current}
      min={bounds.min}
      max={bounds.max}
      onChange={(next) => {
        const accepted = changeParticipants(current, next, bounds);
        if (accepted === current) return;
        setOwn(accepted);
        onChange?.(accepted);
      }}
      className={className}
    />
  );
}
