// One section of the settings page: a card with an anchor (/settings#sessions),
// a heading, a line on what it is for, and its content.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LogIn } from 'lucide-react';
import { useNavigate } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { saveAuthReturn } from '#web/lib/auth-return.ts';
import { cn } from '#web/lib/cn.ts';
import { signOut } from '#web/lib/sign-out.ts';

export function SettingsSection({
  id,
  title,
  description,
  icon: Icon,
  tone = 'default',
  aside,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  icon: LucideIcon;
  tone?: 'default' | 'danger';
  /** A status shown beside the heading, such as "On". */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn('scroll-mt-24 rounded-2xl bg-white shadow-sm ring-1', tone === 'danger' ? 'ring-red-200' : 'ring-slate-200')}
    >
      <div className="flex items-start gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
        <span
          className={cn(
            'flex h-10 w-10 shrink-0 items-center justify-center rounded-xl',
            tone === 'danger' ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700',
          )}
        >
          <Icon aria-hidden="true" className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {aside}
          </div>
          <p className="mt-0.5 text-sm text-slate-600">{description}</p>
        </div>
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </section>
  );
}

/** Signs out and opens /auth, coming back to `returnPath`: for actions that need a recent sign-in. */
export function useSignInAgain(returnPath: string) {
  const navigate = useNavigate();
  return async () => {
    saveAuthReturn({ path: returnPath, feature: 'your settings' });
    await signOut();
    navigate(hrefFor('auth'), { replace: true });
  };
}

export function SignInAgainNotice({ returnPath, children }: { returnPath: string; children: ReactNode }) {
  const signInAgain = useSignInAgain(returnPath);
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between">
      <p>{children}</p>
      <Button variant="secondary" size="sm" onClick={() => void signInAgain()} className="shrink-0">
        <LogIn aria-hidden="true" className="h-4 w-4" />
        Sign in again
      </Button>
    </div>
  );
}

export function FormMessage({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}
