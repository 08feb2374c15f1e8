// Setting up judged debates over the API for the judging journeys: a member
// approved as a judge, and a live competitive Lincoln-Douglas debate with two
// speakers and a panel.
import { type Browser, expect } from '@playwright/test';
import { storageStatePath } from './auth.ts';
import { createDebateViaApi, type Member, newMember } from './members.ts';

const baseURL = () => process.env.E2E_BASE_URL as string;

/** A same-origin POST as `member`; the status and body text, for the journey to check. */
export async function post(member: { context: Member['context'] }, path: string, data?: unknown) {
  const res = await member.context.request.post(path, { headers: { origin: baseURL() }, data });
  return { status: res.status(), body: await res.text() };
}

/** A member whose application to judge an admin approved. */
export async function newJudge(browser: Browser, name: string): Promise<Member> {
  const judge = await newMember(browser, baseURL(), name);
  const applied = await post(judge, '/api/judging/applications', {
    experience: 'Four years of judging school and university rounds.',
    formats: ['lincoln-douglas', 'standard'],
    paradigm: 'I judge the debate in front of me: clear weighing wins, and dropped arguments count as conceded.',
  });
  expect(applied.status, applied.body).toBe(201);
  const { id } = JSON.parse(applied.body) as { id: string };
  const admin = await browser.newContext({ baseURL: baseURL(), storageState: storageStatePath('admin') });
  const reviewed = await post({ context: admin }, `/api/judging/applications/${id}/review`, { decision: 'approve' });
  expect(reviewed.status, reviewed.body).toBe(200);
  await admin.close();
  return judge;
}

/** A competitive Lincoln-Douglas debate starting soon, `aff` and `neg` speaking, the panel in place. */
export async function judgedDebate(title: string, aff: Member, neg: Member, panel: [Member, string][]): Promise<string> {
  const id = await createDebateViaApi(aff, baseURL(), {
    title,
    debateType: 'competitive',
    format: 'lincoln-douglas',
    maxParticipants: 2,
  });
  for (const [member, role] of [
    [aff, 'aff'],
    [neg, 'neg'],
  ] as const) {
    const joined = await post(member, `/api/debates/${id}/join`, { role });
    expect(joined.status, joined.body).toBe(200);
  }
  for (const [judge, position] of panel) {
    const accepted = await post(judge, `/api/judging/debates/${id}/judges`, { position });
    expect(accepted.status, accepted.body).toBe(201);
  }
  return id;
}
