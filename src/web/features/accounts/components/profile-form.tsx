// The profile form (spec section 3): display name, username, location, bio with
// a live count, what onboarding asked (main and other roles, experience,
// topics), the picture, and a phone number only its owner sees. Rules are the
// shared ones (profile-form-schema.ts);
// what the server refuses (a taken username) shows on its field. Saving sends
// the profile, then the picture when it changed, then says "Profile saved".
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import {
  ACCOUNT_MESSAGES,
  AvatarUrlSchema,
  DEBATE_EXPERIENCE_LABELS,
  DEBATE_EXPERIENCE_LEVELS,
  type OwnProfile,
  PRIMARY_ROLE_LABELS,
  PRIMARY_ROLES,
} from '#shared/accounts/contract.ts';
import { InterestsStatus } from '#web/components/interests-status.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useApiForm } from '#web/lib/form.ts';
import { interestChoices, useInterests } from '#web/lib/interests.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { ownProfileQueryOptions } from '../api/get-own-profile.ts';
import { useUpdateProfile } from '../api/update-own-profile.ts';
import { type AvatarChoice, AvatarField, KEEP_AVATAR } from './profile-avatar-field.tsx';
import { BioField } from './profile-bio-field.tsx';
import { ProfileFormSchema, type ProfileFormValues, profileFormDefaults, toUpdateProfileInput } from './profile-form-schema.ts';
import { saveAvatarChoice } from './profile-save-avatar.ts';

const LEGEND = 'text-sm font-medium text-slate-800';
const CHECKBOX_LABEL = 'flex items-center gap-2.5 text-sm text-slate-800';
const CHECKBOX = 'h-4 w-4 shrink-0 accent-brand-700';

