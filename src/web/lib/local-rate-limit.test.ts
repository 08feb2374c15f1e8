import { describe, expect, it } from 'vitest';
import { consumeAttempt } from './local-rate-limit.ts';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => {
      data.delete(key);
    },
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

describe('consumeAttempt', () => {
  const rule = { name: 'test', limit: 5, windowMs: 15 * 60 * 1000 };

  it('allows the limit within the window and refuses the next', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 5; i++) expect(consumeAttempt(rule, 1000 + i, storage)).toBe(true);
    expect(consumeAttempt(rule, 2000, storage)).toBe(false);
  });

  it('allows again once the oldest attempt leaves the window', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 5; i++) consumeAttempt(rule, 1000 + i, storage);
    expect(consumeAttempt(rule, 1000 + rule.windowMs + 1, storage)).toBe(true);
  });

  it('counts separate limits separately and stores under the sdc_ prefix', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 5; i++) consumeAttempt(rule, 1000 + i, storage);
    expect(consumeAttempt({ ...rule, name: 'other' }, 2000, storage)).toBe(true);
    expect(storage.getItem('sdc_rate_limit_test')).not.toBeNull();
  });

  it('survives corrupt storage', () => {
    const storage = memoryStorage();
    storage.setItem('sdc_rate_limit_test', 'not json');
    expect(consumeAttempt(rule, 1000, storage)).toBe(true);
  });
});
