// Peer review over HTTP on a real database: "reviewers for me" (coaches of the
// member's clubs, approved judges); request → inbox → the shared attempt (free
// work and self-assessment only) → review once → the member sees the score
// beside their own assessment; mails both ways; attempts that cannot be shared;
// decline, withdraw and asking again; two submissions at once give one review;
// and the permission matrix of every operation (anonymous, the member, another
// member, the reviewer asked, another judge, an admin).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clubMembers,
  clubs,
  emailQueue,
  judges,
  rateLimits,
  trainingReviewRequests,
  trainingReviews,
  users,
} from '#server/db/schema/index.ts';
import { DEBATE_FORMATS } from '#shared/formats/formats.ts';
import type { AttemptDetail } from '#shared/training/contract.ts';
import {
  REVIEW_MESSAGES,
  REVIEW_REQUESTS_PER_HOUR,
  type Reviewers,
  type ReviewRequest,
  type ReviewRequestDetail,
  type ReviewRequestList,
} from '#shared/training/review.ts';
import { ARGUMENT_BUILD_RUBRIC } from '#shared/training/rubrics.ts';
import { apiErrorOf as errorOf, callAs, createTestApp, expectJson as ok, signUp, type TestApp } from '#tests/test-app.ts';

let t: TestApp;
const NAMES = ['owner', 'other', 'reviewer', 'judge', 'coach', 'admin'] as const;
type Person = (typeof NAMES)[number];
type Who = Person | 'anonymous';
const people = {} as Record<Person, { cookie: string; userId: string; email: string }>;

const call = (who: Who, method: string, path: string, body?: unknown) =>
  callAs(t, who === 'anonymous' ? null : people[who].cookie, method, path, body);

const BUILD = {
  kind: 'argument-build',
  motion: 'This house would make public transport free',
  side: 'proposition',
  claim: 'Free public transport cuts traffic in city centres.',
  warrant: 'When the fare is gone, the marginal cost of a bus trip falls below that of driving and parking.',
  evidence: 'Tallinn saw a measurable rise in public transport trips after fares were removed in 2013.',
  impact: 'Fewer cars means cleaner air and faster journeys for everyone, including those who still drive.',
};
const SELF = { claim: 2, warrant: 2, evidence: 1, impact: 2, coherence: 2 };
const RATINGS = { claim: 3, warrant: 2, evidence: 2, impact: 2, coherence: 3 };
const COMMENT = 'A clear claim and a real mechanism; the evidence needs a source a judge can check.';

/** A completed free build with its self-assessment, made by `who`. */
async function completedBuild(who: Person = 'owner'): Promise<AttemptDetail> {
  const started = await ok<AttemptDetail>(call(who, 'POST', '/api/training/attempts', { moduleId: 'argument-free-build' }), 201);
  return ok<AttemptDetail>(
    call(who, 'POST', `/api/training/attempts/${started.id}/complete`, {
      answers: [],
      work: [BUILD],
      selfAssessment: SELF,
      version: started.version,
    }),
  );
}

const ask = (attemptId: string, reviewer: Person, who: Who = 'owner', note?: string) =>
  call(who, 'POST', `/api/training/attempts/${attemptId}/reviews`, { reviewerId: people[reviewer].userId, note });

beforeAll(async () => {
  t = await createTestApp();
  for (const name of NAMES) {
    const email = `${name}-review@example.org`;
    people[name] = { ...(await signUp(t, email, 'Passw0rdOk', `Review ${name}`)), email };
  }
  const db = t.database.db;
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, people.admin.userId));
  for (const judge of [people.reviewer, people.judge]) {
    await db.insert(judges).values({ userId: judge.userId, experience: 'Years', formats: ['oxford'], paradigm: 'Clash.' });
  }
  const [club] = await db.insert(clubs).values({ name: 'Riverside Debaters', createdBy: people.coach.userId }).returning();
  await db.insert(clubMembers).values([
    { clubId: club?.id as string, userId: people.coach.userId, role: 'owner' },
    { clubId: club?.id as string, userId: people.owner.userId, role: 'member' },
  ]);
});

