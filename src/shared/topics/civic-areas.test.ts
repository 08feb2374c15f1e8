import { describe, expect, it } from 'vitest';
import { CIVIC_AREAS, civicAreaLabelOf, civicAreaOf } from './civic-areas.ts';

describe('civicAreaOf', () => {
  it('finds an area by its id, its label or the capitalised id older rows carry', () => {
    expect(civicAreaOf('housing')?.id).toBe('housing');
    expect(civicAreaOf('Housing and cities')?.id).toBe('housing');
    expect(civicAreaOf(' Democracy ')?.id).toBe('democracy');
  });

  it('finds every area the old demo topics were filed under', () => {
    for (const old of ['Economy', 'Democracy', 'Environment', 'Technology', 'Education', 'Health']) {
      expect(civicAreaOf(old), old).toBeDefined();
    }
  });

  it('finds nothing for text that names no area', () => {
    expect(civicAreaOf('Space')).toBeUndefined();
  });
});

describe('civicAreaLabelOf', () => {
  it('shows every stored form of an area as one label', () => {
    expect(new Set(['democracy', 'Democracy', 'Democracy and elections'].map(civicAreaLabelOf))).toEqual(
      new Set(['Democracy and elections']),
    );
  });

  it('shows other text as it is', () => {
    expect(civicAreaLabelOf(' Space ')).toBe('Space');
  });

  it('has one id and one label per area', () => {
    expect(new Set(CIVIC_AREAS.map((a) => a.id)).size).toBe(CIVIC_AREAS.length);
    expect(new Set(CIVIC_AREAS.map((a) => a.label.toLowerCase())).size).toBe(CIVIC_AREAS.length);
  });
});
