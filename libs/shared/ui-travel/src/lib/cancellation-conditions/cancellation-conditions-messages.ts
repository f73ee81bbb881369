import { defineMessages } from 'react-intl';

/** The modal's name, shared by the button that opens it (eager) and the modal itself (loaded on demand). */
export const cancellationConditionsMessages = defineMessages({
  title: { id: 'travel.cancellationBadge.conditions', defaultMessage: 'Cancellation conditions' },
});
