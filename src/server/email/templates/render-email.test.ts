import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EMAIL_TEMPLATE_CATEGORY,
  EMAIL_TEMPLATE_DATA_SCHEMAS,
  EMAIL_TEMPLATE_IDS,
  type EmailTemplateData,
  type EmailTemplateId,
} from '#shared/email/contract.ts';
import { type EmailLinks, renderEmail } from './render-email.ts';

const SITE = 'https://sdc.example';
const LINKS: EmailLinks = {
  siteUrl: `${SITE}/`,
  preferencesUrl: `${SITE}/profile#email-preferences`,
  unsubscribeUrl: `${SITE}/unsubscribe?token=tok123`,
};

const debate = {
  debateId: 'deb-42',
  debateTitle: 'Should cities ban cars downtown',
  debateDate: 'Saturday 14 June 2025',
  debateTime: '18:30 CEST',
  debateLocation: 'Central Library, Room 2',
};
const event = {
  eventId: 'evt-7',
  eventTitle: 'Spring Civic Debate Cup',
  eventDate: 'Sunday 22 June 2025',
  eventTime: '10:00 CEST',
  eventLocation: 'Town Hall',
};

interface Case<K extends EmailTemplateId> {
  data: EmailTemplateData<K>;
  subject: string;
  /** Data that must show in both parts. */
  shows: string[];
  /** Links that must be in both parts (besides the footer links). */
  links: string[];
}

