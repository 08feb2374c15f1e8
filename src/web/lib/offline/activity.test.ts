import { describe, expect, it } from 'vitest';
import { activityKey, readActivity, recordVisit, sectionOfPath } from './activity.ts';
import { topSections } from './offline-sync.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('local activity record', () => {
  it('counts visits per section under an sdc_ key per member', () => {
    const store = memoryStorage();
    for (const path of ['/debates', '/debates/abc', '/events', '/clubs/1/members', '/topics', '/', '/debatesx'])
      recordVisit('u1', path, store);
    expect(activityKey('u1')).toBe('sdc_activity_u1');
    expect(readActivity('u1', store)).toEqual({ pageVisits: { debates: 2, events: 1, clubs: 1 } });
    expect(readActivity('u2', store)).toEqual({ pageVisits: {} });
  });

  it('survives a damaged record', () => {
    const store = memoryStorage();
    store.setItem('sdc_activity_u1', '{"pageVisits":{"debates":"many","events":-2,"clubs":3.7,"admin":9}}');
    expect(readActivity('u1', store)).toEqual({ pageVisits: { clubs: 3 } });
    store.setItem('sdc_activity_u1', 'not json');
    expect(readActivity('u1', store)).toEqual({ pageVisits: {} });
  });

  it('names the section of a path', () => {
    expect(sectionOfPath('/events/42')).toBe('events');
    expect(sectionOfPath('/my-debates')).toBeNull();
  });

  it('syncs the top 3 sections the member visited, most visited first', () => {
    expect(topSections({ clubs: 1, debates: 5, events: 3 })).toEqual(['debates', 'events', 'clubs']);
    expect(topSections({ events: 2 })).toEqual(['events']);
    expect(topSections({})).toEqual([]);
  });
});
