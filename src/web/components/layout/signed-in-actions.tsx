// The top bar's actions for a signed-in visitor (spec section 2): the Create New
// menu and the account menu, from md up. Loaded once the session is known.
import { ChevronDown, Plus } from 'lucide-react';
import { lazy } from 'react';
import { Tooltip } from '#web/components/ui/tooltip.tsx';
import { type SessionUser, userInitials } from '#web/lib/session.ts';
import { DeferredMenu } from './deferred-menu.tsx';

const loadMenus = () => import('./header-menus.tsx');
const preloadMenus = () => {
  loadMenus().catch(() => {});
};
const CreateMenu = lazy(() => loadMenus().then((m) => ({ default: m.CreateMenu })));
const AccountMenu = lazy(() => loadMenus().then((m) => ({ default: m.AccountMenu })));

/** A plain element (not a component) so DeferredMenu and Radix can add their props to it. */
function accountTrigger(user: SessionUser) {
  return (
    <Tooltip label="Account menu">
      <button
        type="button"
        data-testid="account-menu-trigger"
        className="inline-flex h-10 items-center gap-1 rounded-full pr-1 pl-0.5 text-slate-700 transition-colors hover:bg-slate-100"
      >
        <span
          aria-hidden="true"
          className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
        >
          {userInitials(user)}
        </span>
        <span className="sr-only">Account menu</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </button>
    </Tooltip>
  );
}

export function SignedInActions({ user }: { user: SessionUser }) {
  return (
    <div className="hidden items-center gap-1.5 md:flex">
      <DeferredMenu
        menu={CreateMenu}
        preload={preloadMenus}
        trigger={
          <Tooltip label="Create New">
            <button
              type="button"
              data-testid="create-menu-trigger"
              className="inline-flex h-10 items-center gap-1.5 rounded-lg bg-brand-700 px-3 text-sm font-medium text-white shadow-sm transition-colors hover:bg-brand-800"
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only whitespace-nowrap lg:not-sr-only">Create New</span>
              <ChevronDown aria-hidden="true" className="h-4 w-4" />
            </button>
          </Tooltip>
        }
      />
      <DeferredMenu menu={AccountMenu} preload={preloadMenus} trigger={accountTrigger(user)} />
    </div>
  );
}
