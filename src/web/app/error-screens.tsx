// The two error screens of spec section 2.
// A, AppErrorBoundary: the whole app failed; it sits outside the router, so it
// navigates with plain browser calls.
// B, RouteErrorBoundary: one page failed while rendering or loading; the top bar
// and footer stay usable. A page whose code did not download is no server error:
// it gets an honest message (offline, or an updated app) with a way to try again.
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { StatusScreen } from '#web/components/ui/status-screen.tsx';
import { reportError } from '#web/lib/error-report.ts';
import { useGoBack } from '#web/lib/use-go-back.ts';
import { isChunkLoadError, reloadOnceForNewRelease } from './chunk-load-error.ts';

function sessionStorageOrNull(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}
import { retryFailedPages } from './pages.ts';

interface BoundaryState {
  // Wrapped, because `throw undefined` is legal and must still count as an error.
  caught: { error: unknown } | null;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { caught: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { caught: { error } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, `application failure${info.componentStack ?? ''}`);
  }

  handleRetry = () => {
    this.setState({ caught: null });
  };

  override render() {
    if (!this.state.caught) return this.props.children;
    return <AppFailureScreen message={messageOf(this.state.caught.error)} onRetry={this.handleRetry} />;
  }
}

function AppFailureScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main id="main" className="min-h-dvh bg-slate-50">
      <StatusScreen
        testId="app-error"
        icon={TriangleAlert}
        tone="danger"
        title="Something went wrong"
        actions={
          <>
            <button type="button" onClick={onRetry} className={buttonClassName()}>
              Try Again
            </button>
            <button
              type="button"
              onClick={() => window.location.assign(hrefFor('home'))}
              className={buttonClassName({ variant: 'secondary' })}
            >
              Go Home
            </button>
          </>
        }
      >
        <p>Your data is safe, and the error has been reported.</p>
        <p>Try refreshing the page or going to the home page. If the problem continues, clearing your browser cache can help.</p>
        <p className="mx-auto max-w-md rounded-lg bg-white px-4 py-3 text-left font-mono text-sm break-words text-slate-800 ring-1 ring-slate-200">
          <span className="sr-only">Error message: </span>
          {message}
        </p>
      </StatusScreen>
    </main>
  );
}

/** Status and text of a route error: its HTTP status when it has one, else 500. */
export function routeErrorDetails(error: unknown): { status: number; text: string } {
  const candidate = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; statusText?: unknown };
  const status =
    typeof candidate.status === 'number' && candidate.status >= 400 && candidate.status < 600 ? candidate.status : 500;
  const text = typeof candidate.statusText === 'string' && candidate.statusText ? candidate.statusText : messageOf(error);
  return { status, text };
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { caught: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { caught: { error } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Online, a missing chunk is a new release: one reload fetches it (docs/offline.md).
    if (
      navigator.onLine &&
      isChunkLoadError(error) &&
      reloadOnceForNewRelease(sessionStorageOrNull(), () => window.location.reload())
    ) {
      return;
    }
    // A download that failed offline is the connection's doing, not a bug.
    if (navigator.onLine || !isChunkLoadError(error)) reportError(error, `route error${info.componentStack ?? ''}`);
  }

  handleRetry = () => {
    retryFailedPages();
    this.setState({ caught: null });
  };

  override render() {
    if (!this.state.caught) return this.props.children;
    const { error } = this.state.caught;
    if (isChunkLoadError(error)) return <PageNotLoadedScreen onRetry={this.handleRetry} />;
    return <RouteErrorScreen {...routeErrorDetails(error)} />;
  }
}

/** A page whose code could not be downloaded: offline before it was saved here, or replaced by a new version. */
function PageNotLoadedScreen({ onRetry }: { onRetry: () => void }) {
  const isOffline = !navigator.onLine;
  return (
    <StatusScreen
      testId="page-not-loaded"
      icon={TriangleAlert}
      tone="warning"
      title={isOffline ? "You're offline" : 'This page could not load'}
      actions={
        <button type="button" onClick={isOffline ? onRetry : () => window.location.reload()} className={buttonClassName()}>
          {isOffline ? 'Retry' : 'Reload'}
        </button>
      }
    >
      <p>
        {isOffline
          ? "This page hasn't been saved on this device yet. Reconnect and try again."
          : 'A new version of SDC may be available. Reload to get it.'}
      </p>
    </StatusScreen>
  );
}

function RouteErrorScreen({ status, text }: { status: number; text: string }) {
  const goBack = useGoBack();
  return (
    <StatusScreen
      testId="route-error"
      icon={CircleAlert}
      tone="danger"
      eyebrow={`Error ${status}`}
      title="An unexpected error occurred"
      actions={
        <>
          <Link to={hrefFor('home')} className={buttonClassName()}>
            Go Home
          </Link>
          <button type="button" onClick={goBack} className={buttonClassName({ variant: 'secondary' })}>
            Go Back
          </button>
        </>
      }
    >
      <p className="break-words">{text}</p>
    </StatusScreen>
  );
}
