import { defineMessages, useIntl } from 'react-intl';
import { Star } from 'lucide-react';
import { classNames } from '../internal/class-names';
import styles from './hotel-stars.module.css';

const messages = defineMessages<{
  stars: { count: number };
}>({
  stars: { id: 'travel.hotelStars.label', defaultMessage: '{count, plural, one {# star} other {# stars}}' },
});

export interface HotelStarsProps {
  count: number;
  className?: string;
}

/** A hotel's class as stars, read out as a number rather than as a row of icons. */
export function HotelStars({ count, className }: HotelStarsProps) {
  const intl = useIntl();
  const stars = Math.max(0, Math.min(5, Math.round(count)));
  if (stars === 0) return null;
  return (
    <span role="img" aria-label={intl.formatMessage(messages.stars, { count: stars })} className={classNames(styles.root, className)}>
      {Array.from({ length: stars }, (_, index) => (
        <Star key={index} aria-hidden className={styles.star} />
      ))}
    </span>
  );
}
