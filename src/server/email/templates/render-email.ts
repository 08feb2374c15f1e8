// Turns a template id and its data into the subject, HTML and text parts of a mail.
// Data is parsed with the template's schema from the shared contract, so a mail
// with missing or unknown fields fails here instead of going out half-filled.
// Subjects are single-line (no header injection) and at most 200 characters.
import { render, toPlainText } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import { EMAIL_TEMPLATE_DATA_SCHEMAS, type EmailTemplateData, type EmailTemplateId } from '#shared/email/contract.ts';
import { hrefFor, SITE_NAME } from '#shared/routes.ts';
import { AmbassadorApplicationEmail } from './ambassador-application.tsx';
import { AmbassadorDecisionEmail } from './ambassador-decision.tsx';
import { AnnouncementEmail } from './announcement.tsx';
import { ClubAnnouncementEmail } from './club-announcement.tsx';
import { ClubJoinRequestEmail } from './club-join-request.tsx';
import { ClubWelcomeEmail } from './club-welcome.tsx';
import { ContactMessageEmail } from './contact-message.tsx';
import { ContactReceivedEmail } from './contact-received.tsx';
import { ContactReplyEmail } from './contact-reply.tsx';
import { CommentModeratedEmail } from './comment-moderated.tsx';
import { DebateConfirmationEmail } from './debate-confirmation.tsx';
import { DebateCancelledEmail } from './debate-cancelled.tsx';
import { DebateReminderEmail } from './debate-reminder.tsx';
import { EventCancelledEmail } from './event-cancelled.tsx';
import { EventConfirmationEmail } from './event-confirmation.tsx';
import { EventInvitationEmail } from './event-invitation.tsx';
import { JudgeApplicationEmail } from './judge-application.tsx';
import { JudgeAssignmentEmail } from './judge-assignment.tsx';
import { NewsletterConfirmationEmail } from './newsletter-confirmation.tsx';
import { NewsletterIssueEmail } from './newsletter-issue.tsx';
import { EmailVerificationEmail } from './email-verification.tsx';
import { PasswordChangedEmail } from './password-changed.tsx';
import { PasswordResetEmail } from './password-reset.tsx';
import { ReportOutcomeEmail } from './report-outcome.tsx';
import { ScoreNotificationEmail } from './score-notification.tsx';
import { TrainingReviewCompletedEmail } from './training-review-completed.tsx';
import { TournamentDrawEmail } from './tournament-draw.tsx';
import { TrainingReviewRequestedEmail } from './training-review-requested.tsx';
import { WelcomeEmail } from './welcome.tsx';

export interface EmailLinks {
  /** Public origin of the site, e.g. https://sdc.example (a trailing slash is dropped). */
  siteUrl: string;
  /** The profile page's #email-preferences anchor. */
  preferencesUrl: string;
  /** /unsubscribe?token=…; shown only on mail a preference can turn off. */
  unsubscribeUrl?: string;
}

const SUBJECT_MAX_LENGTH = 200;

// html-to-text upper-cases headings by default; keep names and titles as written.
const TEXT_OPTIONS = { selectors: ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })) };

interface Template<K extends EmailTemplateId> {
  subject: (data: EmailTemplateData<K>) => string;
  element: (data: EmailTemplateData<K>, links: EmailLinks) => ReactElement;
}

const debateUrl = (links: EmailLinks, debateId: string) => `${links.siteUrl}/debates/${encodeURIComponent(debateId)}`;
const eventUrl = (links: EmailLinks, eventId: string | undefined) =>
  eventId === undefined ? undefined : `${links.siteUrl}/events/${encodeURIComponent(eventId)}`;
const clubUrl = (links: EmailLinks, clubId: string | undefined) =>
  clubId === undefined ? undefined : `${links.siteUrl}/clubs/${encodeURIComponent(clubId)}`;

/** A training review request on the reviews page (both sides read it there). */
const trainingReviewUrl = (links: EmailLinks, requestId: string) =>
  `${links.siteUrl}${hrefFor('training-reviews')}?request=${encodeURIComponent(requestId)}`;

/** The page a moderated comment was posted on (a debate's, club's, event's or topic's). */
const commentTargetUrl = (links: EmailLinks, data: { targetType: 'debate' | 'club' | 'event' | 'topic'; targetId: string }) =>
  `${links.siteUrl}${hrefFor(data.targetType, { id: data.targetId })}`;

