// What fills the breadcrumb trail (breadcrumbs.ts), installed after the first
// paint by app/breadcrumb-recorder.tsx: clicks, described by the element's role
// and name (never a field's value, never the text of something that is not a
// control: that could be anyone's words), and same-origin requests (method,
// path without its query, status, duration), seen by wrapping fetch so every
// caller is covered. Unhandled errors and rejections are reported too, a few
// per page at most.
import type { Breadcrumb } from '#shared/analytics/client-errors.ts';
import { CLIENT_ERRORS_ROUTE } from '#shared/analytics/routes.ts';
import type { BreadcrumbTrail } from './breadcrumbs.ts';
import { reportError } from './error-report.ts';

const NAME_MAX = 60;
const TARGET_MAX = 120;
const PATH_MAX = 300;
/** Unhandled errors reported per page load at most: a loop that throws must not flood the server. */
const UNHANDLED_REPORTS_MAX = 5;

/** The little of an element the description reads, so it can be tested without a DOM. */
export interface ClickedElement {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  closest(selector: string): ClickedElement | null;
  labels?: ArrayLike<{ textContent: string | null }> | null;
}

const CONTROLS = 'a[href],button,input,select,textarea,summary,[role]';
const IMPLICIT_ROLES: Record<string, string> = {
  a: 'link',
  button: 'button',
  select: 'combobox',
  textarea: 'textbox',
  summary: 'summary',
};
/** Roles whose visible text is the control's own label, not something typed into it. */
const NAMED_BY_TEXT = new Set([
  'link',
  'button',
  'tab',
  'menuitem',
  'menuitemradio',
  'menuitemcheckbox',
  'option',
  'summary',
  'switch',
  'checkbox',
  'radio',
]);

const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, NAME_MAX);

/** `button "Save"`, `link "Debates"`, `textbox "Email"`, or the tag alone for anything else. */
export function describeClickTarget(target: ClickedElement | null): string | null {
  if (!target) return null;
  const control = target.closest(CONTROLS);
  if (!control) return target.tagName.toLowerCase();
  const tag = control.tagName.toLowerCase();
  const type = tag === 'input' ? (control.getAttribute('type') ?? 'text').toLowerCase() : null;
  const role =
    control.getAttribute('role') ??
    (type
      ? type === 'checkbox' || type === 'radio'
        ? type
        : type === 'submit' || type === 'button'
          ? 'button'
          : 'textbox'
      : null) ??
    IMPLICIT_ROLES[tag] ??
    tag;
  const isEditable = control.getAttribute('contenteditable') !== null && control.getAttribute('contenteditable') !== 'false';
  let name = squeeze(control.getAttribute('aria-label'));
  if (!name && (tag === 'input' || tag === 'select' || tag === 'textarea')) {
    // A field is named by its label, never by what it holds.
    name = squeeze(control.labels?.[0]?.textContent) || squeeze(control.getAttribute('name'));
  } else if (!name && !isEditable && NAMED_BY_TEXT.has(role)) {
    name = squeeze(control.textContent);
  }
  return (name ? `${role} "${name}"` : role).slice(0, TARGET_MAX);
}

/** Records each click on the page; returns the removal. */
export function recordClicks(trail: BreadcrumbTrail): () => void {
  const onClick = (event: MouseEvent) => {
    const described = describeClickTarget(event.target instanceof Element ? event.target : null);
    if (described) trail.add({ type: 'click', at: Date.now(), target: described });
  };
  document.addEventListener('click', onClick, { capture: true, passive: true });
  return () => document.removeEventListener('click', onClick, { capture: true });
}

/** The method and same-origin path of a fetch call, or null for other origins and the error reports themselves. */
export function requestOf(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  origin: string,
): { method: string; path: string } | null {
  const request = typeof Request !== 'undefined' && input instanceof Request ? input : null;
  let url: URL;
  try {
    url = new URL(request ? request.url : String(input), origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname === CLIENT_ERRORS_ROUTE.path) return null;
  return { method: (init?.method ?? request?.method ?? 'GET').toUpperCase().slice(0, 7), path: url.pathname.slice(0, PATH_MAX) };
}

/** Wraps window.fetch to record same-origin requests; returns the unwrapping. */
export function recordRequests(trail: BreadcrumbTrail): () => void {
  const original = window.fetch;
  const wrapped: typeof fetch = (input, init) => {
    const request = requestOf(input, init, location.origin);
    const started = performance.now();
    const answer = original.call(window, input, init);
    if (request) {
      const record = (status: number) => {
        const crumb: Breadcrumb = {
          type: 'request',
          at: Date.now(),
          ...request,
          status,
          ms: Math.round(performance.now() - started),
        };
        trail.add(crumb);
      };
      answer.then(
        (response) => record(response.status),
        () => record(0),
      );
    }
    return answer;
  };
  window.fetch = wrapped;
  return () => {
    if (window.fetch === wrapped) window.fetch = original;
  };
}

/** Reports errors nothing caught (a few per page load); returns the removal. */
export function reportUnhandledErrors(): () => void {
  let reported = 0;
  const report = (error: unknown, context: string) => {
    // An aborted request is not a bug; an error without an object is another origin's script ("Script error.").
    if (error === undefined || error === null || (error instanceof Error && error.name === 'AbortError')) return;
    if (reported >= UNHANDLED_REPORTS_MAX) return;
    reported++;
    reportError(error, context);
  };
  const onError = (event: ErrorEvent) => report(event.error, 'unhandled error');
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason, 'unhandled promise rejection');
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
