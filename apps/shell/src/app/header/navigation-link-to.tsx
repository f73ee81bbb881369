import type { AnchorHTMLAttributes } from 'react';
import { Link } from '@escapade/app-providers/router';

export interface NavigationLinkToProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path (the router adds the market's prefix) or an absolute address. */
  href: string;
}

/** A link of content data: site paths go through the router, other addresses are plain links. */
export function NavigationLinkTo({ href, children, ...props }: NavigationLinkToProps) {
  return href.startsWith('/') ? (
    <Link to={href} {...props}>
      {children}
    </Link>
  ) : (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
