// Training over HTTP on a real database: the modules list without keys; start
// → save → complete → history → summary; scores computed by the server and
// never above their maximum; completion once (also when two arrive at once);
// nothing changes after it (service, UPDATE guard and trigger); answers that
// do not fit → 400 with field errors; modules and items that no longer exist;
// the timed drill bounded by the server's clock; the assessment's retake; the
// recommendations from speaker scores; and the permission matrix — attempts
// are private, so anyone but their member (admins too) gets 404.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  analyticsEvents,
  debateParticipants,
  debateResults,
  debates,
  rateLimits,
  trainingAttempts,
  users,
} from '#server/db/schema/index.ts';
import { getFormat } from '#shared/formats/formats.ts';
import { getItem, TRAINING_ITEMS } from '#shared/training/bank.ts';
import {
  type AttemptDetail,
  type AttemptListItem,
  type SubmittedAnswer,
  TRAINING_MESSAGES,
  type TrainingAreas,
  type TrainingItem,
  type TrainingSummary,
} from '#shared/training/contract.ts';
import { SKILL_PRACTICE } from '#shared/training/progress.ts';
import { ITEM_MAX_POINTS, keyAnswer } from '#shared/training/scoring.ts';
import type { Paginated } from '#shared/validation.ts';
import { apiErrorOf as errorOf, callAs, createTestApp, expectJson as ok, signUp, type TestApp } from '#tests/test-app.ts';

let t: TestApp;
const NAMES = ['owner', 'other', 'admin', 'speaker'] as const;
type Person = (typeof NAMES)[number];
type Who = Person | 'anonymous';
const people = {} as Record<Person, { cookie: string; userId: string }>;

const call = (who: Who, method: string, path: string, body?: unknown) =>
  callAs(t, who === 'anonymous' ? null : people[who].cookie, method, path, body);

const start = (who: Person, body: Record<string, unknown>) =>
  ok<AttemptDetail>(call(who, 'POST', '/api/training/attempts', body), 201);
const itemOf = (id: string) => getItem(id) as TrainingItem;
const keysOf = (attempt: AttemptDetail, elapsedMs?: number): SubmittedAnswer[] =>
  attempt.itemIds.map((id) => ({ ...keyAnswer(itemOf(id)), ...(elapsedMs === undefined ? {} : { elapsedMs }) }));

/** A wrong answer of the right shape: another option, a reversed order, every part tagged with one tag, the other value. */
function wrongAnswer(item: TrainingItem): SubmittedAnswer {
  switch (item.type) {
    case 'single-choice':
    case 'identify-part':
      return {
        itemId: item.id,
        type: item.type,
        optionId: item.options.find((o) => o.id !== item.answer.optionId)?.id as string,
      } as SubmittedAnswer;
    case 'multiple-choice':
      return { itemId: item.id, type: item.type, optionIds: item.options.map((o) => o.id) };
    case 'true-false':
      return { itemId: item.id, type: item.type, value: !item.answer.value };
    case 'ordering':
      return { itemId: item.id, type: item.type, order: [...item.answer.order].reverse() };
    case 'tag':
      return { itemId: item.id, type: item.type, tags: {} };
  }
}

/** Any answer of the item's shape, picked at random (property-style runs). */
function randomAnswer(item: TrainingItem, random: () => number): SubmittedAnswer {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const ids = 'options' in item ? item.options.map((o) => o.id) : [];
  const shuffled = [...ids].sort(() => random() - 0.5);
  switch (item.type) {
    case 'single-choice':
    case 'identify-part':
      return { itemId: item.id, type: item.type, optionId: pick(ids) } as SubmittedAnswer;
    case 'multiple-choice':
      return { itemId: item.id, type: item.type, optionIds: shuffled.slice(0, Math.floor(random() * (ids.length + 1))) };
    case 'true-false':
      return { itemId: item.id, type: item.type, value: random() < 0.5 };
    case 'ordering':
      return { itemId: item.id, type: item.type, order: shuffled };
    case 'tag':
      return {
        itemId: item.id,
        type: item.type,
        tags: Object.fromEntries(ids.filter(() => random() < 0.8).map((part) => [part, pick(item.tags.map((tg) => tg.id))])),
      };
  }
}

