// The signed-out visitor's way in: sign in, then come back to this tournament.
import { Link, useLocation } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { saveAuthReturn } from '#web/lib/auth-return.ts';

export function SignInToRegister() {
  const location = useLocation();
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm text-slate-700">Sign in to register a team, join your teammates or adjudicate.</p>
      <Link
        to={hrefFor('auth')}
        onClick={() => saveAuthReturn({ path: `${location.pathname}${location.search}`, feature: 'this tournament' })}
        className={buttonClassName({ className: 'mt-3' })}
      >
        Sign in to register
      </Link>
    </div>
  );
}
