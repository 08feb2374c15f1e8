// The mobile drawer (spec section 2): everything the top bar offers, in a panel
// sliding in from the right (a Sheet). Loaded on the first tap of the menu button.
import { CircleHelp, Download, LogOut } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ScrollArea } from '#web/components/ui/scroll-area.tsx';
import { Sheet, SheetContent, SheetHeader } from '#web/components/ui/sheet.tsx';
import { cn } from '#web/lib/cn.ts';
import { promptInstall, useCanInstall } from '#web/lib/install-prompt.ts';
import { isAdmin, useSession } from '#web/lib/session.ts';
import { signOut } from '#web/lib/sign-out.ts';
import { useHelpDialog } from './help-dialog-provider.tsx';
import {
  ABOUT_LINKS,
  ACCOUNT_LINKS,
  ADMIN_LINK,
  CREATE_LINKS,
  isActivePath,
  MAIN_LINKS,
  type NavItem,
  SIGN_IN_PATH,
  SIGN_UP_PATH,
} from './nav-items.ts';

const ROW_CLASS = 'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium transition-colors';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 px-3 py-3 first:border-t-0">
      <h3 className="px-3 pb-1 text-xs font-semibold tracking-wider text-slate-600 uppercase">{title}</h3>
      {children}
    </section>
  );
}

export function MobileDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const session = useSession();
  const canInstall = useCanInstall();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { openHelp } = useHelpDialog();
  const close = () => onOpenChange(false);

  const renderLinks = (links: readonly NavItem[]) => (
    <ul>
      {links.map((link) => {
        const isActive = isActivePath(pathname, link.to);
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={close}
              aria-current={isActive ? 'page' : undefined}
              className={cn(ROW_CLASS, isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100')}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );

  const handleHelp = () => {
    close();
    // The drawer's button goes away with the drawer; the menu button takes focus back.
    openHelp(returnFocusTo.current);
  };
  const handleInstall = () => {
    close();
    void promptInstall();
  };
  const handleSignOut = () => {
    close();
    navigate(hrefFor('home'));
    void signOut();
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        data-testid="mobile-drawer"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader title="Menu" closeLabel="Close menu" />
        <ScrollArea className="min-h-0 flex-1" label="Menu links">
          <nav aria-label="Menu" className="pb-[env(safe-area-inset-bottom)]">
            {session.status === 'anonymous' ? (
              <div className="grid grid-cols-2 gap-2 px-6 pt-4 pb-2">
                <Button asChild variant="secondary">
                  <Link to={SIGN_IN_PATH} onClick={close}>
                    Log In
                  </Link>
                </Button>
                <Button asChild>
                  <Link to={SIGN_UP_PATH} onClick={close}>
                    Sign Up
                  </Link>
                </Button>
              </div>
            ) : null}
            <Section title="Explore">{renderLinks(MAIN_LINKS)}</Section>
            {session.status === 'authenticated' ? <Section title="Create New">{renderLinks(CREATE_LINKS)}</Section> : null}
            {session.status === 'authenticated' ? (
              <Section title="Account">
                {renderLinks(isAdmin(session) ? [ADMIN_LINK, ...ACCOUNT_LINKS] : ACCOUNT_LINKS)}
                <ul>
                  {canInstall ? (
                    <li>
                      <button
                        type="button"
                        onClick={handleInstall}
                        className={cn(ROW_CLASS, 'text-slate-800 hover:bg-slate-100')}
                      >
                        <Download aria-hidden="true" className="h-5 w-5 text-brand-700" />
                        Install App
                      </button>
                    </li>
                  ) : null}
                  <li>
                    <button type="button" onClick={handleSignOut} className={cn(ROW_CLASS, 'text-slate-800 hover:bg-slate-100')}>
                      <LogOut aria-hidden="true" className="h-5 w-5 text-slate-600" />
                      Sign Out
                    </button>
                  </li>
                </ul>
              </Section>
            ) : null}
            <Section title="About">
              {renderLinks(ABOUT_LINKS)}
              <button type="button" onClick={handleHelp} className={cn(ROW_CLASS, 'text-slate-800 hover:bg-slate-100')}>
                <CircleHelp aria-hidden="true" className="h-5 w-5 text-brand-700" />
                What's What?
              </button>
            </Section>
          </nav>
        </ScrollArea>
      </SheetContent>
    </Sheet>
  );
}
