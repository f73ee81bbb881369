import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActivityDatesChoice } from '@escapade/api-contract';
import { useProductQuote } from '@escapade/data-access-api';
import { useMarket } from '@escapade/i18n';
import { RadioGroup } from '@escapade/ui';
import { formatActivityDates, type ActivityDate, type ProductPageState } from '@escapade/util-criteria';
import { formatDay, type IsoDate } from '@escapade/util-market';
import { ACTIVITY_DATES_MESSAGE, quoteFailure, stayQuoteQuery } from '../checkout-start';
import { activityDatesMessages } from './activity-dates-messages';
import styles from './activity-dates.module.css';

export interface ActivityDatesChoiceProps {
  readonly weekendId: number;
  /** The activities whose day the visitor chooses, with the stay's days. */
  readonly choices: readonly ActivityDatesChoice[];
  /** The dated stay, its chosen activity days among the choices. */
  readonly state: ProductPageState;
  /** A day chosen for an activity (it replaces that activity's earlier day). */
  readonly onChoose: (activityId: string, date: IsoDate) => void;
  /** Grows each time Book finds an activity without its day: the first such activity then takes the focus (and comes into view). */
  readonly focusRequest: number;
}

/**
 * One radio group per activity of the dated stay whose day the visitor chooses ('Choose the day of
 * …'), the stay's days as options. Each choice re-quotes the stay with the chosen days, so a day the
 * stay cannot be sold with shows at once rather than at Book. Loaded only for stays that have such
 * activities: the quote's schema is not in the page's first download.
 */
export default function ActivityDatesChoices(props: ActivityDatesChoiceProps) {
  const market = useMarket();
  const query = stayQuoteQuery(props.state, market.code);
  return query === undefined ? null : <DatedChoices {...props} query={query} />;
}

function DatedChoices({ weekendId, choices, state, onChoose, focusRequest, query }: ActivityDatesChoiceProps & { readonly query: NonNullable<ReturnType<typeof stayQuoteQuery>> }) {
  const intl = useIntl();
  const quote = useProductQuote({ id: String(weekendId) }, query, { enabled: state.activityDates.length > 0 });
  const answered = state.activityDates.length > 0 && !quote.isFetching && (quote.isSuccess || quote.isError) ? quoteFailure(quote.data) : null;
  // A day still to choose is what these groups ask for already; Book says it if the visitor goes on without it.
  const failure = answered === ACTIVITY_DATES_MESSAGE ? null : answered;
  const dayLabel = (date: IsoDate) => formatDay(intl, date, { weekday: 'long', day: 'numeric', month: 'long' });
  const chosen = (activityId: number): ActivityDate | undefined => state.activityDates.find((entry) => entry.activityId === String(activityId));
  // The address changes in a transition: the day just picked stays checked until the hash holds a new selection, which then rules.
  const selection = formatActivityDates(state.activityDates);
  const [picks, setPicks] = useState<{ readonly from: string; readonly values: Readonly<Record<number, string>> }>({ from: selection, values: {} });
  const picked = picks.from === selection ? picks.values : {};
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusRequest === 0) return;
    const unchosen = [...(container.current?.querySelectorAll('fieldset') ?? [])].find((group) => group.querySelector('input:checked') === null);
    unchosen?.querySelector('input')?.focus();
  }, [focusRequest]);

  return (
    <div ref={container} className={styles.choices} aria-busy={quote.isFetching}>
      {choices.map((choice) => (
        <RadioGroup
          key={choice.activityId}
          legend={intl.formatMessage(activityDatesMessages.chooseDay, { activity: choice.title })}
          orientation="horizontal"
          options={choice.dates.map((option) => ({ value: option.value, label: dayLabel(option.date) }))}
          value={picked[choice.activityId] ?? choice.dates.find((option) => option.date === chosen(choice.activityId)?.date)?.value ?? ''}
          onChange={(value) => {
            const option = choice.dates.find((candidate) => candidate.value === value);
            if (!option) return;
            setPicks({ from: selection, values: { ...picked, [choice.activityId]: value } });
            onChoose(String(choice.activityId), option.date);
          }}
        />
      ))}
      <p className={styles.status} role="status">
        {quote.isFetching ? intl.formatMessage(activityDatesMessages.updating) : null}
      </p>
      {failure ? (
        <p className={styles.error} role="alert">
          {intl.formatMessage(failure, failure.values)}
        </p>
      ) : null}
    </div>
  );
}
