import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '@escapade/ui';
import { resultsMessages } from './results-messages';
import styles from './results.module.css';

export interface ResultsHeadingProps {
  readonly title: MessageDescriptor;
  /** The place searched, when there is one. */
  readonly destination: string | undefined;
  /** The party or participants after the place: 'Paris · 3 adults'. */
  readonly party: string;
}

/**
 * A results page's title (on the page and in the browser's tab) and the summary of what is searched,
 * announced to screen readers when it changes; on screen the summary bar below already says it.
 */
export function ResultsHeading({ title, destination, party }: ResultsHeadingProps) {
  const intl = useIntl();
  const heading = intl.formatMessage(title);
  return (
    <>
      <title>{intl.formatMessage(resultsMessages.documentTitle, { page: destination === undefined ? heading : `${destination} · ${heading}` })}</title>
      <h1 className={styles.title}>{heading}</h1>
      <VisuallyHidden role="status">
        {destination === undefined ? intl.formatMessage(resultsMessages.summaryAnywhere, { party }) : intl.formatMessage(resultsMessages.summary, { destination, party })}
      </VisuallyHidden>
    </>
  );
}
