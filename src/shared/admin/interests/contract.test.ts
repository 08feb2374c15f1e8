import { describe, expect, it } from 'vitest';
import { UpdateProfileInputSchema } from '../../accounts/contract.ts';
import { SuggestTopicInputSchema } from '../../topics/contract.ts';
import {
  CreateInterestInputSchema,
  INTEREST_CHOICE_MESSAGES,
  InterestIdSchema,
  interestIdOf,
  PREFERRED_TOPICS_MAX,
} from './contract.ts';

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

describe('InterestIdSchema', () => {
  it('accepts an id as the table stores it: what interestIdOf makes, and older ones with spaces', () => {
    for (const id of ['health', interestIdOf('Space and Science'), 'sport & games']) {
      expect(InterestIdSchema.safeParse(id).success, id).toBe(true);
    }
  });

  it.each([[''], ['Health'], [' health'], ['x'.repeat(61)], ['a\u0000b']])('refuses %j', (id) => {
    expect(InterestIdSchema.safeParse(id).success).toBe(false);
  });

  it('says to choose from the list', () => {
    expect(InterestIdSchema.safeParse('Health').error?.issues[0]?.message).toBe(INTEREST_CHOICE_MESSAGES.choose);
  });
});

describe('the contracts that choose interests', () => {
  it('take any well-formed id for preferred topics (the server checks the table), at most 20', () => {
    const ids = Array.from({ length: PREFERRED_TOPICS_MAX }, (_, i) => `area-${i}`);
    expect(UpdateProfileInputSchema.safeParse({ displayName: 'Maya', preferredTopics: ids }).success).toBe(true);
    const tooMany = UpdateProfileInputSchema.safeParse({ displayName: 'Maya', preferredTopics: [...ids, 'one-more'] });
    expect(tooMany.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['preferredTopics', INTEREST_CHOICE_MESSAGES.tooMany],
    ]);
    const badId = UpdateProfileInputSchema.safeParse({ displayName: 'Maya', preferredTopics: ['Health'] });
    expect(badId.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['preferredTopics.0']);
  });

  it('take an interest id as a suggestion’s category, and ask for one when it is missing', () => {
    const title = 'This house would build more homes';
    expect(SuggestTopicInputSchema.safeParse({ title, category: 'space-and-science' }).success).toBe(true);
    for (const category of ['', undefined]) {
      const result = SuggestTopicInputSchema.safeParse({ title, category });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Choose a category']);
    }
  });
});
