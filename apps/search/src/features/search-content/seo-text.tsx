import { useId, useState } from 'react';
import type { SearchCriteria } from '@escapade/util-criteria';
import { useSearchPageContent } from './search-content-query';
import styles from './seo-text.module.css';

/** Past this many characters the text shows its first section and a 'Read more' disclosure. */
const COLLAPSED_AFTER_CHARACTERS = 400;

/**
 * The destination's text at the bottom of the results: headings and paragraphs as plain text (the
 * API sends no markup), the sections after the first behind 'Read more' when it is long (its labels
 * come with the text, in the market language, so the results page's catalog does not carry them).
 * The collapsed part stays in the page, hidden, so crawlers still read it.
 */
export function SeoText({ criteria }: { readonly criteria: SearchCriteria }) {
  const titleId = useId();
  const restId = useId();
  const [expanded, setExpanded] = useState(false);
  const text = useSearchPageContent(criteria).data?.seoText;
  if (!text) return null;
  const [first, ...rest] = text.sections;
  const length = text.sections.reduce((sum, section) => sum + section.heading.length + section.paragraphs.join('').length, 0);
  const collapsible = rest.length > 0 && length > COLLAPSED_AFTER_CHARACTERS;
  const section = (entry: (typeof text.sections)[number]) => (
    <div key={entry.heading}>
      <h3 className={styles.seoHeading}>{entry.heading}</h3>
      {entry.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
  return (
    <section aria-labelledby={titleId} className={styles.seo}>
      <h2 id={titleId} className={styles.seoTitle}>
        {text.title}
      </h2>
      {first ? section(first) : null}
      <div id={restId} hidden={collapsible && !expanded}>
        {rest.map(section)}
      </div>
      {collapsible ? (
        <button type="button" className={styles.seoToggle} aria-expanded={expanded} aria-controls={restId} onClick={() => setExpanded(!expanded)}>
          {expanded ? text.readLess : text.readMore}
        </button>
      ) : null}
    </section>
  );
}