beforeEach(async () => {
  await t.database.db.delete(rateLimits);
});

afterAll(async () => {
  await t.close();
});

describe('reviewers for me', () => {
  it('lists the coaches of the member’s clubs and the approved judges, never the member', async () => {
    const mine = await ok<Reviewers>(call('owner', 'GET', '/api/training/reviewers'));
    const byId = new Map(mine.items.map((item) => [item.userId, item]));
    expect(byId.get(people.coach.userId)?.qualifications).toEqual([
      { role: 'coach', clubId: expect.any(String), clubName: 'Riverside Debaters' },
    ]);
    expect(byId.get(people.reviewer.userId)?.qualifications).toEqual([{ role: 'judge' }]);
    expect(byId.has(people.owner.userId)).toBe(false);
    expect(mine.items[0]?.userId).toBe(people.coach.userId);

    const others = await ok<Reviewers>(call('other', 'GET', '/api/training/reviewers'));
    expect(others.items.map((item) => item.userId)).not.toContain(people.coach.userId);
    expect(others.items.map((item) => item.userId)).toContain(people.judge.userId);

    const found = await ok<Reviewers>(call('owner', 'GET', '/api/training/reviewers?q=review%20judge'));
    expect(found.items.map((item) => item.userId)).toEqual([people.judge.userId]);
  });
});

