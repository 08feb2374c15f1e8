// Which pages open offline, and so which files the service worker precaches
// (read by vite.config.ts after the build): the app shell (the entry, with the
// components it loads later: menus, toasts, the query client) and the pages a
// member reads or works on away from a connection — the lists and records the
// device keeps (docs/offline.md), My Debates and the judge's scoring and notes
// (its ballot drafts and flow notes are kept on the device as they are typed).
// Other pages need the server anyway (signing in, settings, forms that create
// things, the admin area); they are cached the first time they are used.
// Kept apart from the app's code: the build imports it in Node.
import { collectFiles, type ViteManifest } from '../../shared/vite-manifest.ts';
import { getRouteById, pageModuleName } from '../../shared/routes.ts';

export const OFFLINE_PAGE_ROUTE_IDS = [
  'home',
  'debates',
  'debate',
  'events',
  'event',
  'clubs',
  'club',
  'my-debates',
  'judge-score',
  'judge-note-taking',
] as const;

const ENTRY_KEY = 'index.html';
/**
 * Loaded later by offline pages, but only for what needs the network anyway: the
 * anti-bot check of forms, comments (never kept on the device), the newsletter form,
 * the onboarding banner (it reads the profile from the API and leads to the
 * onboarding page, which saves to it).
 */
const ONLINE_ONLY_MODULES = new Set([
  'lib/proof-of-work-widget.ts',
  'features/comments/components/comments-section.tsx',
  'components/layout/newsletter-form.tsx',
  'features/accounts/components/onboarding-banner.tsx',
]);
const isPage = (key: string) => key.startsWith('app/routes/');

/**
 * The JavaScript and CSS files (paths relative to the build) that the offline
 * pages need: what each loads at once and what it loads later on its own
 * (menus, dialogs, comments), but never another page
 * nor an online-only part.
 */
export function offlinePrecacheFiles(manifest: ViteManifest): Set<string> {
  const files = { js: new Set<string>(), css: new Set<string>() };
  const seen = new Set<string>();
  const pending = [
    ENTRY_KEY,
    'app/routes/not-found.tsx',
    ...OFFLINE_PAGE_ROUTE_IDS.map((id) => `app/routes/${pageModuleName(getRouteById(id))}.tsx`),
  ];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    collectFiles(manifest, key, files, seen);
    for (const loaded of [...seen]) {
      for (const lazy of manifest[loaded]?.dynamicImports ?? [])
        if (!isPage(lazy) && !ONLINE_ONLY_MODULES.has(lazy) && !seen.has(lazy)) pending.push(lazy);
    }
  }
  return new Set([...files.js, ...files.css]);
}
