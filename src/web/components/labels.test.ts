import { describe, expect, it } from 'vitest';
import { humanizeId, isDistinctLocation, labelFor, placeLabel, pluralize, venueTypeLabel } from './labels.ts';

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
  it('pluralizes counts', () => {
    expect(pluralize(1, 'member', 'members')).toBe('1 member');
    expect(pluralize(0, 'member', 'members')).toBe('0 members');
  });
});
