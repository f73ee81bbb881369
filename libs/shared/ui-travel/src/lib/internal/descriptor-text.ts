import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor as PricingDescriptor } from '@escapade/util-pricing';
import { calendarMessages } from '@escapade/util-calendar';

/**
 * The pure libraries decide which text applies and hand over a descriptor. util-pricing's texts are
 * formatted as they come (their translations are util-pricing's own catalog, which the API uses
 * too); util-calendar has no catalog, so its words live in this library's `travel.` catalog.
 */
const calendarTexts = defineMessages({
  checkIn: { id: 'travel.calendar.day.checkIn', defaultMessage: 'Check-in' },
  checkOut: { id: 'travel.calendar.day.checkOut', defaultMessage: 'Check-out' },
  inRange: { id: 'travel.calendar.day.inRange', defaultMessage: 'Within range' },
  selectable: { id: 'travel.calendar.day.selectable', defaultMessage: 'Selectable' },
  unselectable: { id: 'travel.calendar.day.unselectable', defaultMessage: 'Unselectable' },
  bestPriceOfTheMonth: { id: 'travel.calendar.day.bestPriceOfTheMonth', defaultMessage: 'Best price of the month' },
  currentWeekend: { id: 'travel.calendar.shortcut.currentWeekend', defaultMessage: 'Current weekend' },
  popularDates: { id: 'travel.calendar.shortcut.popularDates', defaultMessage: '{checkIn} - {checkOut}' },
  loadingAvailabilities: {
    id: 'travel.calendar.loadingAvailabilities',
    defaultMessage: 'We are looking for the next availabilities...',
  },
  giftcardPrompt: { id: 'travel.calendar.giftcardPrompt', defaultMessage: 'Need flexibility? Offer this stay as a giftcard' },
});

type Descriptor = { readonly id: string; readonly defaultMessage: string };

function byId(sources: Readonly<Record<string, Descriptor>>, targets: Readonly<Record<string, Descriptor>>): Map<string, Descriptor> {
  const table = new Map<string, Descriptor>();
  for (const [key, source] of Object.entries(sources)) {
    const target = targets[key];
    if (target) table.set(source.id, target);
  }
  return table;
}

const TEXTS = byId(calendarMessages, calendarTexts);

/** A descriptor of the pure libraries, with its placeholder values. */
export type LibraryDescriptor = PricingDescriptor | { readonly id: string; readonly defaultMessage: string };

/** Formats a descriptor of util-pricing (its own ids) or util-calendar (this library's `travel.` wording). */
export function useDescriptorText(): (descriptor: LibraryDescriptor, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return useCallback(
    (descriptor, values) => {
      const own = TEXTS.get(descriptor.id) ?? descriptor;
      const given = 'values' in descriptor ? descriptor.values : undefined;
      return intl.formatMessage(own, { ...given, ...values });
    },
    [intl],
  );
}
