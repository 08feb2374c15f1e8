// New members for journeys that need several people at once: each gets a user
// of their own (from the test-only endpoint), a browser context signed in
// through the real sign-in endpoint, and a client address of their own so the
// per-IP limits of one journey never touch another.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createTestSession, signInViaApi } from './auth.ts';

const PASSWORD = 'Passw0rdOk';
let counter = 0;

export interface Member {
  context: BrowserContext;
  page: Page;
  email: string;
  name: string;
  userId: string;
}

function randomIp(): string {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** A member signed in on `baseURL`; with `userOn`, the user is made through that server (another process on the same database). */
export async function newMember(
  browser: Browser,
  baseURL: string,
  requestedName: string,
  { userOn = baseURL } = {},
): Promise<Member> {
  counter += 1;
  // Digits spelled as letters: a name with digits is no valid display name and would show as the username.
  const name = requestedName.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] as string);
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}-${process.pid}-${counter}@example.org`;
  const context = await browser.newContext({
    baseURL,
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
  });
  const tokens = await createTestSession(context.request, userOn, { email, name, password: PASSWORD });
  await signInViaApi(context.request, baseURL, email, PASSWORD);
  const page = await context.newPage();
  return { context, page, email, name, userId: tokens.user.id };
}

/** A debate created through the API by `member`, starting `minutesAhead` from now. */
export async function createDebateViaApi(
  member: Member,
  baseURL: string,
  fields: Record<string, unknown> = {},
  minutesAhead = 2,
): Promise<string> {
  const res = await member.context.request.post('/api/debates', {
    headers: { origin: baseURL },
    data: {
      title: `Journey debate ${counter}`,
      description: '<p>A debate made by a browser journey.</p>',
      topic: 'This house would make public transit free',
      format: 'lincoln-douglas',
      debateType: 'practice',
      startsAt: new Date(Date.now() + minutesAhead * 60_000).toISOString(),
      timeZone: 'UTC',
      venueType: 'virtual',
      location: 'Online',
      maxParticipants: 2,
      ...fields,
    },
  });
  if (res.status() !== 201) throw new Error(`create debate: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
