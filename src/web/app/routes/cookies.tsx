// Cookie Policy. One strictly necessary cookie, the session cookie of the
// sign-in system (Better Auth, default cookie prefix), plus sdc_-prefixed
// browser storage. Update this list whenever a cookie or storage key is added.
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { Prose, Section } from '#web/components/content/prose.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';

interface StorageItem {
  name: string;
  purpose: string;
  lasts: string;
  kind: string;
}

const COOKIES: readonly StorageItem[] = [
  {
    name: 'better-auth.session_token',
    purpose:
      'Keeps you signed in. It holds a random session token, is sent only to this site, and cannot be read by scripts on the page (HttpOnly, SameSite=Lax). On sites served over HTTPS its name starts with __Secure- and it is only sent over encrypted connections.',
    lasts: 'Up to 30 days, extended while you use the site. Deleted when you sign out.',
    kind: 'Cookie, strictly necessary',
  },
];

const BROWSER_STORAGE: readonly StorageItem[] = [
  {
    name: 'Keys starting with sdc_',
    purpose:
      'Small JSON values in your browser’s local storage: preferences such as a banner you dismissed, and a count of recent sign-in attempts so the page can ask you to wait before trying again. They are never sent to the server.',
    lasts: 'Until you clear your browser’s site data.',
    kind: 'Local storage',
  },
  {
    name: 'Offline copies (IndexedDB sdc_offline)',
    purpose:
      'While you are signed in: the debates, events and clubs you use most, your next debates and the pages you opened, so they open without a connection; and the time each list was last brought up to date.',
    lasts:
      'Replaced every few minutes while you use the site; deleted when you sign out or another member signs in on this device.',
    kind: 'IndexedDB',
  },
  {
    name: 'Judging drafts (IndexedDB sdc_judging)',
    purpose:
      'A judge’s ballot and flow notes as they are typed, and a ballot waiting to be sent, so nothing is lost when the connection drops.',
    lasts: 'Until the server has them; a draft you discard is deleted at once.',
    kind: 'IndexedDB',
  },
  {
    name: 'App files (service worker cache)',
    purpose: 'The app’s own code, styles and icons, so the site starts without a connection. No personal data.',
    lasts: 'Until the next version of the app replaces them.',
    kind: 'Cache storage',
  },
  {
    name: 'Per-tab notes',
    purpose:
      'Short-lived notes in session storage, such as the page to return to after signing in, or a reminder you dismissed for this visit.',
    lasts: 'Until you close the tab.',
    kind: 'Session storage',
  },
];

function StorageList({ items, label }: { items: readonly StorageItem[]; label: string }) {
  return (
    <ul className="grid max-w-3xl gap-4" aria-label={label}>
      {items.map((item) => (
        <li key={item.name} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h3 className="font-mono text-base font-semibold break-all text-slate-900">{item.name}</h3>
          <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="font-medium text-slate-900">What it does</dt>
            <dd className="text-slate-700">{item.purpose}</dd>
            <dt className="font-medium text-slate-900">How long</dt>
            <dd className="text-slate-700">{item.lasts}</dd>
            <dt className="font-medium text-slate-900">Type</dt>
            <dd className="text-slate-700">{item.kind}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function Component() {
  return (
    <Container className="pb-16">
      <PageHeader
        title="Cookie Policy"
        lead="This site uses one cookie, to keep you signed in. No advertising, analytics or tracking cookies."
      />
      <Prose>
        <h2>The short version</h2>
        <ul>
          <li>The only cookie is set by the sign-in system, and only to keep you signed in.</li>
          <li>It is strictly necessary for a service you asked for, which is why the site does not show a cookie banner.</li>
          <li>No third party sets cookies through this site.</li>
        </ul>
      </Prose>

      <Section id="cookies" title="Cookies">
        <StorageList items={COOKIES} label="Cookies" />
      </Section>

      <Section
        id="browser-storage"
        title="Other storage in your browser"
        lead="Not cookies, but similar: small pieces of data the site keeps in your browser to remember your choices."
      >
        <StorageList items={BROWSER_STORAGE} label="Browser storage" />
      </Section>

      <Section id="control" title="Your choices">
        <Prose>
          <p>
            You can see and delete cookies and site data in your browser’s settings. If you delete the sign-in cookie, you are
            signed out; everything else keeps working. If a future feature needs a new cookie or storage key, it will be listed
            here before it is used.
          </p>
          <p>
            For what happens to your data on the server, read the <Link to={hrefFor('privacy')}>privacy policy</Link>.
          </p>
        </Prose>
      </Section>
    </Container>
  );
}
