import type { ReactNode } from 'react';
import { useLocation } from '@escapade/app-providers/router';
import { parseAccountHash } from '@escapade/util-criteria';
import { AccountPage } from './account-page';

/** /account: the booking-retrieval or invoice tab its hash `r` names (visitors included), else the signed-in customer's `home`. */
export function AccountIndexPage({ home }: { home: ReactNode }) {
  const { hash } = useLocation();
  return parseAccountHash(hash) === undefined ? home : <AccountPage />;
}
