// Connected accounts (settings#identities): the ways to sign in to this account.
// Google can be linked (where this site offers it) and unlinked; Better Auth
// refuses to unlink the last way in, and its message is shown as it is.
import { CheckCircle2, Link2, LoaderCircle, Mail, Unlink } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OwnProfile } from '#shared/accounts/contract.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/toast.ts';
import { useSignInOptions } from '../api/get-sign-in-options.ts';
import { IDENTITIES_RETURN_PATH, useLinkGoogle } from '../api/link-google.ts';
import { type LinkedIdentity, useIdentities } from '../api/list-identities.ts';
import { useUnlinkIdentity } from '../api/unlink-identity.ts';
import { linkErrorMessage, needsRecentSignIn, settingsErrorMessage } from './settings-errors.ts';
import { SettingsSection, SignInAgainNotice } from './settings-section.tsx';

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.56c2.08-1.92 3.28-4.74 3.28-8.09Z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.56-2.76c-.98.66-2.23 1.06-3.72 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M5.84 14.11A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.11V7.05H2.18a11 11 0 0 0 0 9.9l3.66-2.84Z" />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.05l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38Z"
      />
    </svg>
  );
}

function IdentityRow({
  icon,
  name,
  detail,
  status,
  action,
}: {
  icon: ReactNode;
  name: string;
  detail: string;
  status: ReactNode;
  action?: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-700">{icon}</span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {name}
          {status}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">{detail}</p>
      </div>
      {action ? <div className="self-start sm:self-center">{action}</div> : null}
    </li>
  );
}

/** Shows, once, why a Google linking round trip failed (Better Auth adds ?error= to the return address). */
function useLinkErrorFromUrl() {
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get('error');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!code || shown.current === code) return;
    shown.current = code;
    notify.error({ title: 'Google not linked', description: linkErrorMessage(code), id: 'link-google-error' });
    setSearchParams(
      (params) => {
        params.delete('error');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [code, setSearchParams]);
}

export function IdentitiesSection({ profile }: { profile: OwnProfile }) {
  useLinkErrorFromUrl();
  const identities = useIdentities();
  const options = useSignInOptions();
  const linkGoogle = useLinkGoogle();
  const unlink = useUnlinkIdentity();
  const [needsSignIn, setNeedsSignIn] = useState(false);

  const google: LinkedIdentity | undefined = identities.data?.find((identity) => identity.providerId === 'google');
  const hasPassword = identities.data
    ? identities.data.some((identity) => identity.providerId === 'credential')
    : profile.hasPassword;
  const canLinkGoogle = options.data?.google === true;

  const handleLink = () => {
    linkGoogle.mutate(undefined, {
      onError: (error) => notify.error({ title: 'Google not linked', description: settingsErrorMessage(error) }),
    });
  };

  const handleUnlink = (identity: LinkedIdentity) => {
    setNeedsSignIn(false);
    unlink.mutate(identity, {
      onSuccess: () =>
        notify.success({ title: 'Google unlinked', description: 'You can no longer sign in with that Google account.' }),
      onError: (error) => {
        if (needsRecentSignIn(error)) setNeedsSignIn(true);
        notify.error({ title: 'Google not unlinked', description: settingsErrorMessage(error) });
      },
    });
  };

  return (
    <SettingsSection
      id="identities"
      title="Connected accounts"
      icon={Link2}
      description="The ways you can sign in to this account."
    >
      {identities.isError ? (
        <p role="alert" className="mb-4 text-sm font-medium text-red-800">
          Your connected accounts could not be loaded. {settingsErrorMessage(identities.error)}
        </p>
      ) : null}
      {needsSignIn ? (
        <div className="mb-4">
          <SignInAgainNotice returnPath={IDENTITIES_RETURN_PATH}>
            For your security, unlinking needs a sign-in from the last 10 minutes.
          </SignInAgainNotice>
        </div>
      ) : null}
      <ul className="divide-y divide-slate-200" aria-busy={identities.isPending}>
        <IdentityRow
          icon={<Mail aria-hidden="true" className="h-5 w-5" />}
          name="E-mail and password"
          detail={hasPassword ? profile.email : 'Not set up: you sign in with Google.'}
          status={hasPassword ? <Badge tone="success">Connected</Badge> : <Badge>Not set up</Badge>}
        />
        <IdentityRow
          icon={<GoogleMark />}
          name="Google"
          detail={
            google
              ? 'You can sign in with your Google account.'
              : canLinkGoogle
                ? 'Link your Google account to sign in with one click.'
                : 'Signing in with Google is not available on this site.'
          }
          status={
            identities.isPending ? null : google ? (
              <Badge tone="success">
                <CheckCircle2 aria-hidden="true" className="mr-1 h-3.5 w-3.5" />
                Connected
              </Badge>
            ) : (
              <Badge>Not connected</Badge>
            )
          }
          action={
            identities.isPending ? null : google ? (
              <Button variant="secondary" size="sm" onClick={() => handleUnlink(google)} disabled={unlink.isPending}>
                {unlink.isPending ? (
                  <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
                ) : (
                  <Unlink aria-hidden="true" className="h-4 w-4" />
                )}
                Unlink Google
              </Button>
            ) : canLinkGoogle ? (
              <Button variant="secondary" size="sm" onClick={handleLink} disabled={linkGoogle.isPending}>
                {linkGoogle.isPending ? (
                  <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
                ) : (
                  <Link2 aria-hidden="true" className="h-4 w-4" />
                )}
                Link Google
              </Button>
            ) : null
          }
        />
      </ul>
    </SettingsSection>
  );
}