describe('a review from request to score', () => {
  it('shares the attempt with the reviewer, who scores it once; the member sees the score beside their own', async () => {
    const attempt = await completedBuild();
    const asked = await ok<ReviewRequest>(ask(attempt.id, 'reviewer', 'owner', 'Is my warrant strong enough?'), 201);
    expect(asked).toMatchObject({
      status: 'requested',
      attemptId: attempt.id,
      rubricId: 'argument-build',
      reviewerRole: 'judge',
      note: 'Is my warrant strong enough?',
      review: null,
      requester: { userId: people.owner.userId, name: 'Review owner' },
      reviewer: { userId: people.reviewer.userId, name: 'Review reviewer' },
    });
    const [mail] = await t.database.db
      .select()
      .from(emailQueue)
      .where(eq(emailQueue.referenceKey, `training-review:${asked.id}:requested`));
    expect(mail).toMatchObject({
      toEmail: people.reviewer.email,
      templateId: 'training_review_requested',
      category: 'judge_assignments',
    });

    const inbox = await ok<ReviewRequestList>(call('reviewer', 'GET', '/api/training/review-inbox'));
    expect(inbox.items.map((item) => item.id)).toContain(asked.id);

    const res = await call('reviewer', 'GET', `/api/training/review-requests/${asked.id}`);
    const raw = await res.clone().text();
    const shared = await ok<ReviewRequestDetail>(res);
    expect(shared.attempt.work).toEqual([BUILD]);
    expect(shared.attempt.selfAssessment).toMatchObject({ ratings: SELF, max: 21 });
    // Only the free work and the self-assessment: never the attempt's answers, results or score.
    expect(raw).not.toMatch(/"answers"|"results"|"bySkill"|"itemIds"|"score":\s*\d+,\s*"max":\s*21,\s*"bySkill"/);

    const reviewed = await ok<ReviewRequestDetail>(
      call('reviewer', 'POST', `/api/training/review-requests/${asked.id}/review`, { ratings: RATINGS, comment: COMMENT }),
    );
    // 3×1 + 2×2 + 2×1 + 2×2 + 3×1
    expect(reviewed.review).toMatchObject({ rubricId: 'argument-build', ratings: RATINGS, score: 16, max: 21, comment: COMMENT });
    expect(reviewed.status).toBe('completed');
    expect(reviewed.completedAt).not.toBeNull();
    const [told] = await t.database.db
      .select()
      .from(emailQueue)
      .where(eq(emailQueue.referenceKey, `training-review:${asked.id}:completed`));
    expect(told).toMatchObject({
      toEmail: people.owner.email,
      templateId: 'training_review_completed',
      category: 'score_notifications',
    });
    expect(told?.templateData).toMatchObject({ score: 16, max: 21, reviewerName: 'Review reviewer' });

    const again = await call('reviewer', 'POST', `/api/training/review-requests/${asked.id}/review`, {
      ratings: RATINGS,
      comment: COMMENT,
    });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(REVIEW_MESSAGES.reviewedOnce);

    const mine = await ok<ReviewRequestList>(call('owner', 'GET', `/api/training/review-requests?attemptId=${attempt.id}`));
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]?.review).toMatchObject({ score: 16, max: 21, comment: COMMENT });
    const detail = await ok<ReviewRequestDetail>(call('owner', 'GET', `/api/training/review-requests/${asked.id}`));
    // The member's own assessment on the same rubric, beside the reviewer's: 2 + 4 + 1 + 4 + 2.
    expect(detail.attempt.selfAssessment).toMatchObject({ score: 13, max: 21 });
  });

  it('lets a coach of the member’s club review, and no one else who is not a judge', async () => {
    const attempt = await completedBuild();
    const asked = await ok<ReviewRequest>(ask(attempt.id, 'coach'), 201);
    expect(asked).toMatchObject({ reviewerRole: 'coach', club: { name: 'Riverside Debaters' } });
    const refused = await ask(attempt.id, 'other');
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields?.reviewerId).toEqual([REVIEW_MESSAGES.reviewerNotAllowed]);
    // The coach is the owner's coach, not the other member's.
    const theirs = await completedBuild('other');
    expect((await ask(theirs.id, 'coach', 'other')).status).toBe(400);
  });

  it('checks the ratings against the rubric and computes the score itself', async () => {
    const attempt = await completedBuild();
    const asked = await ok<ReviewRequest>(ask(attempt.id, 'judge'), 201);
    const url = `/api/training/review-requests/${asked.id}/review`;
    const missing = await call('judge', 'POST', url, { ratings: { claim: 3 }, comment: COMMENT });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).fields?.['ratings.warrant']).toEqual([REVIEW_MESSAGES.rateEveryCriterion]);
    const foreign = await call('judge', 'POST', url, { ratings: { ...RATINGS, style: 2 }, comment: COMMENT });
    expect((await errorOf(foreign)).fields?.['ratings.style']).toEqual([REVIEW_MESSAGES.criterionUnknown]);
    expect((await call('judge', 'POST', url, { ratings: { ...RATINGS, claim: 4 }, comment: COMMENT })).status).toBe(400);
    expect((await call('judge', 'POST', url, { ratings: RATINGS, comment: 'Good.' })).status).toBe(400);
    expect((await call('judge', 'POST', url, { ratings: RATINGS, comment: COMMENT, score: 21 })).status).toBe(400);
    const top = Object.fromEntries(ARGUMENT_BUILD_RUBRIC.criteria.map((c) => [c.id, 3]));
    const reviewed = await ok<ReviewRequestDetail>(call('judge', 'POST', url, { ratings: top, comment: COMMENT }));
    expect(reviewed.review).toMatchObject({ score: 21, max: 21 });
  });
});

