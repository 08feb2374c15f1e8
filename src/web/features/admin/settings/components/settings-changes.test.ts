import { describe, expect, it } from 'vitest';
import type { SiteSettingsView } from '#shared/admin/settings/contract.ts';
import { SiteSettingsFormSchema } from '#shared/admin/settings/contract.ts';
import { changesToConfirm, formValuesOf, settingsChanges } from './settings-changes.ts';

const view: SiteSettingsView = {
  siteName: null,
  siteDescription: 'Debates by the river.',
  registrationOpen: true,
  judgeApplicationsOpen: true,
  maintenanceBanner: null,
  emailSenderName: null,
  defaults: { siteName: 'Structured Debate Community', siteDescription: 'Default.', emailSenderName: 'SDC' },
  updatedAt: '2026-11-26T10:00:00.000Z',
  updatedByName: null,
};

const submitted = (edits: Partial<ReturnType<typeof formValuesOf>>) =>
  SiteSettingsFormSchema.parse({ ...formValuesOf(view), ...edits });

describe('settingsChanges', () => {
  it('sends nothing when nothing changed', () => {
    expect(settingsChanges(view, submitted({}))).toEqual({});
  });

  it('sends only the changed fields, an emptied text as null', () => {
    expect(
      settingsChanges(view, submitted({ siteDescription: '  ', maintenanceBanner: ' Back soon ', registrationOpen: false })),
    ).toEqual({
      siteDescription: null,
      maintenanceBanner: 'Back soon',
      registrationOpen: false,
    });
  });
});

describe('changesToConfirm', () => {
  it.each([
    [{ registrationOpen: false }, 1],
    [{ judgeApplicationsOpen: false }, 1],
    [{ registrationOpen: false, judgeApplicationsOpen: false }, 2],
    [{ registrationOpen: true, siteName: 'New' }, 0],
    [{ maintenanceBanner: 'Down at 10' }, 0],
  ])('%o asks about %i consequences', (changes, count) => {
    expect(changesToConfirm(changes)).toHaveLength(count);
  });
});
