/** A user-facing text as formatjs expects it: the catalog key and the spec's English text. */
export interface MessageDescriptor {
  readonly id: string;
  readonly defaultMessage: string;
}

/**
 * A table of descriptors, named as formatjs's tools know it: production browser builds keep the ids
 * only (the UI words each from its own catalog), while the server and tests keep the English texts.
 */
function defineMessages<const TMessages extends Record<string, MessageDescriptor>>(messages: TMessages): TMessages {
  return messages;
}

/** Every text this library hands to the calendar UI, keyed `calendar.*`. */
export const calendarMessages = defineMessages({
  checkIn: { id: 'calendar.day.checkIn', defaultMessage: 'Check-in' },
  checkOut: { id: 'calendar.day.checkOut', defaultMessage: 'Check-out' },
  inRange: { id: 'calendar.day.inRange', defaultMessage: 'Within range' },
  selectable: { id: 'calendar.day.selectable', defaultMessage: 'Selectable' },
  unselectable: {
    id: 'calendar.day.unselectable',
    defaultMessage: 'Unselectable',
  },
  bestPriceOfTheMonth: {
    id: 'calendar.day.bestPriceOfTheMonth',
    defaultMessage: 'Best price of the month',
  },
  currentWeekend: {
    id: 'calendar.shortcut.currentWeekend',
    defaultMessage: 'Current weekend',
  },
  popularDates: {
    id: 'calendar.shortcut.popularDates',
    defaultMessage: '{checkIn} - {checkOut}',
  },
  loadingAvailabilities: {
    id: 'calendar.loadingAvailabilities',
    defaultMessage: 'We are looking for the next availabilities...',
  },
  giftcardPrompt: {
    id: 'calendar.giftcardPrompt',
    defaultMessage: 'Need flexibility? Offer this stay as a giftcard',
  },
});
