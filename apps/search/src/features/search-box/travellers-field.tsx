import { useIntl } from 'react-intl';
import { DropdownPanel } from '@escapade/ui';
import { ParticipantsPicker, TravellersPicker, travellersSummaryMessage } from '@escapade/ui-travel';
import { changeParticipants, changeTravellers, SEARCH_BOX_PARTICIPANTS, type Flow, type Travellers } from '@escapade/util-criteria';
import { searchBoxMessages } from './search-box-messages';
import { searchCriteriaMessages } from './search-criteria-messages';
import { TriggerText } from './trigger-text';
import styles from './search-box.module.css';

export interface TravellersFieldProps {
  readonly flow: Flow;
  readonly travellers: Travellers;
  readonly onChange: (travellers: Travellers) => void;
}

/**
 * Who travels, under a dropdown: adults, children and babies (bounds, ages and single room from
 * util-criteria), or 1 to 2 participants in the activity flow, counted as adults like its results page.
 */
export function TravellersField({ flow, travellers, onChange }: TravellersFieldProps) {
  const intl = useIntl();
  const activity = flow === 'activity';
  const participants = changeParticipants(SEARCH_BOX_PARTICIPANTS.max, travellers.adult, SEARCH_BOX_PARTICIPANTS);
  const summary = activity
    ? intl.formatMessage(searchCriteriaMessages.participantsSummary, { count: participants })
    : intl.formatMessage(travellersSummaryMessage, { adult: travellers.adult, child: travellers.child, baby: travellers.baby });
  return (
    <DropdownPanel
      className={styles.trigger}
      panelClassName={styles.panel}
      label={<TriggerText label={intl.formatMessage(activity ? searchBoxMessages.participants : searchBoxMessages.travellers)} value={summary} />}
    >
      {activity ? (
        <ParticipantsPicker value={participants} onChange={(count) => onChange(changeTravellers(travellers, 'adult', count))} />
      ) : (
        <TravellersPicker value={travellers} onChange={onChange} />
      )}
    </DropdownPanel>
  );
}