const TEMPLATES: { [K in EmailTemplateId]: Template<K> } = {
  welcome: {
    subject: () => `Welcome to ${SITE_NAME}`,
    element: (data, links) => createElement(WelcomeEmail, { ...data, ...links }),
  },
  debate_confirmation: {
    subject: (data) => `You're in: ${data.debateTitle}`,
    element: (data, links) =>
      createElement(DebateConfirmationEmail, { ...data, ...links, debateUrl: debateUrl(links, data.debateId) }),
  },
  debate_cancelled: {
    subject: (data) => `Cancelled: ${data.debateTitle}`,
    element: (data, links) => createElement(DebateCancelledEmail, { ...data, ...links }),
  },
  debate_reminder: {
    subject: (data) => `Reminder: ${data.debateTitle} starts soon`,
    element: (data, links) =>
      createElement(DebateReminderEmail, { ...data, ...links, when: 'soon', debateUrl: debateUrl(links, data.debateId) }),
  },
  debate_reminder_24h: {
    subject: (data) => `Tomorrow: ${data.debateTitle}`,
    element: (data, links) =>
      createElement(DebateReminderEmail, { ...data, ...links, when: '24h', debateUrl: debateUrl(links, data.debateId) }),
  },
  debate_reminder_1h: {
    subject: (data) => `Starting in 1 hour: ${data.debateTitle}`,
    element: (data, links) =>
      createElement(DebateReminderEmail, { ...data, ...links, when: '1h', debateUrl: debateUrl(links, data.debateId) }),
  },
  judge_application: {
    subject: (data) => (data.decision === 'approved' ? 'You are now a judge' : 'About your judge application'),
    element: (data, links) => createElement(JudgeApplicationEmail, { ...data, ...links }),
  },
  judge_assignment: {
    subject: (data) => `You're judging: ${data.debateTitle}`,
    element: (data, links) =>
      createElement(JudgeAssignmentEmail, { ...data, ...links, debateUrl: debateUrl(links, data.debateId) }),
  },
  event_confirmation: {
    subject: (data) => `You're registered: ${data.eventTitle}`,
    element: (data, links) =>
      createElement(EventConfirmationEmail, { ...data, ...links, eventUrl: eventUrl(links, data.eventId) }),
  },
  event_cancelled: {
    subject: (data) => `Cancelled: ${data.eventTitle}`,
    element: (data, links) => createElement(EventCancelledEmail, { ...data, ...links, eventUrl: eventUrl(links, data.eventId) }),
  },
  club_welcome: {
    subject: (data) => `Welcome to ${data.clubName}`,
    element: (data, links) => createElement(ClubWelcomeEmail, { ...data, ...links, clubUrl: clubUrl(links, data.clubId) }),
  },
  club_join_request: {
    subject: (data) => `${data.requesterName} asked to join ${data.clubName}`,
    element: (data, links) =>
      createElement(ClubJoinRequestEmail, {
        ...data,
        ...links,
        // The club page, at its list of requests (club-requests.tsx).
        requestsUrl: `${clubUrl(links, data.clubId)}#join-requests`,
      }),
  },
  score_notification: {
    subject: (data) => `Your score for ${data.debateTitle}`,
    element: (data, links) =>
      createElement(ScoreNotificationEmail, { ...data, ...links, debateUrl: debateUrl(links, data.debateId) }),
  },
  club_announcement: {
    subject: (data) => `${data.priority === 'urgent' ? 'Urgent: ' : ''}[${data.clubName}] ${data.announcementTitle}`,
    element: (data, links) => createElement(ClubAnnouncementEmail, { ...data, ...links, clubUrl: clubUrl(links, data.clubId) }),
  },
  event_invitation: {
    subject: (data) => `You're invited: ${data.eventTitle}`,
    element: (data, links) => createElement(EventInvitationEmail, { ...data, ...links, eventUrl: eventUrl(links, data.eventId) }),
  },
  password_changed: {
    subject: () => 'Your password was changed',
    element: (data, links) => createElement(PasswordChangedEmail, { ...data, ...links }),
  },
  email_verification: {
    subject: () => `Confirm your e-mail address for ${SITE_NAME}`,
    element: (data, links) => createElement(EmailVerificationEmail, { ...data, ...links }),
  },
  password_reset: {
    subject: () => `Reset your ${SITE_NAME} password`,
    element: (data, links) => createElement(PasswordResetEmail, { ...data, ...links }),
  },
  comment_moderated: {
    subject: (data) => (data.decision === 'hidden' ? 'Your comment was hidden by a moderator' : 'A warning about your comment'),
    element: (data, links) =>
      createElement(CommentModeratedEmail, { ...data, ...links, targetUrl: commentTargetUrl(links, data) }),
  },
  report_outcome: {
    subject: () => 'A moderator acted on the comment you reported',
    element: (data, links) => createElement(ReportOutcomeEmail, { ...data, ...links, targetUrl: commentTargetUrl(links, data) }),
  },
  announcement: {
    subject: (data) => `${data.priority === 'urgent' ? 'Urgent: ' : ''}${data.title}`,
    element: (data, links) => createElement(AnnouncementEmail, { ...data, ...links }),
  },
  newsletter_confirmation: {
    subject: () => `Confirm your ${SITE_NAME} newsletter subscription`,
    element: (data, links) => createElement(NewsletterConfirmationEmail, { ...data, ...links }),
  },
  newsletter_issue: {
    subject: (data) => data.subject,
    element: (data, links) => createElement(NewsletterIssueEmail, { ...data, ...links }),
  },
  contact_message: {
    subject: (data) => `Contact form: ${data.category} — ${data.senderName}`,
    element: (data, links) =>
      createElement(ContactMessageEmail, {
        ...data,
        ...links,
        messageUrl: `${links.siteUrl}${hrefFor('admin-contact')}?message=${encodeURIComponent(data.messageId)}`,
      }),
  },
  contact_received: {
    subject: () => `We received your message to ${SITE_NAME}`,
    element: (data, links) => createElement(ContactReceivedEmail, { ...data, ...links }),
  },
  contact_reply: {
    subject: () => `An answer to your message to ${SITE_NAME}`,
    element: (data, links) => createElement(ContactReplyEmail, { ...data, ...links }),
  },
  ambassador_application: {
    subject: (data) => `Ambassador application: ${data.applicantName} (${data.region})`,
    element: (data, links) =>
      createElement(AmbassadorApplicationEmail, {
        ...data,
        ...links,
        reviewUrl: `${links.siteUrl}${hrefFor('admin-ambassadors')}`,
      }),
  },
  ambassador_decision: {
    subject: (data) => (data.decision === 'approved' ? 'You are now an ambassador' : 'About your ambassador application'),
    element: (data, links) =>
      createElement(AmbassadorDecisionEmail, { ...data, ...links, programmeUrl: `${links.siteUrl}${hrefFor('ambassadors')}` }),
  },
  training_review_requested: {
    subject: (data) => `${data.requesterName} asked you to review their ${data.moduleLabel}`,
    element: (data, links) =>
      createElement(TrainingReviewRequestedEmail, { ...data, ...links, reviewUrl: trainingReviewUrl(links, data.requestId) }),
  },
  training_review_completed: {
    subject: (data) => `${data.reviewerName} reviewed your ${data.moduleLabel}`,
    element: (data, links) =>
      createElement(TrainingReviewCompletedEmail, { ...data, ...links, reviewUrl: trainingReviewUrl(links, data.requestId) }),
  },
  tournament_draw: {
    subject: (data) => `${data.eventTitle}, ${data.roundName}: ${data.room}`,
    element: (data, links) =>
      createElement(TournamentDrawEmail, {
        ...data,
        ...links,
        debateUrl: debateUrl(links, data.debateId),
        roundUrl: `${links.siteUrl}${hrefFor('tournament-round', { id: data.tournamentId, seq: String(data.roundSeq) })}`,
      }),
  },
};

