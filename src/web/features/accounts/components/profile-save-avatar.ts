// Saving a picture choice made in AvatarField: an upload goes to PUT
// /api/me/avatar, a removal to DELETE; a link is part of the profile or
// onboarding body and needs no call of its own.
import type { OwnProfile } from '#shared/accounts/contract.ts';
import { removeAvatar } from '../api/remove-own-avatar.ts';
import { uploadAvatar } from '../api/upload-own-avatar.ts';
import type { AvatarChoice } from './profile-avatar-field.tsx';

export async function saveAvatarChoice(choice: AvatarChoice): Promise<OwnProfile | null> {
  if (choice.kind === 'upload') return uploadAvatar(choice.image);
  if (choice.kind === 'remove') return removeAvatar();
  return null;
}
