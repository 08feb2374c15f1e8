import { describe, expect, it } from 'vitest';
import { findRedirect, findRoute, matchPath, ROUTES } from './routes.ts';

describe('matchPath', () => {
  it('matches static and :param segments and decodes params', () => {
    expect(matchPath('/debates/:id', '/debates/a%20b')).toEqual({ id: 'a b' });
    expect(matchPath('/debates/:id', '/debates')).toBeNull();
    expect(matchPath('/debates', '/debates/')).toEqual({});
  });

  it('refuses malformed percent-encoding instead of throwing', () => {
    expect(matchPath('/debates/:id', '/debates/%E0%A4%A')).toBeNull();
  });
});

describe('findRoute', () => {
  it('prefers static siblings over :param routes', () => {
    expect(findRoute('/clubs/create')?.route.id).toBe('club-create');
    expect(findRoute('/topics/suggest')?.route.id).toBe('topic-suggest');
    expect(findRoute('/clubs/123')?.route.id).toBe('club');
  });

  it.each([
    ['/', 'public'],
    ['/create-debate', 'auth'],
    ['/judge/score/42', 'auth'],
    ['/admin', 'admin'],
    ['/admin/moderation', 'admin'],
    ['/auth', 'guest'],
    ['/training/assessment', 'public'],
  ])('%s is %s', (path, access) => {
    expect(findRoute(path)?.route.access).toBe(access);
  });

  it('does not know unknown paths, including unknown admin pages', () => {
    expect(findRoute('/nope')).toBeNull();
    expect(findRoute('/admin/nope')).toBeNull();
  });

  it('has unique ids and paths, and a sign-in prompt for every guarded route', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    for (const route of ROUTES.filter((r) => r.access === 'auth')) expect(route.signInPrompt).toBeDefined();
  });

  it('covers every public route of spec section 2', () => {
    const spec =
      '/ get-started debates debates/{id} clubs clubs/{id} clubs/{id}/members topics topics/{id} events event-templates events/{id} debate-event/{id} become-judge judge-available-debates judge-commitment/{id} user/{userId} about ambassadors how-it-works social-impact roadmap faq contact leaderboards terms privacy cookies training training/argument-builder training/rebuttal training/research training/speech training/mock-debate training/quick-start training/history training/assessment';
    for (const path of spec.split(' ')) {
      const concrete = `/${path.replace(/^\//, '').replace(/\{\w+\}/g, 'x1')}`;
      expect(findRoute(concrete)?.route.access, concrete).toBe('public');
    }
  });

  it('guards every sign-in route of spec section 2', () => {
    const spec =
      'clubs/create create-club clubs/{id}/edit topics/suggest suggest-topic events/{id}/edit create-debate create-event judge-dashboard judge/score/{id} judge-note-taking profile onboarding my-debates my-club start-club settings';
    for (const path of spec.split(' ')) {
      const concrete = `/${path.replace(/\{\w+\}/g, 'x1')}`;
      expect(findRoute(concrete)?.route.access, concrete).toBe('auth');
    }
  });
});

describe('findRedirect', () => {
  it.each([
    ['/groups', '/clubs'],
    ['/groups/7', '/clubs/7'],
    ['/groups/7/members', '/clubs/7/members'],
    ['/groups/7/edit', '/clubs/7/edit'],
    ['/create-group', '/create-club'],
  ])('%s -> %s', (from, to) => {
    expect(findRedirect(from)).toBe(to);
  });

  it('leaves other paths alone', () => {
    expect(findRedirect('/clubs')).toBeNull();
  });
});
