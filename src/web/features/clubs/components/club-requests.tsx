// Open requests to join a club that approves its members, for its owners,
// officers and admins: approve (the person gets a welcome mail) or decline.
// The mail about a new request links here (/clubs/:id#join-requests).
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useClubRequests } from '../api/list-club-requests.ts';
import { useApproveClubMember } from '../api/approve-club-member.ts';
import { useRemoveClubMember } from '../api/remove-club-member.ts';

function showFailure(title: string, error: unknown) {
  if (error instanceof ApiRequestError && error.status < 500) notify.error({ title, description: error.message });
  else notifyError(error);
}

/** The id of the requests section, the target of the page's notice and of the request mail. */
export const CLUB_REQUESTS_ANCHOR = 'join-requests';

export function ClubRequests({ clubId }: { clubId: string }) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const requests = useClubRequests(clubId);
  const approve = useApproveClubMember(clubId);
  const decline = useRemoveClubMember(clubId);
  const items = requests.data ?? [];
  const isLoaded = !requests.isPending;

  // Arriving from the mail, the section renders after the page loaded: the browser's own jump to the anchor came too early.
  useEffect(() => {
    if (isLoaded && hash === `#${CLUB_REQUESTS_ANCHOR}`) sectionRef.current?.scrollIntoView();
  }, [isLoaded, hash]);

  return (
    <section id={CLUB_REQUESTS_ANCHOR} ref={sectionRef} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Requests to join
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{requests.isPending ? 'Loading requests…' : 'No open requests.'}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {items.map((request) => {
            const name = request.name;
            return (
              <li
                key={request.userId}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200"
              >
                <Link to={hrefFor('user', { userId: request.userId })} className="font-medium text-slate-900 hover:underline">
                  {name}
                </Link>
                <span className="flex gap-2">
                  <Button
                    size="sm"
                    disabled={approve.isPending}
                    aria-label={`Approve ${name}`}
                    onClick={async () => {
                      try {
                        await approve.mutateAsync(request.userId);
                        notify.success({ title: `${name} is now a member` });
                      } catch (error) {
                        showFailure('Not approved', error);
                      }
                    }}
                  >
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={decline.isPending}
                    aria-label={`Decline ${name}`}
                    onClick={async () => {
                      try {
                        await decline.mutateAsync(request.userId);
                        notify.success({ title: 'Request declined' });
                      } catch (error) {
                        showFailure('Not declined', error);
                      }
                    }}
                  >
                    Decline
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
