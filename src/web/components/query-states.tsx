// The loading, failure and not-found states every data page shares, so a slow or
// broken request looks the same wherever it happens.
import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONNECTIVITY_MESSAGES, GENERIC_ERROR_MESSAGES } from '#shared/messages.ts';
import type { SavedOnDevice as SavedOnDeviceMark } from '#web/lib/offline/offline-reads.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { Button } from './ui/button.tsx';
import { SavedOnDevice } from './offline/saved-on-device.tsx';
import { Container } from './ui/page.tsx';

/** The sentence to show for a failed request (spec section 8's generic texts). */
export function errorMessageFor(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0 || error.code === 'NETWORK') {
      return typeof navigator !== 'undefined' && !navigator.onLine
        ? CONNECTIVITY_MESSAGES.notSavedOffline
        : GENERIC_ERROR_MESSAGES.network;
    }
    if (error.status === 401) return GENERIC_ERROR_MESSAGES.auth;
    if (error.status === 403) return GENERIC_ERROR_MESSAGES.permission;
    if (error.status === 429) return GENERIC_ERROR_MESSAGES.rateLimit;
    if (error.status === 400) return GENERIC_ERROR_MESSAGES.validation;
  }
  return GENERIC_ERROR_MESSAGES.unknown;
}

/** A bad id (400) and a missing record (404) both mean "there is nothing at this address". */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

export function LoadingStatus({ label }: { label: string }) {
  return (
    <p role="status" className="sr-only">
      {label}
    </p>
  );
}

function Bone({ className }: { className: string }) {
  return <div className={`rounded bg-slate-200 motion-safe:animate-pulse ${className}`} />;
}

/** Placeholder cards; `label` announces the loading unless the caller has a live region of its own. */
export function CardGridSkeleton({ label, count = 6 }: { label?: string; count?: number }) {
  return (
    <div>
      {label ? <LoadingStatus label={label} /> : null}
      <div aria-hidden="true" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <div className="flex gap-2">
              <Bone className="h-5 w-20 rounded-full" />
              <Bone className="h-5 w-24 rounded-full" />
            </div>
            <Bone className="mt-4 h-6 w-3/4" />
            <Bone className="mt-2 h-4 w-full" />
            <div className="mt-5 space-y-2">
              <Bone className="h-4 w-2/3" />
              <Bone className="h-4 w-1/2" />
              <Bone className="h-4 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export function DetailSkeleton({ label }: { label: string }) {
  return (
    <Container className="py-8">
      <LoadingStatus label={label} />
      <div aria-hidden="true">
        <Bone className="h-4 w-28" />
        <div className="mt-6 flex gap-2">
          <Bone className="h-5 w-20 rounded-full" />
          <Bone className="h-5 w-28 rounded-full" />
        </div>
        <Bone className="mt-4 h-9 w-2/3" />
        <Bone className="mt-3 h-5 w-1/2" />
        <div className="mt-10 grid gap-8 lg:grid-cols-3">
          <div className="space-y-3 lg:col-span-2">
            <Bone className="h-4 w-full" />
            <Bone className="h-4 w-full" />
            <Bone className="h-4 w-2/3" />
          </div>
          <Bone className="h-48 w-full rounded-xl" />
        </div>
      </div>
    </Container>
  );
}

export function QueryErrorState({
  title,
  error,
  onRetry,
  isRetrying = false,
  headingLevel = 2,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
  /** 1 when the failure is the whole page (a detail page), so the page keeps its h1. */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200"
    >
      <TriangleAlert aria-hidden="true" className="mb-4 h-10 w-10 text-amber-600" />
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      <p className="mt-2 max-w-md text-slate-600">{errorMessageFor(error)}</p>
      <Button className="mt-6" onClick={onRetry} disabled={isRetrying}>
        <RotateCw aria-hidden="true" className={`h-4 w-4 ${isRetrying ? 'motion-safe:animate-spin' : ''}`} />
        {isRetrying ? 'Retrying…' : 'Try again'}
      </Button>
    </div>
  );
}

/** A page whose record does not exist; its heading is the page's h1. */
export function NotFoundState({
  title,
  children,
  backTo,
  backLabel,
}: {
  title: string;
  children: ReactNode;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Container className="py-16">
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <SearchX aria-hidden="true" className="mb-4 h-12 w-12 text-brand-600" />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 max-w-md text-slate-600">{children}</p>
        <Button asChild className="mt-6">
          <Link to={backTo}>{backLabel}</Link>
        </Button>
      </div>
    </Container>
  );
}

/**
 * A detail page's states in one place: the record once it is here (even while a
 * background refetch runs or fails), a skeleton before, a not-found page for a
 * bad or unknown id, and a retryable error otherwise.
 */
export function DetailQuery<T>({
  query,
  loadingLabel,
  errorTitle,
  notFound,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  errorTitle: string;
  notFound: { title: string; text: string; backTo: string; backLabel: string };
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) {
    // Offline, from the device's copy (lib/offline/offline-reads.ts): said above the page.
    const { savedAt } = query.data as SavedOnDeviceMark;
    return savedAt === undefined ? (
      children(query.data)
    ) : (
      <>
        <Container className="pt-4">
          <SavedOnDevice savedAt={savedAt} />
        </Container>
        {children(query.data)}
      </>
    );
  }
  if (query.isPending) return <DetailSkeleton label={loadingLabel} />;
  if (isNotFoundError(query.error)) {
    return (
      <NotFoundState title={notFound.title} backTo={notFound.backTo} backLabel={notFound.backLabel}>
        {notFound.text}
      </NotFoundState>
    );
  }
  return (
    <Container className="py-16">
      <QueryErrorState
        headingLevel={1}
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    </Container>
  );
}
