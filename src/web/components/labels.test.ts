import { describe, expect, it } from 'vitest';
import {
  displayName,
  humanizeId,
  initialsOf,
  isDistinctLocation,
  labelFor,
  placeLabel,
  pluralize,
  venueTypeLabel,
} from './labels.ts';

describe('humanizeId', () => {
  it.each([
    ['lincoln-douglas', 'Lincoln Douglas'],
    ['opening_government', 'Opening Government'],
    ['POLICY', 'Policy'],
    ['', ''],
  ])('%s → %s', (id, label) => {
    expect(humanizeId(id)).toBe(label);
  });
});

describe('labelFor', () => {
  it('prefers the map and falls back to the humanized id', () => {
    expect(labelFor({ bp: 'British Parliamentary' }, 'bp')).toBe('British Parliamentary');
    expect(labelFor({ bp: 'British Parliamentary' }, 'public-forum')).toBe('Public Forum');
  });

  it('ignores inherited keys', () => {
    expect(labelFor({}, 'constructor')).toBe('Constructor');
  });
});

describe('venue labels', () => {
  it('names the venue types', () => {
    expect(venueTypeLabel('in-person')).toBe('In person');
    expect(venueTypeLabel('virtual')).toBe('Online');
    expect(venueTypeLabel('hybrid')).toBe('Hybrid');
  });

  it('says a location that repeats the venue only once', () => {
    expect(placeLabel('Leeds Library', 'in-person')).toBe('Leeds Library · In person');
    expect(placeLabel('Online', 'virtual')).toBe('Online');
    expect(placeLabel(null, 'hybrid')).toBe('Hybrid');
    expect(isDistinctLocation('online', 'virtual')).toBe(false);
    expect(isDistinctLocation('Bristol', 'hybrid')).toBe(true);
    expect(isDistinctLocation(null, 'hybrid')).toBe(false);
  });
});

describe('people', () => {
  it('takes initials from names and usernames', () => {
    expect(initialsOf('Maya Okafor')).toBe('MO');
    expect(initialsOf('priya_shah')).toBe('PS');
    expect(initialsOf('Ana María de la Cruz')).toBe('AC');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('  ')).toBe('?');
  });

  it('shows the full name, then the username, then a neutral name', () => {
    expect(displayName({ fullName: 'Maya Okafor', username: 'maya' })).toBe('Maya Okafor');
    expect(displayName({ fullName: ' ', username: 'maya' })).toBe('maya');
    expect(displayName({ fullName: null, username: null })).toBe('Community member');
  });

  it('pluralizes counts', () => {
    expect(pluralize(1, 'member', 'members')).toBe('1 member');
    expect(pluralize(0, 'member', 'members')).toBe('0 members');
  });
});