describe('each kind of work on its rubric', () => {
  /** Starts `moduleId` and completes it with `work` (and a self-assessment); the completed attempt. */
  async function completed(start: Record<string, unknown>, work: (attempt: AttemptDetail) => unknown[], selfAssessment?: object) {
    const started = await ok<AttemptDetail>(call('owner', 'POST', '/api/training/attempts', start), 201);
    return ok<AttemptDetail>(
      call('owner', 'POST', `/api/training/attempts/${started.id}/complete`, {
        answers: [],
        work: work(started),
        ...(selfAssessment ? { selfAssessment } : {}),
        version: started.version,
      }),
    );
  }
  const reviewOf = async (attempt: AttemptDetail, ratings: Record<string, number>) => {
    const asked = await ok<ReviewRequest>(ask(attempt.id, 'judge'), 201);
    const shared = await ok<ReviewRequestDetail>(call('judge', 'GET', `/api/training/review-requests/${asked.id}`));
    const reviewed = await ok<ReviewRequestDetail>(
      call('judge', 'POST', `/api/training/review-requests/${asked.id}/review`, { ratings, comment: COMMENT }),
    );
    return { asked, shared, reviewed };
  };

  it('research notes on the research review rubric, without a self-assessment', async () => {
    const notes = {
      kind: 'research-notes',
      motion: 'This house would make public transport free',
      definitions: [{ term: 'Free', meaning: 'No fare at the point of use' }],
      stakeholders: ['Commuters', 'Drivers', 'Transit workers'],
      proposition: ['Less traffic', 'Fairer access'],
      opposition: ['Lost fare revenue', 'Crowding'],
      sources: [{ title: 'Tallinn study', citation: 'Cats et al., 2017' }],
    };
    const attempt = await completed({ moduleId: 'research-notes' }, () => [notes]);
    const { asked, shared, reviewed } = await reviewOf(attempt, { definitions: 2, stakeholders: 3, arguments: 2, sources: 1 });
    expect(asked.rubricId).toBe('research-review');
    expect(shared.attempt.work).toEqual([notes]);
    expect(shared.attempt.selfAssessment).toBeNull();
    expect(reviewed.review).toMatchObject({ rubricId: 'research-review', score: 2 + 3 + 4 + 2, max: 18 });
  });

  it('a timed speech on the speech rubric, beside the speaker’s self-assessment', async () => {
    const format = DEBATE_FORMATS[0] as (typeof DEBATE_FORMATS)[number];
    const speech = format.speeches[0] as (typeof format.speeches)[number];
    const attempt = await completed(
      { moduleId: 'speech-practice', formatId: format.id },
      () => [{ kind: 'speech', formatId: format.id, speechId: speech.id, spokenMs: speech.seconds * 1000 }],
      { content: 1, style: 2, strategy: 3 },
    );
    const { shared, reviewed } = await reviewOf(attempt, { content: 2, style: 2, strategy: 2 });
    expect(shared.attempt.selfAssessment).toMatchObject({ score: 2 + 4 + 3, max: 15 });
    expect(reviewed.review).toMatchObject({ rubricId: 'speech-self-assessment', score: 4 + 4 + 2, max: 15 });
  });

  it('a rebuttal drill’s written responses with the argument each answers', async () => {
    const attempt = await completed(
      { moduleId: 'rebuttal-drill' },
      (started) => [{ kind: 'rebuttal-response', itemId: started.itemIds[0], text: 'Even if it were true, it is not unique.' }],
      { target: 2 },
    );
    const { shared, reviewed } = await reviewOf(attempt, { target: 3, response: 3, explanation: 3, weighing: 3 });
    expect(shared.attempt.prompts).toEqual([
      { itemId: attempt.itemIds[0], prompt: expect.stringContaining('The other side argues'), motion: expect.any(String) },
    ]);
    expect(shared.attempt.selfAssessment).toMatchObject({ score: 2, max: 15 });
    expect(reviewed.review).toMatchObject({ rubricId: 'rebuttal-review', score: 15, max: 15 });
  });
});

describe('what can be shared', () => {
  it('refuses attempts without free work, unfinished attempts, oneself, and asking the same person twice', async () => {
    const quiz = await ok<AttemptDetail>(call('owner', 'POST', '/api/training/attempts', { moduleId: 'argument-parts' }), 201);
    const open = await ok<AttemptDetail>(
      call('owner', 'POST', '/api/training/attempts', { moduleId: 'argument-free-build' }),
      201,
    );
    const notReviewable = await ask(quiz.id, 'reviewer');
    expect(notReviewable.status).toBe(409);
    expect((await errorOf(notReviewable)).message).toBe(REVIEW_MESSAGES.notReviewable);
    const unfinished = await ask(open.id, 'reviewer');
    expect(unfinished.status).toBe(409);
    expect((await errorOf(unfinished)).message).toBe(REVIEW_MESSAGES.notCompleted);

    const attempt = await completedBuild();
    const self = await ask(attempt.id, 'owner');
    expect((await errorOf(self)).fields?.reviewerId).toEqual([REVIEW_MESSAGES.notYourself]);
    await ok(ask(attempt.id, 'reviewer'), 201);
    const twice = await ask(attempt.id, 'reviewer');
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe(REVIEW_MESSAGES.alreadyRequested);
  });
});

