import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { loadRemoteRoutes, resetRemote } from './federation';
import type { RemoteName } from './route-ownership';
import { RegionSkeleton } from '../layout/region-skeleton';
import styles from './remote-outlet.module.css';

const lazyRoutes = new Map<string, LazyExoticComponent<ComponentType>>();

function routesOf(name: RemoteName, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${name}#${attempt}`;
  let routes = lazyRoutes.get(key);
  if (!routes) {
    routes = lazy(() => loadRemoteRoutes(name));
    lazyRoutes.set(key, routes);
  }
  return routes;
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering, so only its region is lost. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`The ${this.props.remote} part of the page failed`, error.message, info.componentStack ?? '');
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <section className={styles.error} role="alert" aria-labelledby="remote-error-title">
        <h1 id="remote-error-title" className={styles.title}>
          <FormattedMessage id="shell.remote.error.title" defaultMessage="This part of the page could not be loaded" />
        </h1>
        <p>
          <FormattedMessage id="shell.remote.error.body" defaultMessage="The rest of the site still works. Please try again in a moment." />
        </p>
        <button type="button" className={styles.retry} onClick={this.props.onRetry}>
          <FormattedMessage id="shell.remote.error.retry" defaultMessage="Try again" />
        </button>
      </section>
    );
  }
}

/**
 * The one way to mount a remote: error boundary → suspense (skeleton) → `loadRemote`. The retry
 * button forgets the failed remote and mounts a fresh boundary and loader.
 */
export function RemoteOutlet({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const Routes = routesOf(remote, attempt);
  const retry = () => {
    resetRemote(remote);
    setAttempt((previous) => previous + 1);
  };
  return (
    <RemoteErrorBoundary key={`${remote}#${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<RegionSkeleton />}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
