// Choosing a profile picture: upload one (scaled down in the browser, shown as a
// preview before it is saved), paste a link to one, or remove it. The field only
// records the choice; the profile form and onboarding save it.
import { ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES, AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '#shared/accounts/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { reportError } from '#web/lib/error-report.ts';
import { blobToDataUrl, type ImageScaleLimits, ImageScaleError, scaleImage } from '#web/lib/image-scale.ts';
import { ProfileAvatar } from './profile-avatar.tsx';

export type AvatarChoice =
  | { kind: 'keep' }
  | { kind: 'upload'; image: Blob; preview: string }
  | { kind: 'link'; url: string }
  | { kind: 'remove' };

export const KEEP_AVATAR: AvatarChoice = { kind: 'keep' };

const AVATAR_MAX_SIDE_PX = 512;
const AVATAR_IMAGE_LIMITS: ImageScaleLimits = {
  maxSidePx: AVATAR_MAX_SIDE_PX,
  maxBytes: AVATAR_MAX_BYTES,
  messages: { unreadable: ACCOUNT_MESSAGES.avatarType, tooLarge: ACCOUNT_MESSAGES.avatarTooLarge },
};

const isLink = (url: string | null | undefined): url is string => Boolean(url && /^https?:\/\//i.test(url));

/** What the preview shows for a choice. */
export function avatarPreview(choice: AvatarChoice, currentUrl: string | null | undefined): string | null {
  if (choice.kind === 'upload') return choice.preview;
  if (choice.kind === 'link') return isLink(choice.url.trim()) ? choice.url.trim() : null;
  if (choice.kind === 'remove') return null;
  return currentUrl ?? null;
}

export function AvatarField({
  name,
  currentUrl,
  choice,
  onChange,
  linkError,
  disabled = false,
}: {
  /** For the initials shown without a picture. */
  name: string;
  currentUrl: string | null | undefined;
  choice: AvatarChoice;
  onChange: (choice: AvatarChoice) => void;
  linkError?: string;
  disabled?: boolean;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const currentLink = isLink(currentUrl) ? currentUrl : '';
  const [linkText, setLinkText] = useState(choice.kind === 'link' ? choice.url : currentLink);
  const [isPreparing, setIsPreparing] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = avatarPreview(choice, currentUrl);
  const hasPicture = preview !== null;

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setFileError(null);
    setIsPreparing(true);
    try {
      const image = await scaleImage(file, AVATAR_IMAGE_LIMITS);
      onChange({ kind: 'upload', image, preview: await blobToDataUrl(image) });
      setLinkText('');
    } catch (error) {
      if (!(error instanceof ImageScaleError)) reportError(error, 'avatar could not be prepared');
      setFileError(error instanceof ImageScaleError ? error.message : 'That picture could not be read. Try another one.');
    } finally {
      setIsPreparing(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const handleLinkChange = (text: string) => {
    setLinkText(text);
    setFileError(null);
    const trimmed = text.trim();
    if (trimmed === currentLink) onChange(KEEP_AVATAR);
    else if (!trimmed) onChange(currentUrl ? { kind: 'remove' } : KEEP_AVATAR);
    else onChange({ kind: 'link', url: trimmed });
  };

  const handleRemove = () => {
    setLinkText('');
    setFileError(null);
    onChange(currentUrl ? { kind: 'remove' } : KEEP_AVATAR);
  };

  const status =
    choice.kind === 'upload'
      ? 'New picture ready: it is saved with the rest of the form.'
      : choice.kind === 'remove'
        ? 'The picture will be removed when you save.'
        : null;

  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">Profile picture</legend>
      <div className="mt-3 flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="relative self-start">
          <ProfileAvatar
            src={preview}
            name={name || '?'}
            size="xl"
            alt={hasPicture ? 'Preview of your profile picture' : ''}
            className="ring-slate-100"
          />
          {isPreparing ? (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70">
              <LoaderCircle aria-hidden="true" className="h-7 w-7 animate-spin text-brand-700 motion-reduce:animate-none" />
            </span>
          ) : null}
        </div>
        <div className="min-w-0 flex-1 space-y-4">
          <div className="flex flex-wrap gap-2">
            <input
              ref={fileInput}
              type="file"
              accept={AVATAR_CONTENT_TYPES.join(',')}
              className="hidden"
              aria-label="Upload a profile picture"
              data-testid="avatar-file-input"
              onChange={(event) => void handleFile(event.target.files?.[0])}
            />
            <Button
              variant="secondary"
              onClick={() => fileInput.current?.click()}
              disabled={isPreparing}
              aria-describedby={statusId}
            >
              <ImagePlus aria-hidden="true" className="h-4 w-4" />
              {hasPicture ? 'Upload a new picture' : 'Upload a picture'}
            </Button>
            {hasPicture ? (
              <Button variant="ghost" onClick={handleRemove} className="text-red-700 hover:bg-red-50">
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                Remove picture
              </Button>
            ) : null}
          </div>
          <p id={statusId} className="text-sm text-slate-600" aria-live="polite">
            {isPreparing
              ? 'Preparing your picture…'
              : (status ?? 'PNG, JPEG, WebP or GIF. Large photos are scaled down for you.')}
          </p>
          {fileError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {fileError}
            </p>
          ) : null}
          <TextField
            label="Or paste a link to an image"
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="photo"
            value={linkText}
            onChange={(event) => handleLinkChange(event.target.value)}
            error={linkError}
          />
        </div>
      </div>
    </fieldset>
  );
}