/** One line (CR/LF and other control characters become spaces), trimmed, at most 200 characters. */
function toSubjectLine(raw: string): string {
  const line = raw
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length <= SUBJECT_MAX_LENGTH ? line : `${line.slice(0, SUBJECT_MAX_LENGTH - 1).trimEnd()}…`;
}

function requireHttpUrl(name: string, value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TypeError(`${name} must be an http(s) URL`);
  }
  return value;
}

function normalizeLinks(links: EmailLinks): EmailLinks {
  return {
    siteUrl: requireHttpUrl('siteUrl', links.siteUrl).replace(/\/+$/, ''),
    preferencesUrl: requireHttpUrl('preferencesUrl', links.preferencesUrl),
    ...(links.unsubscribeUrl !== undefined && { unsubscribeUrl: requireHttpUrl('unsubscribeUrl', links.unsubscribeUrl) }),
  };
}

function buildEmail<K extends EmailTemplateId>(templateId: K, data: unknown, links: EmailLinks) {
  // The schema map and TEMPLATES are keyed alike; TypeScript cannot correlate the two lookups by itself.
  const parsed = EMAIL_TEMPLATE_DATA_SCHEMAS[templateId].parse(data) as EmailTemplateData<K>;
  const template: Template<K> = TEMPLATES[templateId];
  return { subject: toSubjectLine(template.subject(parsed)), element: template.element(parsed, links) };
}

/** Throws the zod error when data does not match the template's schema. */
export async function renderEmail(
  templateId: EmailTemplateId,
  data: unknown,
  links: EmailLinks,
): Promise<{ subject: string; html: string; text: string }> {
  const { subject, element } = buildEmail(templateId, data, normalizeLinks(links));
  const html = await render(element);
  // The text part from the same render: render's plainText option renders the template again
  // (React's share of a mail's CPU doubled) and converts that HTML with the same function.
  const text = toPlainText(html, TEXT_OPTIONS);
  return { subject, html, text };
}
