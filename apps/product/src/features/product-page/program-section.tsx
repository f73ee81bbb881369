import { useIntl } from 'react-intl';
import { BedDouble, Coffee, Sparkles, UtensilsCrossed } from 'lucide-react';
import type { PackageSummary, ProgramLine } from '@escapade/api-contract';
import { productMessages } from './product-messages';
import layout from '../../app/page-layout.module.css';
import styles from './product-page.module.css';

const LINE_ICONS = { ROOM: BedDouble, BREAKFAST: Coffee, DINNER: UtensilsCrossed, ACTIVITY: Sparkles } as const;

/** 'Your stay includes': the room, then how many nights, breakfasts, dinners and activities. */
export function PackageIncludes({ summary, nights }: { readonly summary: PackageSummary; readonly nights: number }) {
  const intl = useIntl();
  const items = [
    summary.room,
    intl.formatMessage(productMessages.includesNights, { count: nights }),
    summary.breakfasts > 0 ? intl.formatMessage(productMessages.includesBreakfasts, { count: summary.breakfasts }) : null,
    summary.dinners > 0 ? intl.formatMessage(productMessages.includesDinners, { count: summary.dinners }) : null,
    summary.activities > 0 ? intl.formatMessage(productMessages.includesActivities, { count: summary.activities }) : null,
  ].filter((item): item is string => item !== null);
  return (
    <section className={styles.includes} aria-labelledby="product-includes">
      <h2 id="product-includes" className={layout.sectionTitle}>
        {intl.formatMessage(productMessages.includesTitle)}
      </h2>
      <ul className={layout.pills}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** The programme: each line of the stay with its kind's icon and how many of it. */
export function ProgramSection({ lines }: { readonly lines: readonly ProgramLine[] }) {
  const intl = useIntl();
  return (
    <section id="experience" className={layout.section} aria-labelledby="product-program">
      <h2 id="product-program" className={layout.sectionTitle}>
        {intl.formatMessage(productMessages.programTitle)}
      </h2>
      <ul className={styles.program}>
        {lines.map((line, index) => {
          const Icon = LINE_ICONS[line.type];
          return (
            <li key={`${line.type}-${index}`} className={styles.programLine} id={line.type === 'ROOM' ? 'room' : undefined}>
              <Icon aria-hidden="true" className={styles.programIcon} />
              <span>{line.title}</span>
              {line.quantity > 1 ? <span className={styles.quantity}>{intl.formatMessage(productMessages.quantity, { count: line.quantity })}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
