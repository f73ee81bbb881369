import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the activity day choices in the booking box. */
export const activityDatesMessages = defineMessages<{
  chooseDay: { activity: string };
  updating: NoMessageValues;
}>({
  chooseDay: { id: 'product.activityDates.chooseDay', defaultMessage: 'Choose the day of {activity}' },
  updating: { id: 'product.activityDates.updating', defaultMessage: 'Updating your stay with the chosen days…' },
});