const CASES: { [K in EmailTemplateId]: Case<K> } = {
  welcome: {
    data: { name: 'Ana' },
    subject: 'Welcome to Structured Debate Community',
    shows: ['Ana'],
    links: [`${SITE}/get-started`, `${SITE}/debates`],
  },
  debate_confirmation: {
    data: { name: 'Ana', userRole: 'Opposition speaker', ...debate },
    subject: "You're in: Should cities ban cars downtown",
    shows: ['Ana', 'Opposition speaker', debate.debateTitle, debate.debateDate, debate.debateTime, debate.debateLocation],
    links: [`${SITE}/debates/deb-42`],
  },
  debate_cancelled: {
    data: { name: 'Ana', ...debate, reason: 'The venue is closed for repairs.' },
    subject: 'Cancelled: Should cities ban cars downtown',
    shows: [
      'Ana',
      debate.debateTitle,
      debate.debateDate,
      debate.debateTime,
      'has been cancelled',
      'The venue is closed for repairs.',
    ],
    links: [`${SITE}/debates`],
  },
  debate_reminder: {
    data: { name: 'Ana', ...debate },
    subject: 'Reminder: Should cities ban cars downtown starts soon',
    shows: ['Ana', debate.debateTitle, debate.debateDate, debate.debateTime, debate.debateLocation, 'starts soon'],
    links: [`${SITE}/debates/deb-42`],
  },
  debate_reminder_24h: {
    data: { name: 'Ana', ...debate },
    subject: 'Tomorrow: Should cities ban cars downtown',
    shows: ['Ana', debate.debateTitle, debate.debateDate, debate.debateTime, 'starts in 24 hours'],
    links: [`${SITE}/debates/deb-42`],
  },
  debate_reminder_1h: {
    data: { name: 'Ana', ...debate },
    subject: 'Starting in 1 hour: Should cities ban cars downtown',
    shows: ['Ana', debate.debateTitle, debate.debateDate, debate.debateTime, 'starts in 1 hour'],
    links: [`${SITE}/debates/deb-42`],
  },
  judge_assignment: {
    data: { judgeName: 'Judge Bo', ...debate },
    subject: "You're judging: Should cities ban cars downtown",
    shows: ['Judge Bo', debate.debateTitle, debate.debateDate, debate.debateTime, debate.debateLocation],
    links: [`${SITE}/debates/deb-42`],
  },
  event_confirmation: {
    data: { name: 'Ana', ...event },
    subject: "You're registered: Spring Civic Debate Cup",
    shows: ['Ana', event.eventTitle, event.eventDate, event.eventTime, event.eventLocation],
    links: [`${SITE}/events/evt-7`],
  },
  event_cancelled: {
    data: { name: 'Ana', ...event },
    subject: 'Cancelled: Spring Civic Debate Cup',
    shows: ['Ana', event.eventTitle, event.eventDate, event.eventTime, event.eventLocation, 'cancelled'],
    links: [`${SITE}/events/evt-7`],
  },
  club_welcome: {
    data: { name: 'Ana', clubName: 'Riverside Debaters', clubId: 'club-3' },
    subject: 'Welcome to Riverside Debaters',
    shows: ['Ana', 'Riverside Debaters'],
    links: [`${SITE}/clubs/club-3`],
  },
  club_join_request: {
    data: { name: 'Ana', requesterName: 'Bo Lee', clubName: 'Riverside Debaters', clubId: 'club-3' },
    subject: 'Bo Lee asked to join Riverside Debaters',
    shows: ['Ana', 'Bo Lee', 'Riverside Debaters', 'Review requests'],
    links: [`${SITE}/clubs/club-3#join-requests`],
  },
  score_notification: {
    data: {
      participantName: 'Ana',
      debateId: 'deb-42',
      debateTitle: debate.debateTitle,
      score: 78.5,
      feedback: 'Strong opening.\n\nWork on your rebuttal timing.',
    },
    subject: 'Your score for Should cities ban cars downtown',
    shows: ['Ana', debate.debateTitle, '78.5', 'Strong opening.', 'Work on your rebuttal timing.'],
    links: [`${SITE}/debates/deb-42`],
  },
  club_announcement: {
    data: {
      clubName: 'Riverside Debaters',
      clubId: 'club-3',
      announcementTitle: 'New meeting room',
      announcementContent: 'From next week we meet in Room 5.\n\nBring a friend!',
      priority: 'normal',
    },
    subject: '[Riverside Debaters] New meeting room',
    shows: ['Riverside Debaters', 'New meeting room', 'From next week we meet in Room 5.', 'Bring a friend!'],
    links: [`${SITE}/clubs/club-3`],
  },
  event_invitation: {
    data: { name: 'Ana', ...event, eventDescription: 'A friendly one-day tournament for all levels.' },
    subject: "You're invited: Spring Civic Debate Cup",
    shows: ['Ana', event.eventTitle, event.eventDate, event.eventTime, event.eventLocation, 'A friendly one-day tournament'],
    links: [`${SITE}/events/evt-7`],
  },
  password_changed: {
    data: { name: 'Ana' },
    subject: 'Your password was changed',
    shows: ['Ana'],
    links: [`${SITE}/auth`, `${SITE}/contact`],
  },
  email_verification: {
    data: { name: 'Ana', verifyUrl: `${SITE}/api/auth/verify-email?token=tok&callbackURL=%2Fonboarding` },
    subject: 'Confirm your e-mail address for Structured Debate Community',
    shows: ['Ana', 'Confirm'],
    links: [`${SITE}/api/auth/verify-email?token=tok&callbackURL=%2Fonboarding`],
  },
  password_reset: {
    data: { name: 'Ana', resetUrl: `${SITE}/api/auth/reset-password/tok?callbackURL=%2Fauth%2Freset-password` },
    subject: 'Reset your Structured Debate Community password',
    shows: ['Ana', 'reset'],
    links: [`${SITE}/api/auth/reset-password/tok?callbackURL=%2Fauth%2Freset-password`],
  },
  judge_application: {
    data: { name: 'Ana', decision: 'declined', reason: 'Please judge a few practice rounds first.' },
    subject: 'About your judge application',
    shows: ['Ana', 'Please judge a few practice rounds first.'],
    links: [`${SITE}/become-judge`],
  },
  comment_moderated: {
    data: {
      name: 'Ana',
      decision: 'warned_and_hidden',
      reason: 'Personal attacks are not allowed.',
      commentExcerpt: 'You clearly know nothing',
      targetType: 'topic',
      targetId: 'top-9',
      targetTitle: 'This house would tax meat',
    },
    subject: 'A warning about your comment',
    shows: ['Ana', 'Personal attacks are not allowed.', 'You clearly know nothing', 'This house would tax meat', 'hidden'],
    links: [`${SITE}/topics/top-9`],
  },
  report_outcome: {
    data: {
      name: 'Ben',
      outcome: 'hidden',
      commentExcerpt: 'You clearly know nothing',
      targetType: 'debate',
      targetId: 'deb-42',
      targetTitle: 'Should cities ban cars downtown',
    },
    subject: 'A moderator acted on the comment you reported',
    shows: ['Ben', 'You clearly know nothing', 'Should cities ban cars downtown', 'hid it'],
    links: [`${SITE}/debates/deb-42`],
  },
  announcement: {
    data: {
      title: 'The spring season opens',
      contentHtml: '<p>Registration is <strong>open</strong>.</p>',
      priority: 'high',
      category: 'newsletter',
    },
    subject: 'The spring season opens',
    shows: ['The spring season opens', 'Registration is', 'Important'],
    links: [SITE],
  },
  newsletter_confirmation: {
    data: { confirmUrl: `${SITE}/newsletter/confirm?token=tok` },
    subject: 'Confirm your Structured Debate Community newsletter subscription',
    shows: ['Confirm my subscription', 'ignore this e-mail'],
    links: [`${SITE}/newsletter/confirm?token=tok`],
  },
  newsletter_issue: {
    data: {
      issueId: 'iss-1',
      subject: 'Spring news',
      contentHtml: '<p>The season <strong>opens</strong>.</p><script>x()</script>',
    },
    subject: 'Spring news',
    shows: ['Spring news', 'The season'],
    links: [SITE],
  },
  contact_message: {
    data: {
      messageId: 'msg-1',
      senderName: 'Ana',
      senderEmail: 'ana@example.org',
      category: 'Clubs',
      message: 'Hello team',
    },
    subject: 'Contact form: Clubs — Ana',
    shows: ['Ana', 'ana@example.org', 'Clubs', 'Hello team'],
    links: [`${SITE}/admin/contact?message=msg-1`],
  },
  contact_received: {
    data: { name: 'Ana', category: 'Clubs', message: 'How do I start a club?' },
    subject: 'We received your message to Structured Debate Community',
    shows: ['Ana', 'Clubs', 'How do I start a club?'],
    links: [],
  },
  contact_reply: {
    data: { name: 'Ana', reply: 'Open Clubs and choose Start a club.', message: 'How do I start a club?' },
    subject: 'An answer to your message to Structured Debate Community',
    shows: ['Ana', 'Open Clubs and choose Start a club.', 'How do I start a club?'],
    links: [],
  },
  training_review_requested: {
    data: {
      name: 'Bo',
      requesterName: 'Ana',
      moduleLabel: 'Build your own argument',
      requestId: 'rev-5',
      note: 'Is my warrant more than a restatement of the claim?',
    },
    subject: 'Ana asked you to review their Build your own argument',
    shows: ['Bo', 'Ana', 'Build your own argument', 'Is my warrant more than a restatement of the claim?'],
    links: [`${SITE}/training/reviews?request=rev-5`],
  },
  training_review_completed: {
    data: { name: 'Ana', reviewerName: 'Bo Lee', moduleLabel: 'Build your own argument', requestId: 'rev-5', score: 15, max: 21 },
    subject: 'Bo Lee reviewed your Build your own argument',
    shows: ['Ana', 'Bo Lee', 'Build your own argument', '15 of 21'],
    links: [`${SITE}/training/reviews?request=rev-5`],
  },
  tournament_draw: {
    data: {
      name: 'Ana',
      eventTitle: 'Spring Civic Debate Cup',
      roundName: 'Round 2',
      tournamentId: 'tour-3',
      roundSeq: 2,
      debateId: 'deb-42',
      role: 'Proposition, for Riverside A',
      opponents: 'Hilltop B (Opposition)',
      room: 'Room 3 · Hall B',
      debateDate: 'Sunday 22 June 2025',
      debateTime: '11:30 (Europe/Paris)',
      motion: 'This house would ban cars from city centres',
    },
    subject: 'Spring Civic Debate Cup, Round 2: Room 3 · Hall B',
    shows: [
      'Ana',
      'Proposition, for Riverside A',
      'Hilltop B (Opposition)',
      'Room 3 · Hall B',
      '11:30 (Europe/Paris)',
      'This house would ban cars from city centres',
    ],
    links: [`${SITE}/debates/deb-42`, `${SITE}/tournaments/tour-3/rounds/2`],
  },
  ambassador_application: {
    data: { applicantName: 'Ana', region: 'Europe', motivation: 'I run a debate club at my school.' },
    subject: 'Ambassador application: Ana (Europe)',
    shows: ['Ana', 'Europe', 'I run a debate club at my school.'],
    links: [`${SITE}/admin/ambassadors`],
  },
  ambassador_decision: {
    data: { name: 'Ana', decision: 'declined', reason: 'Please run a few club sessions first.' },
    subject: 'About your ambassador application',
    shows: ['Ana', 'Please run a few club sessions first.'],
    links: [`${SITE}/ambassadors`],
  },
};

