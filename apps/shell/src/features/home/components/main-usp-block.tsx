import type { LucideIcon } from 'lucide-react';
import { CalendarCheck, Handshake, Star, Tag } from 'lucide-react';
import { useIntl } from 'react-intl';
import { homeMessages } from '../home-messages';
import type { CmsBlockOf } from './block-types';
import styles from './cms-blocks.module.css';

/** Icons the CMS names for selling points; an unknown name shows the point without an icon. */
const USP_ICONS: Readonly<Record<string, LucideIcon>> = {
  handshake: Handshake,
  tag: Tag,
  calendar: CalendarCheck,
  star: Star,
};

/** The main selling points: a short list under the hero, named for screen readers. */
export function MainUspBlock({ items }: CmsBlockOf<'mainUsp'>) {
  const intl = useIntl();
  return (
    <section className={styles.block} aria-label={intl.formatMessage(homeMessages.sellingPoints)}>
      <ul className={styles.usp}>
        {items.map((item) => {
          const Icon = USP_ICONS[item.icon];
          return (
            <li key={item.title}>
              {Icon ? <Icon className={styles.icon} aria-hidden="true" /> : null}
              <p className={styles.uspTitle}>{item.title}</p>
              <p className={styles.muted}>{item.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
