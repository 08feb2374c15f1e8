// The page shell: the top bar, the h1 and the lead paragraph of a route that
// has one of PAGE_LEADS, written by the server into the page's HTML before
// #root. It paints as soon as the HTML and the stylesheet have arrived, instead
// of after the app's JavaScript has downloaded and run (on a mid-range phone
// that is well over a second). The app renders into #root underneath, hidden
// while the shell is there (styles.css), and removes the shell in the task that
// commits its first render (main.tsx), so the swap never shows an empty frame
// and nothing moves.
//
// The classes below are the ones the app's own components use (PageHeader and
// Container in web/components/ui/page.tsx read them from here), so the shell
// and the page it stands in for cannot drift apart; a unit test compares the
// two renderings.
import { type AppRoute, SITE_NAME, SITE_SHORT_NAME } from './routes.ts';

/** The id of the shell's element; the app removes it once it has rendered. */
export const PAGE_SHELL_ID = 'page-shell';

export const PAGE_CLASSES = {
  /** The width and padding of page content (Container). */
  container: 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8',
  /** The block around a page's h1, lead and actions (PageHeader). */
  header: 'flex flex-col gap-4 py-8 sm:flex-row sm:items-end sm:justify-between',
  title: 'text-3xl font-bold tracking-tight text-slate-900',
  lead: 'mt-2 max-w-2xl text-slate-600',
} as const;

// The site header's bar and main's offset (web/components/layout/site-header.tsx, root-layout.tsx).
const TOP_BAR_CLASSES = 'fixed inset-x-0 top-0 z-40 border-b border-transparent bg-slate-50';
const TOP_BAR_ROW_CLASSES = 'mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4 sm:px-6 lg:px-8';
const MAIN_CLASSES = 'min-h-dvh pt-16';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** The h1 and lead as PageHeader renders them. */
export function pageHeaderHtml(title: string, lead: string): string {
  return (
    `<div class="${PAGE_CLASSES.header}"><div>` +
    `<h1 class="${PAGE_CLASSES.title}">${escapeHtml(title)}</h1>` +
    `<p class="${PAGE_CLASSES.lead}">${escapeHtml(lead)}</p>` +
    '</div></div>'
  );
}

/**
 * The shell of a route's page, with its lead (shared/page-leads.ts), or '' for
 * a route without one (its page is not a heading and a lead, so a shell would
 * only flash and be replaced). Nothing in it is interactive: it is on screen
 * only until the app has rendered.
 */
export function pageShellHtml(route: AppRoute | null, lead: string | undefined): string {
  if (!route || !lead) return '';
  return shellFrameHtml(pageHeaderHtml(route.title, lead));
}

/**
 * A shell around a page's first content: the top bar, then `content` in main's
 * offset and the page's Container (with `containerClasses` added, as the page's
 * own Container has them). A debate's page has its own content (debate-shell.ts).
 */
export function shellFrameHtml(content: string, containerClasses = ''): string {
  return shellAroundMainHtml(
    `<div class="${[PAGE_CLASSES.container, containerClasses].filter(Boolean).join(' ')}">${content}</div>`,
  );
}

/** The top bar, then `main` in main's offset, as the page draws its own full-width top (the landing page's hero). */
export function shellAroundMainHtml(main: string): string {
  return (
    `<div id="${PAGE_SHELL_ID}">` +
    `<div class="${TOP_BAR_CLASSES}"><div class="${TOP_BAR_ROW_CLASSES}">` +
    // The logo as web/components/layout/logo.tsx draws it: small below lg, with the full name from lg.
    '<span class="mr-2 inline-flex shrink-0 items-center gap-2.5 lg:hidden">' +
    '<img src="/favicon.svg" alt="" width="28" height="28" class="h-7 w-7">' +
    `<span class="text-base font-extrabold leading-none tracking-tight text-brand-900">${SITE_SHORT_NAME}</span>` +
    '</span>' +
    '<span class="mr-2 hidden shrink-0 items-center gap-2.5 lg:inline-flex">' +
    '<img src="/favicon.svg" alt="" width="36" height="36" class="h-9 w-9">' +
    '<span class="flex flex-col leading-none">' +
    `<span class="text-lg font-extrabold tracking-tight text-brand-900">${SITE_SHORT_NAME}</span>` +
    `<span class="mt-0.5 text-xs font-medium tracking-wide text-slate-600">${escapeHtml(SITE_NAME)}</span>` +
    '</span></span>' +
    '</div></div>' +
    `<div class="${MAIN_CLASSES}">${main}</div>` +
    '</div>'
  );
}
