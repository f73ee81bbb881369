import type { MouseEvent } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { VisuallyHidden } from '@escapade/ui';
import { classNames } from '../internal/class-names';
import styles from './card-cta.module.css';

const messages = defineMessages<{
  offer: NoMessageValues;
  gift: NoMessageValues;
  activity: NoMessageValues;
  hotel: NoMessageValues;
  newTab: NoMessageValues;
  connectivity: { channelManagerId: string | number };
}>({
  offer: { id: 'travel.card.seeOffer', defaultMessage: 'See offer' },
  gift: { id: 'travel.card.seeGift', defaultMessage: 'See gift' },
  activity: { id: 'travel.card.seeActivity', defaultMessage: 'See activity' },
  hotel: { id: 'travel.card.seeHotel', defaultMessage: 'See hotel' },
  newTab: { id: 'travel.card.newTab', defaultMessage: '(opens in a new tab)' },
  connectivity: { id: 'travel.card.connectivity', defaultMessage: 'CM {channelManagerId}' },
});

/** What a card leads to; it picks the spec's default label ('See offer', 'See gift', 'See activity'). */
export type CardCtaKind = 'offer' | 'gift' | 'activity' | 'hotel';

export interface CardCtaProps {
  kind: CardCtaKind;
  href: string;
  /** Name of the card, read after the label so each link of a list says where it goes. */
  label: string;
  newTab?: boolean;
  /** Outside production only: the channel manager id shown on the button with 'CM'. */
  channelManagerId?: string | number | null;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
}

/** The call to action of a card, a link styled as a button. */
export function CardCta({ kind, href, label, newTab = false, channelManagerId, onClick, className }: CardCtaProps) {
  const intl = useIntl();
  return (
    <a href={href} onClick={onClick} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined} className={classNames(styles.root, className)}>
      {intl.formatMessage(messages[kind])}
      <VisuallyHidden>: {label}</VisuallyHidden>
      {channelManagerId != null && channelManagerId !== '' ? <span className={styles.connectivity}>{intl.formatMessage(messages.connectivity, { channelManagerId })}</span> : null}
      {newTab ? <VisuallyHidden> {intl.formatMessage(messages.newTab)}</VisuallyHidden> : null}
    </a>
  );
}
