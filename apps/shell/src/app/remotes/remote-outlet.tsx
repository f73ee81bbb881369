import { Component, Suspense, useEffect, useId, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { loadTravelMessages, type RemoteRoutesModule } from '@escapade/app-providers';
import { useLocation } from '@escapade/app-providers/router';
import { loadMessagesOnce, MessagesScope, useMarket } from '@escapade/i18n';
import type { MarketLanguage } from '@escapade/util-market';
import type { ExposedModuleName, ExposedModules, RemoteWithModules } from './exposed-modules';
import { loadRemoteModule, readyModule, resetRemote } from './federation';
import { isUnder, STAY_ROUTES, type RemoteName } from './route-ownership';
import { RegionSkeleton } from '../layout/region-skeleton';
import { StaySkeleton } from '../layout/stay-skeleton';
import { useHydrated } from '../frame/use-hydrated';
import styles from './remote-outlet.module.css';

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

/**
 * A remote's module with what its first render reads, fetched together so none adds a round trip:
 * its code, the travel texts, for a remote's `./Routes` its own texts (`preload`), and with
 * `leadingReady` what the content above it reads.
 */
async function loadShowable(name: RemoteName, module: string, language: MarketLanguage, leadingReady?: () => Promise<unknown>): Promise<ComponentType<object>> {
  const [loaded] = await Promise.all([loadRemoteModule<object>(name, module), loadMessagesOnce(loadTravelMessages, language), leadingReady?.()]);
  // Its own texts failing to come is left to its render, which reports it to the boundary.
  await (loaded as Partial<RemoteRoutesModule>).preload?.(language).catch(() => undefined);
  return withTravelTexts(loaded.default);
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

/** A remote's code or texts that did not arrive: the region's message and its retry, not the crash page. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    override readonly cause: unknown,
  ) {
    super(`The ${remote} remote could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteLoadError';
  }
}

/** Whether an error is a failed download (the remote's entry, or a chunk it splits off), not a bug in a render. */
export function isLoadFailure(error: unknown): boolean {
  return error instanceof RemoteLoadError || (error instanceof Error && (error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk .* failed/.test(error.message)));
}

/**
 * A remote's region: a download that failed shows the region's message and its retry (the rest of
 * the page works); an error of a render inside it is a crash, passed on to the crash page, which
 * reports it.
 */
class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown): { error: unknown; failed: boolean } {
    return { error, failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (!isLoadFailure(error)) return;
    const reason = error instanceof RemoteLoadError && error.cause instanceof Error ? error.cause : error;
    console.warn(`The ${this.props.remote} part of the page failed`, reason.message, info.componentStack ?? '');
    this.props.onFailure?.();
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    // Thrown on to the page's crash boundary.
    if (!isLoadFailure(this.state.error)) throw this.state.error;
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
  /** Settles once what `leading` reads is here: the module waits for it too, so neither suspends when shown. */
  leadingReady?: () => Promise<unknown>;
  /** What shows while the module loads, in place of the region's placeholder shapes. */
  skeleton?: ReactNode;
}

interface RemoteContentProps {
  remote: RemoteName;
  module: string;
  props: object;
  /** Which try this is: the first may show a module this page has already loaded, a retry loads it afresh. */
  attempt: number;
  placeholder: ReactNode;
  leading?: ReactNode;
  leadingReady?: () => Promise<unknown>;
}

/**
 * The module once it and its texts are here, the placeholder until then; a failure to load goes to
 * the error boundary around it. The module replaces the placeholder by a state change, not as a lazy
 * component: React holds back a Suspense boundary's content until 300 ms after it showed its
 * fallback, which put off every remote page's first content, however fast its code came.
 */
function RemoteContent({ remote, module, props, attempt, placeholder, leading, leadingReady }: RemoteContentProps) {
  const { language } = useMarket();
  // Loaded already (a link to it was hovered): rendered at once.
  const [shown, setShown] = useState<{ readonly Module?: ComponentType<object>; readonly failed?: { readonly error: unknown } }>(() => {
    const ready = attempt === 0 ? readyModule(remote, module)?.default : undefined;
    return ready ? { Module: withTravelTexts(ready) } : {};
  });
  const loaded = shown.Module !== undefined;
  useEffect(() => {
    if (loaded) return undefined;
    let current = true;
    loadShowable(remote, module, language, leadingReady).then(
      (Module) => current && setShown({ Module }),
      (error: unknown) => current && setShown({ failed: { error } }),
    );
    return () => {
      current = false;
    };
  }, [remote, module, language, leadingReady, loaded]);
  // Thrown from inside the boundary, which shows the region's message and its retry.
  if (shown.failed) throw new RemoteLoadError(remote, shown.failed.error);
  if (!shown.Module) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      {leading}
      <shown.Module {...props} />
    </Suspense>
  );
}

/**
 * The one way to mount a remote's module: error boundary → its placeholder until `loadRemote` has
 * it → the module. The retry button forgets the failed remote and mounts a fresh boundary and loader.
 */
function MountRemote({ remote, module, props, headingLevel, fallback, onFailure, leading, leadingReady, skeleton }: MountProps) {
  const [attempt, setAttempt] = useState(0);
  const titleId = useId();
  // The page frame written at build time holds the skeleton: the remote loads once it is hydrated.
  const hydrated = useHydrated();
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
        <RemoteContent remote={remote} module={module} props={props} attempt={attempt} placeholder={placeholder} leading={leading} leadingReady={leadingReady} />
      ) : (
        placeholder
      )}
    </RemoteErrorBoundary>
  );
}

/**
 * A remote's `./Routes` in the page's main region, for the path segments it owns; `leading` (the
 * page's announcement banner) shows above it once both are ready (`leadingReady`). A stay's page
 * loads with the shape of its gallery (see `StaySkeleton`), other pages with the region's
 * placeholder shapes.
 */
export function RemoteOutlet({ remote, leading, leadingReady }: { remote: RemoteName; leading?: ReactNode; leadingReady?: () => Promise<unknown> }) {
  const { pathname } = useLocation();
  return (
    <MountRemote
      remote={remote}
      module="Routes"
      props={{}}
      headingLevel={1}
      leading={leading}
      leadingReady={leadingReady}
      skeleton={isUnder(pathname, STAY_ROUTES) ? <StaySkeleton /> : undefined}
    />
  );
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
