import { Component, lazy, Suspense, useId, useState, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { loadTravelMessages } from '@escapade/app-providers';
import { useLocation } from '@escapade/app-providers/router';
import { loadMessagesOnce, MessagesScope, useMarket, type Language } from '@escapade/i18n';
import type { ExposedModuleName, ExposedModules, RemoteWithModules } from './exposed-modules';
import { loadRemoteModule, readyModule, resetRemote } from './federation';
import { isUnder, STAY_ROUTES, type RemoteName } from './route-ownership';
import { RegionSkeleton } from '../layout/region-skeleton';
import { StaySkeleton } from '../layout/stay-skeleton';
import { useHydrated } from '../frame/use-hydrated';
import styles from './remote-outlet.module.css';

const lazyModules = new Map<string, LazyExoticComponent<ComponentType<object>>>();
const withTexts = new WeakMap<ComponentType<object>, ComponentType<object>>();

/**
 * A remote's module under the travel texts (cards, prices, calendars), which the shell's start-up
 * does not load: every remote shows some, and they come with the first remote of the page.
 */
function withTravelTexts(Remote: ComponentType<object>): ComponentType<object> {
  let wrapped = withTexts.get(Remote);
  if (!wrapped) {
    wrapped = function WithTravelTexts(props: object) {
      return (
        <MessagesScope load={loadTravelMessages}>
          <Remote {...props} />
        </MessagesScope>
      );
    };
    withTexts.set(Remote, wrapped);
  }
  return wrapped;
}

/** The module and the travel texts are fetched together, so the texts add no round trip. */
function moduleOf(name: RemoteName, module: string, attempt: number, language: Language): LazyExoticComponent<ComponentType<object>> {
  const key = `${name}/${module}#${attempt}`;
  let loaded = lazyModules.get(key);
  if (!loaded) {
    loaded = lazy(() =>
      Promise.all([loadRemoteModule<object>(name, module), loadMessagesOnce(loadTravelMessages, language)]).then(([remoteModule]) => ({
        default: withTravelTexts(remoteModule.default),
      })),
    );
    lazyModules.set(key, loaded);
  }
  return loaded;
}

interface BoundaryProps {
  remote: RemoteName;
  /** The message's heading: a level 1 heading where the remote owns the page, level 2 inside a shell page. */
  headingLevel: 1 | 2;
  titleId: string;
  onRetry: () => void;
  /** Shown with the message, so the page keeps a way forward (a plain link in place of a search box). */
  fallback?: ReactNode;
  /** An overlay (a drawer) has no region to show a message in: it tells its opener instead. */
  onFailure?: () => void;
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
    this.props.onFailure?.();
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.props.onFailure) return null;
    const Heading = this.props.headingLevel === 1 ? 'h1' : 'h2';
    return (
      <section className={styles.error} role="alert" aria-labelledby={this.props.titleId}>
        <Heading id={this.props.titleId} className={styles.title}>
          <FormattedMessage id="shell.remote.error.title" defaultMessage="This part of the page could not be loaded" />
        </Heading>
        <p>
          <FormattedMessage id="shell.remote.error.body" defaultMessage="The rest of the site still works. Please try again in a moment." />
        </p>
        <button type="button" className={styles.retry} onClick={this.props.onRetry}>
          <FormattedMessage id="shell.remote.error.retry" defaultMessage="Try again" />
        </button>
        {this.props.fallback ? <div className={styles.fallback}>{this.props.fallback}</div> : null}
      </section>
    );
  }
}

interface MountProps {
  remote: RemoteName;
  module: string;
  props: object;
  headingLevel: 1 | 2;
  fallback?: ReactNode;
  /** Set for an overlay: no skeleton while it loads, its opener is told of a failure. */
  onFailure?: () => void;
  /** Shown above the module, in its boundary: it appears with the module's first render, never after. */
  leading?: ReactNode;
  /** What shows while the module loads, in place of the region's placeholder shapes. */
  skeleton?: ReactNode;
}

/**
 * The one way to mount a remote's module: error boundary → suspense (skeleton) → `loadRemote`. The
 * retry button forgets the failed remote and mounts a fresh boundary and loader.
 */
function MountRemote({ remote, module, props, headingLevel, fallback, onFailure, leading, skeleton }: MountProps) {
  const [attempt, setAttempt] = useState(0);
  const titleId = useId();
  // The page frame written at build time holds the skeleton: the remote loads once it is hydrated.
  const hydrated = useHydrated();
  // Loaded already (a link to it was hovered): rendered at once. Decided once per mount, so the
  // remote's tree is never swapped for another component type while it lives.
  const { language } = useMarket();
  const [warm] = useState(() => {
    const ready = readyModule(remote, module)?.default;
    return ready ? withTravelTexts(ready) : undefined;
  });
  const Loaded = attempt === 0 && warm ? warm : moduleOf(remote, module, attempt, language);
  const placeholder = onFailure ? null : (skeleton ?? <RegionSkeleton page={headingLevel === 1} />);
  const retry = () => {
    resetRemote(remote);
    setAttempt((previous) => previous + 1);
  };
  return (
    <RemoteErrorBoundary
      key={`${remote}/${module}#${attempt}`}
      remote={remote}
      headingLevel={headingLevel}
      titleId={titleId}
      onRetry={retry}
      fallback={fallback}
      onFailure={onFailure}
    >
      {hydrated ? (
        <Suspense fallback={placeholder}>
          {leading}
          <Loaded {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </RemoteErrorBoundary>
  );
}

/**
 * A remote's `./Routes` in the page's main region, for the path segments it owns; `leading` (the
 * page's announcement banner) shows above it once both are ready. A stay's page loads with the
 * shape of its gallery (see `StaySkeleton`), other pages with the region's placeholder shapes.
 */
export function RemoteOutlet({ remote, leading }: { remote: RemoteName; leading?: ReactNode }) {
  const { pathname } = useLocation();
  return <MountRemote remote={remote} module="Routes" props={{}} headingLevel={1} leading={leading} skeleton={isUnder(pathname, STAY_ROUTES) ? <StaySkeleton /> : undefined} />;
}

export interface RemoteModuleProps<Remote extends RemoteWithModules, Module extends ExposedModuleName<Remote>> {
  remote: Remote;
  module: Module;
  /** The props of the exposed component. */
  props?: ExposedModules[Remote][Module];
  /** What the page shows with the error message if the module cannot be shown (a plain link, say). */
  fallback?: ReactNode;
  /** For an overlay (a drawer): nothing shows while it loads, and a failure calls this instead of showing a message. */
  onFailure?: () => void;
}

/**
 * Another exposed module of a remote (`<RemoteModule remote="search" module="SearchBox" />`) inside
 * a shell page, with the same boundary, skeleton and retry as the routes: a failure costs only its
 * region and leaves the fallback in its place.
 */
export function RemoteModule<Remote extends RemoteWithModules, Module extends ExposedModuleName<Remote>>({
  remote,
  module,
  props,
  fallback,
  onFailure,
}: RemoteModuleProps<Remote, Module>) {
  return <MountRemote remote={remote} module={module} props={props ?? {}} headingLevel={2} fallback={fallback} onFailure={onFailure} />;
}