export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const queryClient = useQueryClient();
  const updateProfile = useUpdateProfile();
  const {
    form,
    submit: handleSubmit,
    formError,
  } = useApiForm({
    schema: ProfileFormSchema,
    defaultValues: profileFormDefaults(profile),
    onSubmit: (values) => save(values),
    fieldMap: { preferredTopics: 'topics' },
    onError: (error, applied) => {
      if (applied.fields > 0) notify.error({ title: 'Profile not saved', description: 'Please check the highlighted fields.' });
      else if (!applied.formError) notifyError(error);
    },
  });
  const [avatar, setAvatar] = useState<AvatarChoice>(KEEP_AVATAR);
  const [avatarLinkError, setAvatarLinkError] = useState<string | undefined>();
  // Remounts the picture field after a save, so it starts again from the saved picture.
  const [avatarFieldKey, setAvatarFieldKey] = useState(0);
  const { errors, isSubmitting, isDirty } = form.formState;
  const bioLength = form.watch('bio')?.length ?? 0;
  const displayName = form.watch('displayName');
  const primaryRole = form.watch('primaryRole');
  const hasChanges = isDirty || avatar.kind !== 'keep';
  const interests = useInterests();
  // The live interests, and any the profile holds that are no longer offered (so they can be kept).
  const topicChoices = interests.data ? interestChoices(interests.data, profile.preferredTopics) : [];

  const handleAvatarChange = (choice: AvatarChoice) => {
    setAvatar(choice);
    setAvatarLinkError(undefined);
  };

  async function save(values: ProfileFormValues) {
    let avatarUrl: string | undefined;
    if (avatar.kind === 'link') {
      const link = AvatarUrlSchema.safeParse(avatar.url);
      if (!link.success) {
        setAvatarLinkError(link.error.issues[0]?.message);
        return;
      }
      avatarUrl = link.data;
    }
    // A refusal is thrown on: its field messages go onto the fields (useApiForm).
    let saved = await updateProfile.mutateAsync({
      ...toUpdateProfileInput(values),
      ...(avatarUrl !== undefined && { avatarUrl }),
    });
    try {
      const withPicture = await saveAvatarChoice(avatar);
      if (withPicture) {
        saved = withPicture;
        queryClient.setQueryData(ownProfileQueryOptions(withPicture.id).queryKey, withPicture);
      }
    } catch (error) {
      // The rest is saved; only the picture needs another try.
      form.reset(profileFormDefaults(saved));
      notify.error({
        title: 'Picture not saved',
        description:
          error instanceof ApiRequestError && error.status !== 0 && error.status < 500
            ? error.message
            : 'Your profile was saved, but the picture was not. Please try again.',
      });
      return;
    }
    form.reset(profileFormDefaults(saved));
    setAvatar(KEEP_AVATAR);
    setAvatarFieldKey((key) => key + 1);
    void queryClient.invalidateQueries({ queryKey: ['users', saved.id] });
    notify.success({ title: ACCOUNT_MESSAGES.profileSaved });
  }

  const handleReset = () => {
    form.reset(profileFormDefaults(profile));
    setAvatar(KEEP_AVATAR);
    setAvatarLinkError(undefined);
    setAvatarFieldKey((key) => key + 1);
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-labelledby="profile-form-title" data-testid="profile-form">
      <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <div className="border-b border-slate-200 px-5 py-4 sm:px-6">
          <h2 id="profile-form-title" className="text-lg font-semibold text-slate-900">
            Your profile
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            What other members see on your page, apart from the private section. Your e-mail address is never shown.
          </p>
        </div>
        <div className="grid gap-6 px-5 py-6 sm:px-6 md:grid-cols-2">
          <FormError message={formError} className="md:col-span-2" />
          <TextField
            label="Display name"
            autoComplete="name"
            hint="2-50 letters, spaces, hyphens or apostrophes."
            error={errors.displayName?.message}
            {...form.register('displayName')}
          />
          <TextField
            label="Username (optional)"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            hint="3-20 letters, digits, underscores or hyphens."
            error={errors.username?.message}
            {...form.register('username')}
          />
          <TextField
            label="Location (optional)"
            autoComplete="address-level2"
            hint="A city or region, such as “Leeds” or “Greater Manchester”."
            error={errors.location?.message}
            className="md:col-span-2"
            {...form.register('location')}
          />
          <BioField
            label="Bio (optional)"
            length={bioLength}
            error={errors.bio?.message}
            className="md:col-span-2"
            {...form.register('bio')}
          />
          <div className="grid gap-6 border-t border-slate-200 pt-6 md:col-span-2 md:grid-cols-2">
            <h3 className="text-base font-semibold text-slate-900 md:col-span-2">Debating</h3>
            <SelectField
              label="Main role (optional)"
              placeholder="Not chosen"
              options={PRIMARY_ROLES.map((role) => ({ value: role, label: PRIMARY_ROLE_LABELS[role] }))}
              error={errors.primaryRole?.message}
              {...form.register('primaryRole')}
            />
            <SelectField
              label="Debate experience (optional)"
              placeholder="Not shared"
              options={DEBATE_EXPERIENCE_LEVELS.map((level) => ({ value: level, label: DEBATE_EXPERIENCE_LABELS[level] }))}
              error={errors.experience?.message}
              {...form.register('experience')}
            />
            <fieldset className="md:col-span-2">
              <legend className={LEGEND}>Other roles you would like to take (optional)</legend>
              <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                {PRIMARY_ROLES.filter((role) => role !== primaryRole).map((role) => (
                  <label key={role} className={CHECKBOX_LABEL}>
                    <input type="checkbox" value={role} className={CHECKBOX} {...form.register('otherRoles')} />
                    {PRIMARY_ROLE_LABELS[role]}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset
              className="md:col-span-2"
              aria-busy={interests.isPending}
              aria-describedby={errors.topics?.message ? 'profile-topics-error' : undefined}
            >
              <legend className={LEGEND}>Topics you would like to debate (optional)</legend>
              <div className="mt-2">
                <InterestsStatus query={interests} />
              </div>
              {topicChoices.length > 0 ? (
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  {topicChoices.map((interest) => (
                    <label key={interest.id} className={CHECKBOX_LABEL}>
                      <input type="checkbox" value={interest.id} className={CHECKBOX} {...form.register('topics')} />
                      {interest.label}
                      {interest.retired ? <span className="text-slate-600"> (no longer offered)</span> : null}
                    </label>
                  ))}
                </div>
              ) : null}
              {errors.topics?.message ? (
                <p id="profile-topics-error" className="mt-2 text-sm font-medium text-red-700">
                  {errors.topics.message}
                </p>
              ) : null}
            </fieldset>
          </div>
          <div className="grid gap-6 border-t border-slate-200 pt-6 md:col-span-2 md:grid-cols-2">
            <div className="md:col-span-2">
              <h3 className="text-base font-semibold text-slate-900">Private</h3>
              <p className="mt-0.5 text-sm text-slate-600">Only you can see this. It is not on your public profile.</p>
            </div>
            <TextField
              label="Phone (optional)"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              hint="International format, starting with + and the country code, such as +44 20 7946 0958."
              error={errors.phone?.message}
              {...form.register('phone')}
            />
          </div>
          <div className="border-t border-slate-200 pt-6 md:col-span-2">
            <AvatarField
              key={avatarFieldKey}
              name={displayName || profile.username || profile.email}
              currentUrl={profile.avatarUrl}
              choice={avatar}
              onChange={handleAvatarChange}
              linkError={avatarLinkError}
              disabled={isSubmitting}
            />
          </div>
        </div>
        <div className="flex flex-col-reverse gap-3 rounded-b-2xl border-t border-slate-200 bg-slate-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-end sm:px-6">
          {hasChanges ? (
            <Button variant="ghost" onClick={handleReset} disabled={isSubmitting}>
              Discard changes
            </Button>
          ) : null}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? (
              <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
            ) : null}
            {isSubmitting ? 'Saving…' : 'Save profile'}
          </Button>
        </div>
      </div>
    </form>
  );
}
