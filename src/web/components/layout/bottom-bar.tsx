// The mobile bottom bar (spec section 2): five tabs, below the md breakpoint
// only. Signed-out visitors tapping Profile go straight to /auth, and come back
// to their profile after signing in.
import { CalendarDays, CircleUserRound, House, type LucideIcon, MessagesSquare, Users } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { cn } from '#web/lib/cn.ts';
import { saveAuthReturn } from '#web/lib/auth-return.ts';
import { useSession } from '#web/lib/session.ts';
import { BOTTOM_BAR_LINKS, isActivePath, SIGN_IN_PATH } from './nav-items.ts';

const ICONS: Record<string, LucideIcon> = {
  [hrefFor('home')]: House,
  [hrefFor('debates')]: MessagesSquare,
  [hrefFor('events')]: CalendarDays,
  [hrefFor('clubs')]: Users,
  [hrefFor('profile')]: CircleUserRound,
};

export function BottomBar() {
  const { pathname } = useLocation();
  const session = useSession();
  const isSignedOut = session.status === 'anonymous';

  return (
    <nav
      aria-label="Bottom bar"
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <ul className="grid h-16 grid-cols-5">
        {BOTTOM_BAR_LINKS.map((link) => {
          const Icon = ICONS[link.to] ?? House;
          const isActive = isActivePath(pathname, link.to);
          const sendsToSignIn = link.to === hrefFor('profile') && isSignedOut;
          return (
            <li key={link.to}>
              <Link
                to={sendsToSignIn ? SIGN_IN_PATH : link.to}
                onClick={sendsToSignIn ? () => saveAuthReturn({ path: link.to, feature: 'your profile' }) : undefined}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'flex h-full flex-col items-center justify-center gap-1 text-xs font-medium transition-colors',
                  isActive ? 'text-brand-800' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                <Icon aria-hidden="true" className={cn('h-5 w-5', isActive && 'stroke-[2.5]')} />
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
