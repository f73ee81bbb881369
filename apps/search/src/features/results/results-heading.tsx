import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { resultsMessages } from './results-messages';
import styles from './results.module.css';

export interface ResultsHeadingProps {
  readonly title: MessageDescriptor;
  /** The place searched, when there is one. */
  readonly destination: string | undefined;
  /** The party or participants after the place: 'Paris · 3 adults'. */
  readonly party: string;
}

/** A results page's title and the summary of what is searched, announced when it changes. */
export function ResultsHeading({ title, destination, party }: ResultsHeadingProps) {
  const intl = useIntl();
  return (
    <>
      <h1 className={styles.title}>{intl.formatMessage(title)}</h1>
      <p role="status" className={styles.summary}>
        {destination === undefined ? intl.formatMessage(resultsMessages.summaryAnywhere, { party }) : intl.formatMessage(resultsMessages.summary, { destination, party })}
      </p>
    </>
  );
}
