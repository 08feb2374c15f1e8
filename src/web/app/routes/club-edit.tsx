// Edit Club: owners, officers and admins change the details and the logo.
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CLUB_LOGO_MAX_BYTES, CLUB_LOGO_MAX_SIDE_PX, CLUB_MESSAGES } from '#shared/clubs/contract.ts';
import { hrefFor } from '#shared/routes.ts';
import { DetailQuery } from '#web/components/query-states.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ImageWithFallback } from '#web/components/ui/image-with-fallback.tsx';
import { Container, PageHeader } from '#web/components/ui/page.tsx';
import { useRemoveClubLogo } from '#web/features/clubs/api/remove-club-logo.ts';
import { useUploadClubLogo } from '#web/features/clubs/api/set-club-logo.ts';
import { useClub } from '#web/features/clubs/api/get-club.ts';
import { useUpdateClub } from '#web/features/clubs/api/update-club.ts';
import { ClubForm } from '#web/features/clubs/components/club-form.tsx';
import type { ClubDetail } from '#web/features/clubs/types.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { type ImageScaleLimits, ImageScaleError, scaleImage } from '#web/lib/image-scale.ts';
import { notify, notifyError } from '#web/lib/toast.ts';

const NOT_FOUND = {
  title: 'Club not found',
  text: 'This club does not exist or is no longer listed.',
  backTo: hrefFor('clubs'),
  backLabel: 'Browse clubs',
};

const LOGO_IMAGE_LIMITS: ImageScaleLimits = {
  maxSidePx: CLUB_LOGO_MAX_SIDE_PX,
  maxBytes: CLUB_LOGO_MAX_BYTES,
  messages: { unreadable: CLUB_MESSAGES.logoUnreadable, tooLarge: CLUB_MESSAGES.logoTooLargeScaled },
};

/** Errors the user can act on (a refused request, a picture that cannot be used) show their own message. */
function showFailure(title: string, error: unknown) {
  const isForTheUser = error instanceof ImageScaleError || (error instanceof ApiRequestError && error.status < 500);
  if (isForTheUser) notify.error({ title, description: error.message });
  else notifyError(error);
}

function LogoSection({ club }: { club: ClubDetail }) {
  const inputId = useId();
  const headingId = useId();
  const statusId = useId();
  const upload = useUploadClubLogo(club.id);
  const remove = useRemoveClubLogo(club.id);
  // Covers scaling as well as the upload, which alone would leave the input enabled while the picture is prepared.
  const [isSaving, setIsSaving] = useState(false);

  const handleFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setIsSaving(true);
    try {
      await upload.mutateAsync(await scaleImage(file, LOGO_IMAGE_LIMITS));
      notify.success({ title: 'Logo saved' });
    } catch (error) {
      showFailure('Logo not saved', error);
    } finally {
      setIsSaving(false);
      input.value = '';
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-12 max-w-2xl rounded-xl p-5 ring-1 ring-slate-200">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Logo
      </h2>
      {club.logoUrl ? (
        <ImageWithFallback
          src={club.logoUrl}
          alt={`${club.name} logo`}
          width={64}
          height={64}
          className="mt-3 size-16 rounded-lg object-cover"
          fallback={<p className="mt-1 text-sm text-slate-600">The logo could not be loaded. You can upload it again.</p>}
        />
      ) : (
        <p className="mt-1 text-sm text-slate-600">No logo yet.</p>
      )}
      <label htmlFor={inputId} className="mt-4 block text-sm font-medium text-slate-800">
        Upload a logo (PNG, JPEG, WebP or GIF; large pictures are scaled down for you)
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="mt-1.5 block text-sm"
        disabled={isSaving}
        aria-describedby={statusId}
        onChange={(event) => void handleFile(event.target)}
      />
      <p id={statusId} className="mt-1 text-sm text-slate-600" aria-live="polite">
        {isSaving ? 'Saving the logo…' : null}
      </p>
      {club.logoUrl ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={remove.isPending}
          onClick={async () => {
            try {
              await remove.mutateAsync(undefined);
              notify.success({ title: 'Logo removed' });
            } catch (error) {
              showFailure('Logo not removed', error);
            }
          }}
        >
          Remove logo
        </Button>
      ) : null}
    </section>
  );
}

function EditClub({ club }: { club: ClubDetail }) {
  const navigate = useNavigate();
  const update = useUpdateClub(club.id);
  const back = () => navigate(hrefFor('club', { id: club.id }));
  if (!club.canManage) {
    return (
      <Container className="pb-16">
        <PageHeader title="Edit club" lead={club.name} />
        <p className="max-w-2xl rounded-lg bg-slate-100 px-4 py-3 text-slate-700" data-testid="edit-refused">
          Only the club’s owners and officers, or an admin, can change it.
        </p>
        <Button variant="secondary" className="mt-4" onClick={back}>
          Back to the club
        </Button>
      </Container>
    );
  }
  return (
    <Container className="pb-16">
      <PageHeader title="Edit club" lead={club.name} />
      <ClubForm
        initial={club}
        submitLabel="Save changes"
        onSubmit={async (input) => {
          await update.mutateAsync(input);
          notify.success({ title: 'Club saved' });
          back();
        }}
      />
      <LogoSection club={club} />
    </Container>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const club = useClub(id);
  return (
    <DetailQuery query={club} loadingLabel="Loading club…" errorTitle="Couldn’t load this club" notFound={NOT_FOUND}>
      {(data) => <EditClub club={data} />}
    </DetailQuery>
  );
}