const href = (url: string) => `href="${url.replaceAll('&', '&amp;')}"`;

describe('renderEmail', () => {
  it('has a case for every template id', () => {
    expect(Object.keys(CASES).sort()).toEqual([...EMAIL_TEMPLATE_IDS].sort());
  });

  describe.each(EMAIL_TEMPLATE_IDS)('%s', (templateId) => {
    const sample = CASES[templateId] as Case<EmailTemplateId>;
    const isTransactional = EMAIL_TEMPLATE_CATEGORY[templateId] === null;

    it('renders subject, html and text with the data and the links', async () => {
      const mail = await renderEmail(templateId, sample.data, LINKS);
      expect(mail.subject).toBe(sample.subject);
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toContain('<html dir="ltr" lang="en">');
      expect(mail.html).toContain('Structured Debate Community');
      for (const shown of sample.shows) {
        expect(mail.html).toContain(shown);
        expect(mail.text).toContain(shown);
      }
      for (const link of [...sample.links, LINKS.preferencesUrl]) {
        expect(mail.html).toContain(href(link));
        expect(mail.text).toContain(link);
      }
      expect(mail.html).toContain('E-mail preferences');
      expect(mail.text).not.toMatch(/<[a-z]/i);
    });

    it(isTransactional ? 'never offers an unsubscribe link' : 'offers the unsubscribe link with the reason', async () => {
      const mail = await renderEmail(templateId, sample.data, LINKS);
      const unsubscribeUrl = LINKS.unsubscribeUrl ?? '';
      if (isTransactional) {
        expect(mail.html).not.toContain(unsubscribeUrl);
        expect(mail.html).not.toContain('Unsubscribe');
      } else {
        expect(mail.html).toContain(href(unsubscribeUrl));
        expect(mail.text).toContain(unsubscribeUrl);
        expect(mail.html).toContain('Unsubscribe from these e-mails');
        expect(mail.text).toContain('You receive this because');
      }
    });

    it('rejects an unknown field', async () => {
      await expect(renderEmail(templateId, { ...sample.data, injected: 'x' }, LINKS)).rejects.toThrow(z.ZodError);
    });

    it('rejects data with any required field missing', async () => {
      const shape: Record<string, z.ZodType> = EMAIL_TEMPLATE_DATA_SCHEMAS[templateId].shape;
      const required = Object.keys(shape).filter((key) => !shape[key]?.safeParse(undefined).success);
      expect(required.length).toBeGreaterThan(0);
      for (const key of required) {
        const incomplete: Record<string, unknown> = { ...sample.data };
        delete incomplete[key];
        await expect(renderEmail(templateId, incomplete, LINKS), key).rejects.toThrow(z.ZodError);
      }
      await expect(renderEmail(templateId, undefined, LINKS)).rejects.toThrow(z.ZodError);
    });

    it('keeps the subject on one line and within 200 characters', async () => {
      const multiline: Record<string, unknown> = { ...sample.data };
      for (const key of ['debateTitle', 'eventTitle', 'clubName', 'announcementTitle']) {
        if (key in multiline) multiline[key] = 'Line one\r\nBcc: evil@example.com\nline three';
      }
      const mail = await renderEmail(templateId, multiline, LINKS);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.subject.length).toBeLessThanOrEqual(200);

      const long: Record<string, unknown> = { ...sample.data };
      for (const key of ['debateTitle', 'eventTitle', 'clubName', 'announcementTitle']) {
        if (key in long) long[key] = 'x'.repeat(200);
      }
      const longMail = await renderEmail(templateId, long, LINKS);
      expect(longMail.subject.length).toBeLessThanOrEqual(200);
    });
  });

  it('removes newlines from subjects built from titles', async () => {
    const mail = await renderEmail(
      'debate_reminder_1h',
      { ...CASES.debate_reminder_1h.data, debateTitle: 'Cars\r\ndowntown' },
      LINKS,
    );
    expect(mail.subject).toBe('Starting in 1 hour: Cars downtown');
  });

  it('truncates an over-long subject with an ellipsis', async () => {
    const mail = await renderEmail(
      'debate_reminder_1h',
      { ...CASES.debate_reminder_1h.data, debateTitle: 'y'.repeat(200) },
      LINKS,
    );
    expect(mail.subject).toHaveLength(200);
    expect(mail.subject.endsWith('…')).toBe(true);
  });

  it('escapes HTML in an announcement and renders its paragraphs', async () => {
    const mail = await renderEmail(
      'club_announcement',
      {
        clubName: 'Riverside <b>Debaters</b>',
        announcementTitle: 'Read <img src=x onerror=alert(1)>',
        announcementContent:
          'First paragraph\nsame paragraph\n\n<script>alert(1)</script>\n\n\n<a href="javascript:alert(1)">click</a>',
      },
      LINKS,
    );
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>Debaters');
    expect(mail.html).not.toContain('href="javascript:');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Read &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('First paragraph<br/>same paragraph</p>');
    expect(mail.html).toMatch(/<p[^>]*>&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/p>/);
    // The text part is plain text: the markup shows as the characters the organiser typed.
    expect(mail.text).toContain('<script>alert(1)</script>');
    expect(mail.subject).toBe('[Riverside <b>Debaters</b>] Read <img src=x onerror=alert(1)>');
  });

  it('escapes HTML in score feedback and in names', async () => {
    const mail = await renderEmail(
      'score_notification',
      { ...CASES.score_notification.data, participantName: '<i>Ana</i>', feedback: 'Good.\n\n<script>alert(1)</script>' },
      LINKS,
    );
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<i>Ana');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;i&gt;Ana&lt;/i&gt;');
  });

  it('marks urgent announcements in the subject and the body; normal is the default', async () => {
    const { priority: _priority, ...withoutPriority } = CASES.club_announcement.data;
    const normal = await renderEmail('club_announcement', withoutPriority, LINKS);
    expect(normal.subject).toBe('[Riverside Debaters] New meeting room');
    expect(normal.text).not.toContain('Urgent');

    const urgent = await renderEmail('club_announcement', { ...withoutPriority, priority: 'urgent' }, LINKS);
    expect(urgent.subject).toBe('Urgent: [Riverside Debaters] New meeting room');
    expect(urgent.text).toContain('Urgent');

    const high = await renderEmail('club_announcement', { ...withoutPriority, priority: 'high' }, LINKS);
    expect(high.subject).toBe('[Riverside Debaters] New meeting room');
    expect(high.text).toContain('Important');

    await expect(renderEmail('club_announcement', { ...withoutPriority, priority: 'low' }, LINKS)).rejects.toThrow(z.ZodError);
  });

  it('encodes ids in derived links', async () => {
    const mail = await renderEmail('judge_assignment', { ...CASES.judge_assignment.data, debateId: 'a/b c?d' }, LINKS);
    expect(mail.html).toContain(href(`${SITE}/debates/a%2Fb%20c%3Fd`));
  });

  it('falls back to list pages when an event or club id is not given', async () => {
    const { eventId: _eventId, ...eventWithoutId } = CASES.event_invitation.data;
    const invitation = await renderEmail('event_invitation', { ...eventWithoutId, name: undefined }, LINKS);
    expect(invitation.html).toContain(href(`${SITE}/events`));
    expect(invitation.text).toContain('Hi there,');

    const { clubId: _clubId, ...clubWithoutId } = CASES.club_welcome.data;
    const welcome = await renderEmail('club_welcome', clubWithoutId, LINKS);
    expect(welcome.html).toContain(href(`${SITE}/clubs`));
  });

  it('says what to do when the password change was not the owner', async () => {
    const mail = await renderEmail('password_changed', { name: 'Ana' }, LINKS);
    expect(mail.text).toContain("If this wasn't you, reset your password right away");
    expect(mail.text).toContain('contact the admins');
    expect(mail.html).toContain(href(`${SITE}/auth`));
  });

  it('shows a score of 0 and omits the feedback block when there is none', async () => {
    const { feedback: _feedback, ...withoutFeedback } = CASES.score_notification.data;
    const mail = await renderEmail('score_notification', { ...withoutFeedback, score: 0 }, LINKS);
    expect(mail.text).toContain('Your score: 0');
    expect(mail.text).not.toContain('Feedback from the judges');
  });

  it('works without an unsubscribe link and rejects non-http links', async () => {
    const mail = await renderEmail('debate_reminder', CASES.debate_reminder.data, {
      siteUrl: SITE,
      preferencesUrl: LINKS.preferencesUrl,
    });
    expect(mail.html).not.toContain('Unsubscribe');
    expect(mail.html).toContain(href(LINKS.preferencesUrl));

    await expect(
      renderEmail('welcome', { name: 'Ana' }, { siteUrl: 'javascript:alert(1)', preferencesUrl: LINKS.preferencesUrl }),
    ).rejects.toThrow(TypeError);
  });
});
