import { useIntl } from 'react-intl';
import { Link } from '@escapade/app-providers/router';
import { ApiRequestError } from '@escapade/data-access-api';
import { Button, Skeleton } from '@escapade/ui';
import { pageMessages } from './page-messages';
import layout from './page-layout.module.css';

/** The id of a path's second segment: a positive integer, else null (the page is then not found). */
export function pathIdOf(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** A refused request (an unknown id) is not tried again; a server or network failure is, once. */
export function retryServerErrors(failures: number, error: Error): boolean {
  return failures < 1 && !(error instanceof ApiRequestError && error.status < 500);
}

/** Whether a page's data call says there is no such thing. */
export function isNotFound(error: Error | null): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** A page with nothing to show: its title (also the tab's), a word of explanation and a way on. */
export function MissingPage({ title, text, linkTo, linkText }: { readonly title: string; readonly text?: string; readonly linkTo: string; readonly linkText: string }) {
  const intl = useIntl();
  return (
    <div className={layout.page}>
      <title>{intl.formatMessage(pageMessages.documentTitle, { page: title })}</title>
      <section className={layout.notice} role="status">
        <h1>{title}</h1>
        {text ? <p>{text}</p> : null}
        <Link to={linkTo}>{linkText}</Link>
      </section>
    </div>
  );
}

/** A page whose data could not be loaded: says so and offers to try again. */
export function FailedPage({ onRetry }: { readonly onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className={layout.page}>
      <p role="alert">{intl.formatMessage(pageMessages.failed)}</p>
      <Button onClick={onRetry}>{intl.formatMessage(pageMessages.retry)}</Button>
    </div>
  );
}

/**
 * A page while its data loads: the shape of its gallery and text, and what is loading, for screen
 * readers. It fills the window, so the footer below does not move when the page arrives.
 */
export function LoadingPage({ label }: { readonly label: string }) {
  return (
    <div className={`${layout.page} ${layout.loadingPage}`} aria-busy="true">
      <p className={layout.visuallyHidden} role="status">
        {label}
      </p>
      <Skeleton variant="rect" height="20rem" />
      <Skeleton variant="text" lines={3} />
    </div>
  );
}
