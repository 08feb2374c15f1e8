// Open requests to join a club that approves its members, for its owners,
// officers and admins: approve (the person gets a welcome mail) or decline.
import { useId } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '#shared/routes.ts';
import { displayName } from '#web/components/labels.ts';
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

export function ClubRequests({ clubId }: { clubId: string }) {
  const headingId = useId();
  const requests = useClubRequests(clubId);
  const approve = useApproveClubMember(clubId);
  const decline = useRemoveClubMember(clubId);
  const items = requests.data ?? [];

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Requests to join
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{requests.isPending ? 'Loading requests…' : 'No open requests.'}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {items.map((request) => {
            const name = displayName(request);
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
