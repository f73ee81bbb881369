import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

const CrashPage = lazy(() => import('./crash-page'));

interface CrashBoundaryState {
  readonly error: Error | null;
}

/**
 * The last line of defence: any render error the remotes' own boundaries do not catch replaces the
 * page with the crash page (its code loaded then), which reports the error.
 */
export class CrashBoundary extends Component<{ readonly children: ReactNode }, CrashBoundaryState> {
  override state: CrashBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): CrashBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The page crashed while rendering', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <Suspense fallback={null}>
        <CrashPage error={this.state.error} />
      </Suspense>
    );
  }
}