describe('rate limit', () => {
  it(`refuses more than ${REVIEW_REQUESTS_PER_HOUR} requests an hour with 429`, async () => {
    const quiz = await ok<AttemptDetail>(call('other', 'POST', '/api/training/attempts', { moduleId: 'argument-parts' }), 201);
    for (let i = 0; i < REVIEW_REQUESTS_PER_HOUR; i++) expect((await ask(quiz.id, 'judge', 'other')).status).toBe(409);
    const limited = await ask(quiz.id, 'judge', 'other');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('decline and withdraw', () => {
  it('a declined request is closed for good; the reviewer no longer sees the attempt', async () => {
    const attempt = await completedBuild();
    const asked = await ok<ReviewRequest>(ask(attempt.id, 'reviewer'), 201);
    const declined = await ok<ReviewRequest>(
      call('reviewer', 'POST', `/api/training/review-requests/${asked.id}/decline`, { reason: 'Away this month.' }),
    );
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'Away this month.' });
    expect((await call('reviewer', 'GET', `/api/training/review-requests/${asked.id}`)).status).toBe(404);
    expect(
      (await call('reviewer', 'POST', `/api/training/review-requests/${asked.id}/review`, { ratings: RATINGS, comment: COMMENT }))
        .status,
    ).toBe(409);
    expect((await call('owner', 'POST', `/api/training/review-requests/${asked.id}/withdraw`)).status).toBe(409);
    const again = await ask(attempt.id, 'reviewer');
    expect((await errorOf(again)).message).toBe(REVIEW_MESSAGES.declinedBefore);
  });

  it('a withdrawn request is hidden from the reviewer, its mail cancelled if unsent, and asking again reopens it', async () => {
    const attempt = await completedBuild();
    const asked = await ok<ReviewRequest>(ask(attempt.id, 'reviewer'), 201);
    const withdrawn = await ok<ReviewRequest>(call('owner', 'POST', `/api/training/review-requests/${asked.id}/withdraw`));
    expect(withdrawn.status).toBe('withdrawn');
    const [mail] = await t.database.db
      .select()
      .from(emailQueue)
      .where(eq(emailQueue.referenceKey, `training-review:${asked.id}:requested`));
    expect(mail?.status).toBe('cancelled');
    expect((await call('reviewer', 'GET', `/api/training/review-requests/${asked.id}`)).status).toBe(404);
    const inbox = await ok<ReviewRequestList>(call('reviewer', 'GET', '/api/training/review-inbox'));
    expect(inbox.items.map((item) => item.id)).not.toContain(asked.id);
    const review = await call('reviewer', 'POST', `/api/training/review-requests/${asked.id}/review`, {
      ratings: RATINGS,
      comment: COMMENT,
    });
    expect((await errorOf(review)).message).toBe(REVIEW_MESSAGES.withdrawn);

    const reopened = await ok<ReviewRequest>(ask(attempt.id, 'reviewer'), 201);
    expect(reopened).toMatchObject({ id: asked.id, status: 'requested' });
    expect((await call('reviewer', 'GET', `/api/training/review-requests/${asked.id}`)).status).toBe(200);
  });
});

describe('two submissions at once', () => {
  it('store one review; the other gets 409', async () => {
    const attempt = await completedBuild();
    const asked = await ok<ReviewRequest>(ask(attempt.id, 'reviewer'), 201);
    const url = `/api/training/review-requests/${asked.id}/review`;
    const answers = await Promise.all([
      call('reviewer', 'POST', url, { ratings: RATINGS, comment: COMMENT }),
      call('reviewer', 'POST', url, { ratings: { ...RATINGS, claim: 0 }, comment: `${COMMENT} Second.` }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(trainingReviews).where(eq(trainingReviews.requestId, asked.id));
    expect(rows).toHaveLength(1);
    const [request] = await t.database.db.select().from(trainingReviewRequests).where(eq(trainingReviewRequests.id, asked.id));
    expect(request?.status).toBe('completed');
  });
});

describe('permission matrix', () => {
  const everyone: Who[] = ['anonymous', 'owner', 'other', 'reviewer', 'judge', 'admin'];

  it('answers each operation by who asks', async () => {
    const attempt = await completedBuild();
    const asked = await ok<ReviewRequest>(ask(attempt.id, 'reviewer'), 201);
    const id = asked.id;
    const review = { ratings: RATINGS, comment: COMMENT };
    const expected: { what: string; method: string; url: string; body?: unknown; by: Partial<Record<Who, number>> }[] = [
      {
        what: 'reviewers for me',
        method: 'GET',
        url: '/api/training/reviewers',
        by: { anonymous: 401, owner: 200, other: 200, reviewer: 200, judge: 200, admin: 200 },
      },
      {
        what: 'request a review',
        method: 'POST',
        url: `/api/training/attempts/${attempt.id}/reviews`,
        body: { reviewerId: people.judge.userId },
        // The owner's own request is the flow above; everyone else does not see the attempt.
        by: { anonymous: 401, other: 404, reviewer: 404, judge: 404, admin: 404 },
      },
      {
        what: 'read the request and its attempt',
        method: 'GET',
        url: `/api/training/review-requests/${id}`,
        by: { anonymous: 401, owner: 200, other: 404, reviewer: 200, judge: 404, admin: 404 },
      },
      {
        what: 'review',
        method: 'POST',
        url: `/api/training/review-requests/${id}/review`,
        body: review,
        by: { anonymous: 401, owner: 403, other: 404, judge: 404, admin: 404 },
      },
      {
        what: 'decline',
        method: 'POST',
        url: `/api/training/review-requests/${id}/decline`,
        body: {},
        by: { anonymous: 401, owner: 403, other: 404, judge: 404, admin: 404 },
      },
      {
        what: 'withdraw',
        method: 'POST',
        url: `/api/training/review-requests/${id}/withdraw`,
        by: { anonymous: 401, reviewer: 403, other: 404, judge: 404, admin: 404 },
      },
      {
        what: 'my requests',
        method: 'GET',
        url: '/api/training/review-requests',
        by: { anonymous: 401, owner: 200, other: 200, reviewer: 200, judge: 200, admin: 200 },
      },
      {
        what: 'inbox',
        method: 'GET',
        url: '/api/training/review-inbox',
        by: { anonymous: 401, owner: 200, other: 200, reviewer: 200, judge: 200, admin: 200 },
      },
    ];
    for (const op of expected) {
      for (const who of everyone) {
        const status = op.by[who];
        if (status === undefined) continue;
        const res = await call(who, op.method, op.url, op.body);
        expect(res.status, `${op.what} as ${who}: ${await res.clone().text()}`).toBe(status);
        if (status === 404) expect((await errorOf(res)).message).toMatch(/not found/);
      }
    }

    // The lists show each person only their own side.
    for (const who of ['other', 'judge', 'admin', 'reviewer'] as const) {
      const mine = await ok<ReviewRequestList>(call(who, 'GET', '/api/training/review-requests'));
      expect(
        mine.items.map((item) => item.id),
        who,
      ).not.toContain(id);
    }
    for (const who of ['other', 'judge', 'admin', 'owner'] as const) {
      const inbox = await ok<ReviewRequestList>(call(who, 'GET', '/api/training/review-inbox'));
      expect(
        inbox.items.map((item) => item.id),
        who,
      ).not.toContain(id);
    }
    // Another member's attempt id in the filter gives nothing.
    const filtered = await ok<ReviewRequestList>(call('other', 'GET', `/api/training/review-requests?attemptId=${attempt.id}`));
    expect(filtered.items).toEqual([]);
    // Nothing above changed the request.
    const [row] = await t.database.db.select().from(trainingReviewRequests).where(eq(trainingReviewRequests.id, id));
    expect(row?.status).toBe('requested');
    expect(await t.database.db.select().from(trainingReviews).where(eq(trainingReviews.requestId, id))).toEqual([]);
    // And the reviewer asked may review it.
    expect((await call('reviewer', 'POST', `/api/training/review-requests/${id}/review`, review)).status).toBe(200);
  });
});
