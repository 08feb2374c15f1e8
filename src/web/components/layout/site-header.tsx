// The fixed top bar (spec section 2). It gains a solid background and a shadow
// once the page scrolls past HEADER_SCROLL_THRESHOLD_PX. Menus, the drawer and
// the help dialog carry Radix, so they load on first use (landing page budget).
import { ChevronDown, CircleHelp, Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { HEADER_SCROLL_THRESHOLD_PX } from '#shared/constants.ts';
import { hrefFor } from '#shared/routes.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { LazyTooltip } from '#web/components/ui/lazy-tooltip.tsx';
import { cn } from '#web/lib/cn.ts';
import { useSession } from '#web/lib/session.ts';
import { useScrolledPast } from '#web/lib/use-scrolled-past.ts';
import { DeferredMenu } from './deferred-menu.tsx';
import { useHelpDialog } from './help-dialog-provider.tsx';
import { Logo } from './logo.tsx';
import { MAIN_LINKS, SIGN_IN_PATH, SIGN_UP_PATH } from './nav-items.ts';

const loadMenus = () => import('./header-menus.tsx');
const preloadMenus = () => {
  loadMenus().catch(() => {});
};
const AboutMenu = lazy(() => loadMenus().then((m) => ({ default: m.AboutMenu })));

// Signed-in visitors' Create and account menus: the session is known only after
// the first paint, so their code can come then (the landing page's budget). If
// it cannot download, the drawer still offers the same links.
const SignedInActions = lazy(() =>
  import('./signed-in-actions.tsx').then(
    (m) => ({ default: m.SignedInActions }),
    () => ({ default: () => SESSION_PLACEHOLDER }),
  ),
);

// Same width as the buttons, so nothing shifts when the session is known.
const SESSION_PLACEHOLDER = <div aria-hidden="true" className="hidden h-10 w-44 md:block" />;

const loadDrawer = () => import('./mobile-drawer.tsx');
const MobileDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawer })));

const NAV_LINK_CLASS =
  'inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-lg px-3 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-slate-900';

export function SiteHeader() {
  const isScrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const session = useSession();
  const { pathname } = useLocation();
  const { openHelp, preloadHelp } = useHelpDialog();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // A link followed from the drawer changes the path; the drawer should not stay open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => {
    setIsDrawerOpen(false);
  }, [pathname]);

  const handleOpenDrawer = () => {
    setHasOpenedDrawer(true);
    setIsDrawerOpen(true);
  };
  const preloadDrawer = () => {
    loadDrawer().catch(() => {});
  };

  return (
    <header
      data-testid="site-header"
      data-scrolled={isScrolled ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-200',
        isScrolled ? 'border-slate-200 bg-white/95 shadow-md backdrop-blur-md' : 'border-transparent bg-slate-50',
      )}
    >
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Link to={hrefFor('home')} className="mr-2 shrink-0 rounded-lg">
          <span className="lg:hidden">
            <Logo size="sm" showFullName={false} />
          </span>
          <span className="hidden lg:block">
            <Logo size="md" />
          </span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-0.5">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) => cn(NAV_LINK_CLASS, isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700')}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <DeferredMenu
                menu={AboutMenu}
                preload={preloadMenus}
                trigger={
                  <button type="button" data-testid="about-menu-trigger" className={cn(NAV_LINK_CLASS, 'text-slate-700')}>
                    About
                    <ChevronDown aria-hidden="true" className="h-4 w-4" />
                  </button>
                }
              />
            </li>
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1.5">
          <LazyTooltip label="What's What?">
            <button
              type="button"
              data-testid="help-trigger"
              onClick={() => openHelp()}
              onPointerEnter={preloadHelp}
              onFocus={preloadHelp}
              className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900"
            >
              <CircleHelp aria-hidden="true" className="h-5 w-5 text-brand-700" />
              <span className="sr-only xl:not-sr-only">What's What?</span>
            </button>
          </LazyTooltip>

          {session.status === 'authenticated' ? (
            <Suspense fallback={SESSION_PLACEHOLDER}>
              <SignedInActions user={session.user} />
            </Suspense>
          ) : session.status === 'anonymous' ? (
            <div className="hidden items-center gap-1.5 md:flex">
              <Link to={SIGN_IN_PATH} className={buttonClassName({ variant: 'ghost' })}>
                Log In
              </Link>
              <Link to={SIGN_UP_PATH} className={buttonClassName()}>
                Sign Up
              </Link>
            </div>
          ) : (
            SESSION_PLACEHOLDER
          )}

          <LazyTooltip label="Open menu">
            <button
              ref={menuButtonRef}
              type="button"
              data-testid="mobile-menu-trigger"
              aria-haspopup="dialog"
              aria-expanded={isDrawerOpen}
              onClick={handleOpenDrawer}
              onPointerEnter={preloadDrawer}
              onTouchStart={preloadDrawer}
              className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-800 transition-colors hover:bg-slate-100 md:hidden"
            >
              <Menu aria-hidden="true" className="h-6 w-6" />
              <span className="sr-only">Open menu</span>
            </button>
          </LazyTooltip>
        </div>
      </div>

      {hasOpenedDrawer ? (
        <Suspense fallback={null}>
          <MobileDrawer open={isDrawerOpen} onOpenChange={setIsDrawerOpen} returnFocusTo={menuButtonRef} />
        </Suspense>
      ) : null}
    </header>
  );
}