function mulberry(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const name of NAMES) people[name] = await signUp(t, `${name}-training@example.org`, 'Passw0rdOk', `Training ${name}`);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, people.admin.userId));
});

beforeEach(async () => {
  await t.database.db.delete(rateLimits);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/training/modules', () => {
  it('lists every area with its modules and the skills, anonymously, without a question or key', async () => {
    const res = await t.request('/api/training/modules');
    const text = await res.clone().text();
    const body = await ok<TrainingAreas>(res);
    expect(body.areas.map((a) => a.id)).toContain('assessment');
    expect(body.areas.find((a) => a.id === 'assessment')?.modules[0]).toMatchObject({
      id: 'skill-assessment',
      itemsPerAttempt: 15,
    });
    expect(body.areas.find((a) => a.id === 'speech')?.modules.find((m) => m.id === 'speech-practice')?.needsFormat).toBe(true);
    expect(body.skills).toHaveLength(10);
    expect(text).not.toMatch(/"answer"|"explanation"|"prompt"/);
  });
});

describe('an attempt from start to summary', () => {
  it('starts, saves, completes once with the server’s score, and shows in the history and the summary', async () => {
    const started = await start('owner', { moduleId: 'argument-parts' });
    expect(started).toMatchObject({ status: 'in-progress', area: 'argument-builder', version: 0, score: null, review: null });
    expect(started.items).toHaveLength(8);
    expect(started.max).toBe(8 * ITEM_MAX_POINTS);
    expect(JSON.stringify(started.items)).not.toMatch(/"answer"|"explanation"/);

    // Save half: two right, two wrong.
    const [a, b, c, d] = started.itemIds.map(itemOf) as [TrainingItem, TrainingItem, TrainingItem, TrainingItem];
    const partial = [keyAnswer(a), keyAnswer(b), wrongAnswer(c), wrongAnswer(d)];
    const saved = await ok<AttemptDetail>(
      call('owner', 'PUT', `/api/training/attempts/${started.id}`, { answers: partial, version: 0 }),
    );
    expect(saved).toMatchObject({ version: 1, status: 'in-progress', score: null });
    expect(saved.answers).toHaveLength(4);

    // Resuming (another device) reads what was saved; an older version is refused rather than lose it.
    const resumed = await ok<AttemptDetail>(call('owner', 'GET', `/api/training/attempts/${started.id}`));
    expect(resumed.answers).toEqual(partial);
    const stale = await call('owner', 'PUT', `/api/training/attempts/${started.id}`, { answers: [], version: 0 });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toBe(TRAINING_MESSAGES.staleVersion);

    // Complete: the four saved plus two more right; two left unanswered. The server scores.
    const [, , , , e, f] = started.itemIds.map(itemOf);
    const final = [...partial, keyAnswer(e as TrainingItem), keyAnswer(f as TrainingItem)];
    const done = await ok<AttemptDetail>(
      call('owner', 'POST', `/api/training/attempts/${started.id}/complete`, { answers: final, version: 1 }),
    );
    const wrongPoints = (done.results ?? []).filter((r) => [c.id, d.id].includes(r.itemId)).reduce((s, r) => s + r.score, 0);
    expect(done.status).toBe('completed');
    expect(done.score).toBe(4 * ITEM_MAX_POINTS + wrongPoints);
    expect(wrongPoints).toBeLessThan(2 * ITEM_MAX_POINTS);
    expect(done.max).toBe(80);
    expect(done.durationMs).toBeGreaterThanOrEqual(0);
    expect(done.results?.filter((r) => !r.isAnswered)).toHaveLength(2);
    expect(Object.values(done.bySkill).reduce((s, x) => s + x.score, 0)).toBe(done.score);
    // Keys and explanations once completed.
    expect(done.review).toHaveLength(8);
    expect(done.review?.[0]).toMatchObject({ itemId: started.itemIds[0], key: keyAnswer(a) });
    expect(done.review?.[0]?.explanation.length).toBeGreaterThan(20);

    // The analytics event, written with the completion.
    const events = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.type, 'training_completed'), eq(analyticsEvents.userId, people.owner.userId)));
    expect(events.map((ev) => ev.properties)).toContainEqual({
      module: 'argument-parts',
      score: Math.floor(((done.score ?? 0) * 100) / 80),
    });

    // Once only; nothing changes after.
    const again = await call('owner', 'POST', `/api/training/attempts/${started.id}/complete`, { answers: final, version: 2 });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(TRAINING_MESSAGES.alreadyCompleted);
    const late = await call('owner', 'PUT', `/api/training/attempts/${started.id}`, { answers: [], version: 2 });
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe(TRAINING_MESSAGES.alreadyCompleted);
    expect((await call('owner', 'DELETE', `/api/training/attempts/${started.id}`)).status).toBe(409);
    expect((await ok<AttemptDetail>(call('owner', 'GET', `/api/training/attempts/${started.id}`))).score).toBe(done.score);

    // History: filters by area, skill and status.
    const list = (query: string) => ok<Paginated<AttemptListItem>>(call('owner', 'GET', `/api/training/attempts${query}`));
    const all = await list('');
    expect(all.items[0]).toMatchObject({
      id: started.id,
      status: 'completed',
      score: done.score,
      max: 80,
      moduleLabel: 'Parts of an argument',
    });
    expect((await list('?area=argument-builder')).items.map((i) => i.id)).toContain(started.id);
    expect((await list('?area=rebuttal')).items.map((i) => i.id)).not.toContain(started.id);
    const skill = Object.keys(done.bySkill)[0] as string;
    expect((await list(`?skill=${skill}`)).items.map((i) => i.id)).toContain(started.id);
    expect((await list('?skill=delivery')).items.map((i) => i.id)).not.toContain(started.id);
    expect((await list('?status=in-progress')).items.map((i) => i.id)).not.toContain(started.id);
    expect((await call('owner', 'GET', '/api/training/attempts?skill=juggling')).status).toBe(400);

    // Summary: progress, the last attempts, the streak.
    const summary = await ok<TrainingSummary>(call('owner', 'GET', '/api/training/summary'));
    const area = summary.areas.find((x) => x.area === 'argument-builder');
    expect(area).toMatchObject({ attempts: 1, score: done.score, max: 80 });
    expect(area?.bestPercent).toBe(Math.floor(((done.score ?? 0) * 100) / 80));
    expect(summary.recent.map((r) => r.id)).toContain(started.id);
    expect(summary.streak).toMatchObject({ days: 1, isActiveToday: true, timeZone: 'UTC' });
    expect(summary.completed).toBeGreaterThanOrEqual(1);
    const skillStats = summary.skills.find((s) => s.skill === skill);
    expect(skillStats?.attempts).toBe(1);
    expect(skillStats?.max).toBe(done.bySkill[skill]?.max);
    expect((await call('owner', 'GET', '/api/training/summary?timeZone=Mars/Olympus')).status).toBe(400);
  });

  it('refuses two completions arriving at once: one wins, the other is told it is complete', async () => {
    const attempt = await start('owner', { moduleId: 'research-quiz' });
    const body = { answers: keysOf(attempt), version: 0 };
    const answers = await Promise.all([
      call('owner', 'POST', `/api/training/attempts/${attempt.id}/complete`, body),
      call('owner', 'POST', `/api/training/attempts/${attempt.id}/complete`, body),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409) as Response;
    expect((await errorOf(refused)).message).toBe(TRAINING_MESSAGES.alreadyCompleted);
    const events = await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.type, 'training_completed'));
    expect(events.filter((ev) => (ev.properties as { module?: string }).module === 'research-quiz')).toHaveLength(1);
  });

  it('keeps a completed attempt as it is in the database too (trigger)', async () => {
    const attempt = await start('owner', { moduleId: 'research-quiz' });
    await ok(call('owner', 'POST', `/api/training/attempts/${attempt.id}/complete`, { answers: [], version: 0 }));
    await expect(
      t.database.db.update(trainingAttempts).set({ score: 0 }).where(eq(trainingAttempts.id, attempt.id)),
    ).rejects.toThrow();
    const [row] = await t.database.db.select().from(trainingAttempts).where(eq(trainingAttempts.id, attempt.id));
    expect(row?.score).toBe(0);
    expect(row?.maxScore).toBe(attempt.max);
  });

  it('discards an unfinished attempt', async () => {
    const attempt = await start('owner', { moduleId: 'rebuttal-quiz' });
    await ok(call('owner', 'DELETE', `/api/training/attempts/${attempt.id}`), 204);
    expect((await call('owner', 'GET', `/api/training/attempts/${attempt.id}`)).status).toBe(404);
  });
});

