import type { ReactNode } from 'react';
import { Link as RouterLink, useHref } from '@escapade/app-providers/router';
import { Link } from '@escapade/ui';

export interface CmsLinkProps {
  /** A site path (the router adds the market's prefix, `/nl` on nl_BE) or an absolute address. */
  href: string;
  newTab?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A link written by the CMS: site paths go through the router; a link the CMS opens in a new tab is
 * the design system's, which opens it safely and tells screen-reader users so.
 */
export function CmsLink({ href, newTab = false, className, children }: CmsLinkProps) {
  const sitePath = href.startsWith('/');
  const siteHref = useHref(sitePath ? href : '/');
  if (sitePath && !newTab) {
    return (
      <RouterLink to={href} className={className}>
        {children}
      </RouterLink>
    );
  }
  return (
    <Link href={sitePath ? siteHref : href} external={newTab} className={className}>
      {children}
    </Link>
  );
}
