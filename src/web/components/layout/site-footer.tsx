// The footer (spec section 2): about text, quick links, contact, newsletter
// form (loaded after first paint) and the legal links.
import { CircleHelp, Mail } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { hrefFor, SITE_NAME } from '#shared/routes.ts';
import { usePublicSettings } from '#web/lib/site-settings.ts';
import { useHelpDialog } from './help-dialog-provider.tsx';
import { Logo } from './logo.tsx';
import { ABOUT_LINKS, LEGAL_LINKS, MAIN_LINKS, type NavItem } from './nav-items.ts';

// Offline, the form's code may not download: the footer (and the app) must not fail with it.
const NewsletterForm = lazy(() =>
  import('./newsletter-form.tsx').then(
    (m) => ({ default: m.NewsletterForm }),
    () => ({
      default: () => <p className="text-sm">The sign-up form could not load. Reconnect and reload the page to subscribe.</p>,
    }),
  ),
);

const LINK_CLASS = 'rounded text-sm text-slate-300 transition-colors hover:text-white hover:underline';
const HEADING_CLASS = 'text-sm font-semibold tracking-wider text-white uppercase';

const QUICK_LINKS: readonly NavItem[] = [
  ...MAIN_LINKS,
  { label: 'Leaderboards', to: hrefFor('leaderboards') },
  { label: 'Training', to: hrefFor('training') },
  { label: 'Become a Judge', to: hrefFor('become-judge') },
];

const COMMUNITY_LINKS = ABOUT_LINKS.filter(
  (link) => !QUICK_LINKS.some((quick) => quick.to === link.to) && link.to !== hrefFor('contact'),
);

function LinkList({ links }: { links: readonly NavItem[] }) {
  return (
    <ul className="mt-4 space-y-2.5">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={LINK_CLASS}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const { openHelp, preloadHelp } = useHelpDialog();
  // The name the admins gave the site (admin settings), once the public settings are in.
  const siteName = usePublicSettings()?.siteName ?? SITE_NAME;
  return (
    <footer data-testid="site-footer" className="mt-16 bg-brand-900 text-slate-300">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.5fr] lg:px-8">
        <div>
          <Logo variant="white" size="md" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed">
            Structured, timed and judged debates on civic topics. Argue well, listen better and grow with a community that takes
            ideas seriously.
          </p>
          <div className="mt-5 flex flex-col items-start gap-2.5">
            <Link to={hrefFor('contact')} className={`${LINK_CLASS} inline-flex items-center gap-2`}>
              <Mail aria-hidden="true" className="h-4 w-4" />
              Contact us
            </Link>
            <button
              type="button"
              onClick={() => openHelp()}
              onPointerEnter={preloadHelp}
              onFocus={preloadHelp}
              className={`${LINK_CLASS} inline-flex items-center gap-2`}
            >
              <CircleHelp aria-hidden="true" className="h-4 w-4" />
              What's What?
            </button>
          </div>
        </div>

        <nav aria-labelledby="footer-explore-heading">
          <h2 id="footer-explore-heading" className={HEADING_CLASS}>
            Explore
          </h2>
          <LinkList links={QUICK_LINKS} />
        </nav>

        <nav aria-labelledby="footer-community-heading">
          <h2 id="footer-community-heading" className={HEADING_CLASS}>
            Community
          </h2>
          <LinkList links={COMMUNITY_LINKS} />
        </nav>

        <section aria-labelledby="footer-newsletter-heading">
          <h2 id="footer-newsletter-heading" className={HEADING_CLASS}>
            Newsletter
          </h2>
          <p className="mt-4 text-sm">New debates, events and training, about once a month.</p>
          <div className="mt-4">
            <Suspense fallback={<div aria-hidden="true" className="h-[4.75rem]" />}>
              <NewsletterForm />
            </Suspense>
          </div>
        </section>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {siteName}
          </p>
          <nav aria-label="Legal">
            <ul className="flex gap-5">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={LINK_CLASS}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
