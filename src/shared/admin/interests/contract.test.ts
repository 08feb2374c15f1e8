import { describe, expect, it } from 'vitest';
import { CreateInterestInputSchema, interestIdOf } from './contract.ts';

describe('interestIdOf', () => {
  it('makes a lower-case, hyphenated id from a label', () => {
    expect(interestIdOf('Space and Science')).toBe('space-and-science');
    expect(interestIdOf('  Économie, travail & commerce ')).toBe('economie-travail-commerce');
    expect(interestIdOf('Health')).toBe('health');
  });

  it('refuses a label without a letter or digit', () => {
    expect(CreateInterestInputSchema.safeParse({ label: '!!' }).success).toBe(false);
    expect(CreateInterestInputSchema.safeParse({ label: ' Sport ' }).data).toEqual({ label: 'Sport' });
  });
});
