import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { MOBILE_MEDIA_QUERY } from '../internal/breakpoints';
import { useMediaQuery } from '../internal/use-media-query';
import styles from './truncated-text.module.css';

const messages = defineMessages({
  seeMore: { id: 'ui.truncatedText.seeMore', defaultMessage: 'See more' },
  seeLess: { id: 'ui.truncatedText.seeLess', defaultMessage: 'See less' },
});

/** Spec: descriptions truncate at 250 characters on desktop and 86 on mobile. */
export const TRUNCATE_DESKTOP = 250;
export const TRUNCATE_MOBILE = 86;

/** The visible part of a long text: cut at the limit, without a trailing space, with an ellipsis. */
export function truncateText(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit).trimEnd()}…`;
}

export interface TruncatedTextProps {
  text: string;
  /** Characters shown before 'See more'; 250 on desktop and 86 on mobile by default. */
  limit?: number;
  className?: string;
}

/** A long description cut to the spec's length with a See more / See less toggle. */
export function TruncatedText({ text, limit, className }: TruncatedTextProps) {
  const intl = useIntl();
  const id = useId();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const max = limit ?? (mobile ? TRUNCATE_MOBILE : TRUNCATE_DESKTOP);
  const [expanded, setExpanded] = useState(false);
  const long = text.length > max;
  return (
    <p className={[styles.root, className].filter(Boolean).join(' ')}>
      <span id={`${id}-text`}>{expanded || !long ? text : truncateText(text, max)}</span>
      {long ? (
        <button type="button" aria-expanded={expanded} aria-controls={`${id}-text`} onClick={() => setExpanded(!expanded)} className={styles.toggle}>
          {intl.formatMessage(expanded ? messages.seeLess : messages.seeMore)}
        </button>
      ) : null}
    </p>
  );
}
