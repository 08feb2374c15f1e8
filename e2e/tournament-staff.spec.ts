// A tournament's staff and settings from its page (docs/tournaments.md): the
// organizer (its first tab director) names a member as tab director by the
// link of their profile page — a link to no profile, and one to nobody, are
// refused in plain words — and that member then sees the managers' controls;
// a member who is not staff sees the list only; removing asks first. The
// organizer changes the pairing and the odd-teams rule, then starts the
// tournament by hand: its format and rounds are then shown locked, with why,
// and it cannot go back to set-up. axe with each form and the dialog open.
import { expect, test } from '@playwright/test';
import { TOURNAMENT_MESSAGES } from '../src/shared/tournaments/contract.ts';
import { MEMBER_REFERENCE_HINT } from '../src/web/lib/member-reference.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newMember } from './support/members.ts';
import { newTournamentViaApi } from './support/tournaments.ts';

test.describe.configure({ timeout: 180_000 });

const baseURL = () => process.env.E2E_BASE_URL as string;

test('the organizer adds and removes staff and changes the settings after set-up', async ({ browser }) => {
  const organizer = await newMember(browser, baseURL(), 'Staff Organizer');
  const { tournamentId } = await newTournamentViaApi(organizer, {
    title: 'Staffed Open',
    format: 'parliamentary',
    preliminaryRounds: 4,
    categories: [{ name: 'Open', breakSize: 8 }],
  });
  const tournamentUrl = `/tournaments/${tournamentId}`;
  const director = await newMember(browser, baseURL(), 'Second Director');
  const visitor = await newMember(browser, baseURL(), 'Plain Member');

  const { page } = organizer;
  await page.goto(tournamentUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Staffed Open' })).toBeVisible();
  const staff = page.getByRole('region', { name: 'Staff', exact: true });
  await expect(staff.getByTestId('tournament-staff')).toContainText(`${organizer.name} · Tab director`);
  // The only tab director cannot be removed.
  await expect(staff.getByRole('button', { name: /^Remove / })).toHaveCount(0);

  // A link that is no profile's, then one to nobody, then the director's profile link.
  await staff.getByRole('button', { name: 'Add a staff member' }).click();
  const addForm = page.getByRole('region', { name: 'Add to the staff' });
  const reference = addForm.getByLabel('Profile link or member id');
  await expect(reference).toBeFocused();
  await reference.fill(`${baseURL()}/debates/123`);
  await addForm.getByRole('button', { name: 'Add to the staff' }).click();
  await expect(addForm.getByText(MEMBER_REFERENCE_HINT)).toBeVisible();
  await expect(reference).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, '/tournaments/:id add-staff form with an error');
  await reference.fill('/user/nobody-by-this-id');
  await addForm.getByRole('button', { name: 'Add to the staff' }).click();
  await expect(addForm.getByText('Member not found')).toBeVisible();
  // The last tab director is not moved to the adjudication core.
  await reference.fill(`/user/${organizer.userId}`);
  await addForm.getByLabel('Adjudication core').check();
  await addForm.getByRole('button', { name: 'Add to the staff' }).click();
  await expect(addForm.getByRole('alert')).toHaveText(TOURNAMENT_MESSAGES.lastTabDirector);

  await reference.fill(`${baseURL()}/user/${director.userId}`);
  await addForm.getByLabel('Tab director').check();
  await addForm.getByRole('button', { name: 'Add to the staff' }).click();
  await expect(page.getByText(`${director.name} is now a tab director`)).toBeVisible();
  await expect(staff.getByTestId('tournament-staff')).toContainText(`${director.name} · Tab director`);
  await expect(addForm).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Add a staff member' })).toBeFocused();

  // The new tab director sees the managers' controls; a member who is not staff sees the list only.
  await director.page.goto(tournamentUrl);
  await expect(director.page.getByRole('button', { name: 'Close registration' })).toBeVisible();
  await expect(director.page.getByRole('button', { name: 'Change settings' })).toBeVisible();
  await expect(director.page.getByRole('button', { name: 'Add a staff member' })).toBeVisible();
  await expect(director.page.getByRole('button', { name: `Remove ${organizer.name} from the staff` })).toBeVisible();
  await visitor.page.goto(tournamentUrl);
  await expect(visitor.page.getByTestId('tournament-staff')).toContainText(`${director.name} · Tab director`);
  await expect(visitor.page.getByRole('button', { name: /from the staff$/ })).toHaveCount(0);
  await expect(visitor.page.getByRole('button', { name: 'Add a staff member' })).toHaveCount(0);
  await expect(visitor.page.getByRole('button', { name: 'Change settings' })).toHaveCount(0);

  // Removing asks first; cancelling keeps them.
  await staff.getByRole('button', { name: `Remove ${director.name} from the staff` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${director.name} from the staff?` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, '/tournaments/:id remove-staff dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(staff.getByTestId('tournament-staff')).toContainText(director.name);
  await staff.getByRole('button', { name: `Remove ${director.name} from the staff` }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${director.name} is no longer on the staff`)).toBeVisible();
  await expect(staff.getByTestId('tournament-staff')).not.toContainText(director.name);
  await director.page.reload();
  await expect(director.page.getByRole('heading', { level: 1, name: 'Staffed Open' })).toBeVisible();
  await expect(director.page.getByRole('button', { name: 'Change settings' })).toHaveCount(0);

  // The pairing and the odd-teams rule change; the details show them.
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Slide');
  await details.getByRole('button', { name: 'Change settings' }).click();
  const settings = page.getByRole('region', { name: 'Change settings' });
  await expect(settings.getByLabel('Format')).toBeEnabled();
  await expect(settings.getByLabel('Preliminary rounds')).toHaveValue('4');
  await settings.getByLabel('Fold').check();
  await settings.getByLabel('A bye').check();
  await staff.getByRole('button', { name: 'Add a staff member' }).click();
  await expectNoAxeViolations(page, '/tournaments/:id settings and add-staff forms open');
  await staff.getByRole('button', { name: 'Cancel' }).click();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(settings).toHaveCount(0);
  await expect(details).toContainText('Fold');
  await expect(details).toContainText('A bye');
  await page.reload();
  await expect(details).toContainText('Fold');
  await expect(details).toContainText('A bye');

  // Started by hand, the format and rounds are locked with the reason, and set-up is not offered again.
  await details.getByRole('button', { name: 'Change settings' }).click();
  await settings.getByLabel('Running').check();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(page.locator('#main').getByText('Running', { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Change settings' }).click();
  await expect(settings.getByLabel('Format')).toBeDisabled();
  await expect(settings.getByLabel('Preliminary rounds')).toBeDisabled();
  await expect(settings.getByText(TOURNAMENT_MESSAGES.formatLocked)).toBeVisible();
  await expect(settings.getByLabel('Being set up')).toBeDisabled();
  await expect(settings.getByLabel('Running')).toBeChecked();
  await expectNoAxeViolations(page, '/tournaments/:id settings form, running');
  // Nothing changed: said, nothing sent.
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByText('Nothing to save')).toBeVisible();
  // The pairing still changes while it runs.
  await settings.getByLabel('Slide').check();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(details).toContainText('Slide');

  for (const member of [organizer, director, visitor]) await member.context.close();
});
