import type { AnchorHTMLAttributes, Ref } from 'react';
import { ExternalLink } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { classNames } from '../internal/class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './link.module.css';

const messages = defineMessages({
  newTab: { id: 'ui.link.newTab', defaultMessage: '(opens in a new tab)' },
});

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** `inline` sits in running text (always underlined); `standalone` is a link on its own line. */
  variant?: 'inline' | 'standalone' | 'muted';
  /** Opens in a new tab, safely, and tells screen-reader users so. */
  external?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A styled anchor for navigation; routers style their own link with {@link linkClassName} so both
 * look alike without the design system knowing the router.
 */
export function Link({ variant = 'inline', external = false, className, children, ref, ...props }: LinkProps) {
  const intl = useIntl();
  return (
    <a
      {...props}
      ref={ref}
      target={external ? '_blank' : props.target}
      rel={external ? 'noopener noreferrer' : props.rel}
      className={classNames(linkClassName(variant), className)}
    >
      {children}
      {external ? (
        <>
          <ExternalLink aria-hidden className={styles.icon} />
          <VisuallyHidden>{intl.formatMessage(messages.newTab)}</VisuallyHidden>
        </>
      ) : null}
    </a>
  );
}

/** The link look for anchors rendered by something else (a router's `Link`). */
export function linkClassName(variant: LinkProps['variant'] = 'inline'): string {
  return classNames(styles.root, variant !== 'inline' && styles.standalone, variant === 'muted' && styles.muted);
}
