// The top bar's dropdowns (spec section 2): About (the info pages), Create New
// and the account menu. Loaded on first use through DeferredMenu; each menu is
// named by its trigger. Non-modal, like site navigation: the rest of the page
// stays reachable (a modal menu hides it from assistive technology).
import { Download, LayoutDashboard, LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { promptInstall, useCanInstall } from '#web/lib/install-prompt.ts';
import { isAdmin, useSession } from '#web/lib/session.ts';
import { signOut } from '#web/lib/sign-out.ts';
import type { MenuComponentProps } from './deferred-menu.tsx';
import { ABOUT_LINKS, ACCOUNT_LINKS, ADMIN_LINK, CREATE_LINKS } from './nav-items.ts';

const ITEM_CLASS =
  'flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

function MenuContent({ children }: { children: ReactNode }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        collisionPadding={12}
        className="z-50 min-w-56 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-slate-200 transition duration-150 starting:-translate-y-1 starting:opacity-0 motion-reduce:transition-none"
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={ITEM_CLASS}>
      <Link to={to}>{children}</Link>
    </DropdownMenu.Item>
  );
}

export function AboutMenu({ trigger, defaultOpen }: MenuComponentProps) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <MenuContent>
        {ABOUT_LINKS.map((link) => (
          <MenuLink key={link.to} to={link.to}>
            {link.label}
          </MenuLink>
        ))}
      </MenuContent>
    </DropdownMenu.Root>
  );
}

export function CreateMenu({ trigger, defaultOpen }: MenuComponentProps) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <MenuContent>
        {CREATE_LINKS.map((link) => (
          <MenuLink key={link.to} to={link.to}>
            {link.label}
          </MenuLink>
        ))}
      </MenuContent>
    </DropdownMenu.Root>
  );
}

export function AccountMenu({ trigger, defaultOpen }: MenuComponentProps) {
  const session = useSession();
  const canInstall = useCanInstall();
  const navigate = useNavigate();
  const handleSignOut = () => {
    // Leave any members-only page first, so its guard does not ask to sign in again.
    navigate(hrefFor('home'));
    void signOut();
  };
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <MenuContent>
        {session.user ? (
          <DropdownMenu.Label className="px-3 pt-2 pb-2.5">
            <span className="block truncate text-sm font-semibold text-slate-900">{session.user.name || session.user.email}</span>
            <span className="block truncate text-xs text-slate-600">{session.user.email}</span>
          </DropdownMenu.Label>
        ) : null}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        {isAdmin(session) ? (
          <MenuLink to={ADMIN_LINK.to}>
            <LayoutDashboard aria-hidden="true" className="h-4 w-4 text-brand-700" />
            {ADMIN_LINK.label}
          </MenuLink>
        ) : null}
        {ACCOUNT_LINKS.map((link) => (
          <MenuLink key={link.to} to={link.to}>
            {link.label}
          </MenuLink>
        ))}
        {canInstall ? (
          <DropdownMenu.Item className={ITEM_CLASS} onSelect={() => void promptInstall()}>
            <Download aria-hidden="true" className="h-4 w-4 text-brand-700" />
            Install App
          </DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item className={ITEM_CLASS} onSelect={handleSignOut}>
          <LogOut aria-hidden="true" className="h-4 w-4 text-slate-600" />
          Sign Out
        </DropdownMenu.Item>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
