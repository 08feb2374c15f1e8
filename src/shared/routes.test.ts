import { describe, expect, it } from 'vitest';
import {
  findRedirect,
  findRoute,
  hrefFor,
  matchPath,
  ROUTES,
  type RouteId,
  type RouteParamsOf,
  type RoutePath,
} from './routes.ts';

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

  it('sends every other path under /admin to the admin-only guard', () => {
    expect(findRoute('/admin/nope')?.route).toMatchObject({ id: 'admin-unknown', access: 'admin' });
    expect(findRoute('/admin/users/abc')?.route.id).toBe('admin-user');
    expect(findRoute('/admin/users/abc/more')?.route.id).toBe('admin-unknown');
    expect(findRoute('/administrator')).toBeNull();
  });

  it('does not know unknown paths', () => {
    expect(findRoute('/nope')).toBeNull();
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

describe('hrefFor', () => {
  it('gives the path of a route without params', () => {
    expect(hrefFor('home')).toBe('/');
    expect(hrefFor('debates')).toBe('/debates');
    expect(hrefFor('admin-moderation')).toBe('/admin/moderation');
    expect(hrefFor('faq', {})).toBe('/faq');
  });

  it('fills and encodes :params', () => {
    expect(hrefFor('debate', { id: '42' })).toBe('/debates/42');
    expect(hrefFor('club-edit', { id: 'a b/c?d#e' })).toBe('/clubs/a%20b%2Fc%3Fd%23e/edit');
    expect(hrefFor('user', { userId: 'ü' })).toBe('/user/%C3%BC');
    expect(findRoute(hrefFor('club-members', { id: 'x/y' }))?.params).toEqual({ id: 'x/y' });
  });

  it('appends a query string, leaving out empty values', () => {
    expect(hrefFor('auth', {}, { query: { tab: 'register' } })).toBe('/auth?tab=register');
    expect(hrefFor('debates', {}, { query: { q: 'a&b =c', state: undefined, page: 2, empty: '', none: null } })).toBe(
      '/debates?q=a%26b+%3Dc&page=2',
    );
    expect(hrefFor('debates', {}, { query: { state: undefined } })).toBe('/debates');
  });

  it('appends a hash, with or without its #', () => {
    expect(hrefFor('how-it-works', {}, { hash: 'formats' })).toBe('/how-it-works#formats');
    expect(hrefFor('profile', {}, { hash: '#email-preferences' })).toBe('/profile#email-preferences');
    expect(hrefFor('debate', { id: '7' }, { query: { tab: 'x' }, hash: 'comments' })).toBe('/debates/7?tab=x#comments');
    expect(hrefFor('home', {}, { hash: '' })).toBe('/');
  });

  it('throws for an unknown id or a missing param at run time', () => {
    expect(() => (hrefFor as (id: RouteId) => string)('nope' as RouteId)).toThrow('Unknown route id');
    expect(() => hrefFor('debate', {} as { id: string })).toThrow('Missing param');
  });

  it('rejects wrong ids and params at compile time', () => {
    // The calls throw; what matters is that each line is a type error.
    // @ts-expect-error an unknown route id
    expect(() => hrefFor('debate-nope')).toThrow();
    // @ts-expect-error a missing param
    expect(() => hrefFor('debate')).toThrow();
    // @ts-expect-error a missing param in the params object
    expect(() => hrefFor('debate', {})).toThrow();
    // @ts-expect-error an extra param
    expect(hrefFor('debate', { id: '1', extra: '2' })).toBe('/debates/1');
    // @ts-expect-error a param for a route without params
    expect(hrefFor('debates', { id: '1' })).toBe('/debates');
  });

  it('keeps the literal ids, paths and params in the types', () => {
    const path: RoutePath<'debate-edit'> = '/debates/:id/edit';
    const params: RouteParamsOf<'judge-score'> = { id: '1' };
    const none: RouteParamsOf<'home'> = {};
    // @ts-expect-error the path of another route
    const wrong: RoutePath<'debate'> = '/clubs/:id';
    const adminPath: RoutePath<'admin-logs'> = '/admin/logs';
    // @ts-expect-error each admin section keeps its own path
    const otherAdminPath: RoutePath<'admin-logs'> = '/admin/users';
    expect([path, params, none, wrong, adminPath, otherAdminPath]).toHaveLength(6);
  });
});