describe('answers that do not fit', () => {
  it('answers 400 with the fields: a wrong shape, a score in the body, another type, a foreign option or item', async () => {
    const attempt = await start('owner', { moduleId: 'argument-parts' });
    const item = itemOf(attempt.itemIds[0] as string);
    const path = `/api/training/attempts/${attempt.id}`;
    const fieldsOf = async (body: unknown) => {
      const res = await call('owner', 'PUT', path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe('VALIDATION_FAILED');
      return Object.keys(error.fields ?? {});
    };
    expect(await fieldsOf({ answers: [{ itemId: item.id, type: 'single-choice' }], version: 0 })).toContain('answers.0.optionId');
    expect(await fieldsOf({ answers: [], version: 0, score: 80 })).toEqual(['_']);
    expect(await fieldsOf({ answers: 'all right', version: 0 })).toContain('answers');
    const other = item.type === 'true-false' ? { type: 'single-choice', optionId: 'a' } : { type: 'true-false', value: true };
    expect(await fieldsOf({ answers: [{ itemId: item.id, ...other }], version: 0 })).toEqual(['answers.0.type']);
    const foreign = TRAINING_ITEMS.find((i) => !attempt.itemIds.includes(i.id)) as TrainingItem;
    expect(await fieldsOf({ answers: [keyAnswer(foreign)], version: 0 })).toEqual(['answers.0.itemId']);
    expect(
      await fieldsOf({
        answers: [keyAnswer(item)],
        work: [{ kind: 'rebuttal-response', itemId: item.id, text: 'x' }],
        version: 0,
      }),
    ).toEqual(['work.0.kind']);
    // Nothing was saved by the refusals.
    expect((await ok<AttemptDetail>(call('owner', 'GET', path))).version).toBe(0);
    // The completion checks the same.
    const res = await call('owner', 'POST', `${path}/complete`, { answers: [keyAnswer(foreign)], version: 0 });
    expect(res.status).toBe(400);
    expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(['answers.0.itemId']);
  });

  it('asks for a format where the module needs one, and checks the speech belongs to it', async () => {
    const res = await call('owner', 'POST', '/api/training/attempts', { moduleId: 'speech-practice' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ formatId: [TRAINING_MESSAGES.formatNeeded] });
    const position = await call('owner', 'POST', '/api/training/attempts', {
      moduleId: 'speech-practice',
      formatId: 'standard',
      positionId: 'nobody',
    });
    expect((await errorOf(position)).fields).toEqual({ positionId: [TRAINING_MESSAGES.positionUnknown] });

    const attempt = await start('owner', { moduleId: 'speech-practice', formatId: 'standard', positionId: 'prop-1' });
    const format = getFormat('standard');
    const speech = format?.speeches.find((s) => s.id === 'prop-1');
    const record = { kind: 'speech', formatId: 'standard', speechId: 'opp-1', spokenMs: 300_000 };
    const notYours = await call('owner', 'POST', `/api/training/attempts/${attempt.id}/complete`, {
      answers: [],
      work: [record],
      version: 0,
    });
    expect((await errorOf(notYours)).fields).toEqual({ 'work.0.speechId': [TRAINING_MESSAGES.speechNotYours] });
    const done = await ok<AttemptDetail>(
      call('owner', 'POST', `/api/training/attempts/${attempt.id}/complete`, {
        answers: [],
        work: [{ ...record, speechId: 'prop-1', spokenMs: (speech?.seconds ?? 0) * 1000 }],
        selfAssessment: { content: 2, style: 3, strategy: 1 },
        version: 0,
      }),
    );
    expect(done).toMatchObject({ score: 10, max: 10, bySkill: { delivery: { score: 10, max: 10 } } });
    expect(done.selfAssessmentScore).toEqual({ score: 2 * 2 + 3 * 2 + 1, max: 15 });
  });
});

describe('modules and items that no longer exist', () => {
  it('answers 404 for a module that does not exist', async () => {
    const res = await call('owner', 'POST', '/api/training/attempts', { moduleId: 'juggling-basics' });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(TRAINING_MESSAGES.moduleGone);
  });

  it('keeps an attempt at a removed module readable and discardable, not continued', async () => {
    const [row] = await t.database.db
      .insert(trainingAttempts)
      .values({
        userId: people.owner.userId,
        area: 'rebuttal',
        moduleId: 'retired-drill',
        itemIds: ['rb-gone-1'],
        seed: 's',
        maxScore: 10,
      })
      .returning();
    const id = row?.id as string;
    const detail = await ok<AttemptDetail>(call('owner', 'GET', `/api/training/attempts/${id}`));
    expect(detail).toMatchObject({
      isModuleAvailable: false,
      moduleLabel: 'A module that no longer exists',
      missingItemIds: ['rb-gone-1'],
    });
    const save = await call('owner', 'PUT', `/api/training/attempts/${id}`, { answers: [], version: 0 });
    expect(save.status).toBe(409);
    expect((await errorOf(save)).message).toBe(TRAINING_MESSAGES.moduleGone);
    await ok(call('owner', 'DELETE', `/api/training/attempts/${id}`), 204);
  });

  it('scores an attempt without a question removed from the bank, and reports it', async () => {
    const real = TRAINING_ITEMS.find((i) => i.areas.includes('research')) as TrainingItem;
    const [row] = await t.database.db
      .insert(trainingAttempts)
      .values({
        userId: people.owner.userId,
        area: 'research',
        moduleId: 'research-quiz',
        itemIds: [real.id, 'rs-retired-question'],
        seed: 's',
        maxScore: 20,
      })
      .returning();
    const done = await ok<AttemptDetail>(
      call('owner', 'POST', `/api/training/attempts/${row?.id}/complete`, { answers: [keyAnswer(real)], version: 0 }),
    );
    expect(done).toMatchObject({ score: 10, max: 10, missingItemIds: ['rs-retired-question'] });
  });
});

describe('timed drills and the assessment', () => {
  it('scores a drill answered in time, and counts answers the server received too late as late', async () => {
    const quick = await start('owner', { moduleId: 'rebuttal-drill' });
    const inTime = await ok<AttemptDetail>(
      call('owner', 'POST', `/api/training/attempts/${quick.id}/complete`, { answers: keysOf(quick, 20_000), version: 0 }),
    );
    expect(inTime.score).toBe(inTime.max);

    // The browser claims 20 s an item, but the drill was started an hour ago by the server's clock.
    const slow = await start('owner', { moduleId: 'rebuttal-drill' });
    await t.database.db
      .update(trainingAttempts)
      .set({ startedAt: sql`now() - interval '1 hour'` })
      .where(eq(trainingAttempts.id, slow.id));
    const late = await ok<AttemptDetail>(
      call('owner', 'POST', `/api/training/attempts/${slow.id}/complete`, { answers: keysOf(slow, 20_000), version: 0 }),
    );
    expect(late.score).toBe(0);
    expect(late.results?.every((r) => r.isLate)).toBe(true);
    expect(late.durationMs).toBeGreaterThanOrEqual(3_600_000 - 1000);
  });

  it('keeps the time an answer was first received while it stays the same, and takes a new one when it changes', async () => {
    const drill = await start('owner', { moduleId: 'rebuttal-drill' });
    const keys = keysOf(drill, 20_000);
    const lastItem = itemOf(drill.itemIds.at(-1) as string);
    const saved = [...keys.slice(0, -1), { ...wrongAnswer(lastItem), elapsedMs: 20_000 }];
    await ok(call('owner', 'PUT', `/api/training/attempts/${drill.id}`, { answers: saved, version: 0 }));
    // As if it was all saved in the drill's first ten seconds, an hour ago.
    await t.database.db.execute(sql`
      update training_attempts set started_at = now() - interval '1 hour',
        answered_at = (select jsonb_object_agg(k, to_jsonb(now() - interval '1 hour' + interval '10 seconds')) from jsonb_object_keys(answered_at) k)
      where id = ${drill.id}`);
    // The same answers (the keys reordered, as the database stores them) count in time; the changed last one is late.
    const done = await ok<AttemptDetail>(
      call('owner', 'POST', `/api/training/attempts/${drill.id}/complete`, { answers: keys, version: 1 }),
    );
    expect(done.score).toBe(done.max - ITEM_MAX_POINTS);
    expect(done.results?.filter((r) => r.isLate).map((r) => r.itemId)).toEqual([lastItem.id]);
  });

  it('draws 15 assessment questions across the skills, and different ones on a retake', async () => {
    const first = await start('other', { moduleId: 'skill-assessment' });
    expect(first.itemIds).toHaveLength(15);
    expect(new Set(first.items.map((i) => i.skill)).size).toBe(10);
    const done = await ok<AttemptDetail>(
      call('other', 'POST', `/api/training/attempts/${first.id}/complete`, { answers: keysOf(first), version: 0 }),
    );
    expect(done).toMatchObject({ score: 150, max: 150 });
    expect(Object.keys(done.bySkill)).toHaveLength(10);
    const retake = await start('other', { moduleId: 'skill-assessment' });
    expect(retake.itemIds.filter((id) => first.itemIds.includes(id))).toEqual([]);
  });
});

describe('scores stay within 0..max (random answers through the API)', () => {
  it('for eight random answer sets over different modules', async () => {
    const random = mulberry(20261126);
    const modules = [
      'argument-parts',
      'argument-reasoning',
      'rebuttal-quiz',
      'research-quiz',
      'speech-rules',
      'mock-debate-rules',
      'quick-start',
      'skill-assessment',
    ];
    for (const moduleId of modules) {
      const attempt = await start('other', { moduleId });
      const answers = attempt.itemIds.filter(() => random() < 0.85).map((id) => randomAnswer(itemOf(id), random));
      const done = await ok<AttemptDetail>(
        call('other', 'POST', `/api/training/attempts/${attempt.id}/complete`, { answers, version: 0 }),
      );
      expect(done.score, moduleId).toBeGreaterThanOrEqual(0);
      expect(done.score as number, moduleId).toBeLessThanOrEqual(done.max);
      expect(done.max).toBe(attempt.max);
      const bySkill = Object.values(done.bySkill);
      expect(bySkill.reduce((s, x) => s + x.score, 0)).toBe(done.score);
      expect(bySkill.reduce((s, x) => s + x.max, 0)).toBe(done.max);
      for (const r of done.results ?? []) expect(r.score).toBeLessThanOrEqual(r.max);
    }
  });
});

describe('recommendations from the member’s confirmed results', () => {
  it('recommends delivery and structure when judged speaker scores sit low in their formats’ ranges', async () => {
    const db = t.database.db;
    const before = await ok<TrainingSummary>(call('speaker', 'GET', '/api/training/summary'));
    expect(before.recommendations).toEqual([expect.objectContaining({ source: 'start', moduleId: 'quick-start' })]);
    for (let i = 0; i < 3; i++) {
      const [debate] = await db
        .insert(debates)
        .values({
          title: `Judged debate ${i}`,
          topic: 'This house would tax sugar',
          format: 'standard',
          startsAt: new Date(Date.now() - (i + 1) * 86_400_000),
          maxParticipants: 4,
          status: 'finished',
        })
        .returning({ id: debates.id });
      const debateId = debate?.id as string;
      await db.insert(debateParticipants).values({ debateId, userId: people.speaker.userId, role: 'prop-1' });
      // 64 of 60–80: 20% of the way up the range.
      await db.insert(debateResults).values({
        debateId,
        decision: {
          kind: 'sides',
          winner: 'opposition',
          votes: {},
          speakerScores: { 'prop-1': 64, 'opp-1': 75 },
          replyScores: {},
          totals: {},
        },
      });
    }
    const after = await ok<TrainingSummary>(call('speaker', 'GET', '/api/training/summary'));
    expect(after.ballots).toEqual({ scoredSpeeches: 3, averageRangePercent: 20 });
    expect(after.recommendations.slice(0, 2).map((r) => [r.skill, r.source, r.moduleId])).toEqual([
      ['delivery', 'ballots', SKILL_PRACTICE.delivery.moduleId],
      ['structure', 'ballots', SKILL_PRACTICE.structure.moduleId],
    ]);
  });
});

describe('who may see and change an attempt', () => {
  let attemptId: string;
  beforeAll(async () => {
    await t.database.db.delete(rateLimits);
    attemptId = (await start('owner', { moduleId: 'argument-reasoning' })).id;
  });

  it('answers 401 to anonymous callers of every attempt operation', async () => {
    const path = `/api/training/attempts/${attemptId}`;
    for (const [method, url, body] of [
      ['POST', '/api/training/attempts', { moduleId: 'argument-parts' }],
      ['GET', '/api/training/attempts', undefined],
      ['GET', '/api/training/summary', undefined],
      ['GET', path, undefined],
      ['PUT', path, { answers: [], version: 0 }],
      ['POST', `${path}/complete`, { answers: [], version: 0 }],
      ['DELETE', path, undefined],
    ] as const) {
      expect((await call('anonymous', method, url, body)).status, `${method} ${url}`).toBe(401);
    }
  });

  it.each(['other', 'admin'] as const)('answers 404 to %s for someone else’s attempt, as if it did not exist', async (who) => {
    const path = `/api/training/attempts/${attemptId}`;
    for (const [method, url, body] of [
      ['GET', path, undefined],
      ['PUT', path, { answers: [], version: 0 }],
      ['POST', `${path}/complete`, { answers: [], version: 0 }],
      ['DELETE', path, undefined],
    ] as const) {
      const res = await call(who, method, url, body);
      expect(res.status, `${who} ${method} ${url}`).toBe(404);
      expect((await errorOf(res)).message).toBe(TRAINING_MESSAGES.attemptNotFound);
    }
    const missing = await call(who, 'GET', '/api/training/attempts/00000000-0000-4000-8000-000000000000');
    expect((await errorOf(missing)).message).toBe(TRAINING_MESSAGES.attemptNotFound);
    const history = await ok<Paginated<AttemptListItem>>(call(who, 'GET', '/api/training/attempts?limit=100'));
    expect(history.items.map((i) => i.id)).not.toContain(attemptId);
    // The owner's attempt is untouched.
    const own = await ok<AttemptDetail>(call('owner', 'GET', path));
    expect(own).toMatchObject({ status: 'in-progress', version: 0 });
  });
});

describe('rate limits', () => {
  it('refuses the 61st start within an hour', async () => {
    await t.database.db.delete(rateLimits);
    await t.database.db.execute(
      sql`insert into rate_limits (key, count, reset_at) values (${`training-start:${people.other.userId}`}, 60, now() + interval '1 hour')`,
    );
    const res = await call('other', 'POST', '/api/training/attempts', { moduleId: 'argument-parts' });
    expect(res.status).toBe(429);
  });
});
