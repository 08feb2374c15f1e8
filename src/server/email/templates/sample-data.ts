// Sample data for every template: what the admin e-mails' preview renders a
// template with when no mail is chosen, and what a test send uses. The values
// are those of the templates' own tests (render-email.test.ts), so a preview
// shows what the tests check; sample-data.test.ts renders each one.
import type { EmailTemplateData, EmailTemplateId } from '#shared/email/contract.ts';

const SITE = 'https://sdc.example';

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

export const SAMPLE_TEMPLATE_DATA: { [K in EmailTemplateId]: EmailTemplateData<K> } = {
  welcome: { name: 'Ana' },
  debate_confirmation: { name: 'Ana', userRole: 'Opposition speaker', ...debate },
  debate_reminder: { name: 'Ana', ...debate },
  debate_reminder_24h: { name: 'Ana', ...debate },
  debate_reminder_1h: { name: 'Ana', ...debate },
  judge_assignment: { judgeName: 'Judge Bo', ...debate },
  event_confirmation: { name: 'Ana', ...event },
  event_cancelled: { name: 'Ana', ...event },
  debate_cancelled: { name: 'Ana', ...debate, reason: 'The venue is closed for repairs.' },
  club_welcome: { name: 'Ana', clubName: 'Riverside Debaters', clubId: 'club-3' },
  club_join_request: { name: 'Ana', requesterName: 'Bo Lee', clubName: 'Riverside Debaters', clubId: 'club-3' },
  score_notification: {
    participantName: 'Ana',
    debateId: 'deb-42',
    debateTitle: debate.debateTitle,
    score: 78.5,
    feedback: 'Strong opening.\n\nWork on your rebuttal timing.',
  },
  club_announcement: {
    clubName: 'Riverside Debaters',
    clubId: 'club-3',
    announcementTitle: 'New meeting room',
    announcementContent: 'From next week we meet in Room 5.\n\nBring a friend!',
    priority: 'normal',
  },
  event_invitation: { name: 'Ana', ...event, eventDescription: 'A friendly one-day tournament for all levels.' },
  password_changed: { name: 'Ana' },
  email_verification: { name: 'Ana', verifyUrl: `${SITE}/api/auth/verify-email?token=tok&callbackURL=%2Fonboarding` },
  password_reset: { name: 'Ana', resetUrl: `${SITE}/api/auth/reset-password/tok?callbackURL=%2Fauth%2Freset-password` },
  judge_application: { name: 'Ana', decision: 'declined', reason: 'Please judge a few practice rounds first.' },
  comment_moderated: {
    name: 'Ana',
    decision: 'warned_and_hidden',
    reason: 'Personal attacks are not allowed.',
    commentExcerpt: 'You clearly know nothing',
    targetType: 'topic',
    targetId: 'top-9',
    targetTitle: 'This house would tax meat',
  },
  report_outcome: {
    name: 'Ben',
    outcome: 'hidden',
    commentExcerpt: 'You clearly know nothing',
    targetType: 'debate',
    targetId: 'deb-42',
    targetTitle: 'Should cities ban cars downtown',
  },
  announcement: {
    title: 'The spring season opens',
    contentHtml:
      '<p>Registration for the <strong>spring season</strong> is open.</p><ul><li>Novice rounds</li><li>Open rounds</li></ul>',
    priority: 'normal',
    category: 'newsletter',
  },
  newsletter_confirmation: { confirmUrl: `${SITE}/newsletter/confirm?token=tok` },
  newsletter_issue: {
    issueId: 'iss-1',
    subject: 'News from the community: the spring season',
    contentHtml: '<p>The <strong>spring season</strong> opens next week.</p><ul><li>Novice rounds</li><li>Open rounds</li></ul>',
  },
  contact_message: {
    messageId: 'msg-1',
    senderName: 'Ana',
    senderEmail: 'ana@example.org',
    category: 'Clubs',
    message: 'How do I start a club at my school?\n\nThank you!',
  },
  contact_received: { name: 'Ana', category: 'Clubs', message: 'How do I start a club at my school?' },
  contact_reply: {
    name: 'Ana',
    reply: 'Open Clubs and choose Start a club.\n\nGood luck!',
    message: 'How do I start a club at my school?',
  },
  training_review_requested: {
    name: 'Bo',
    requesterName: 'Ana',
    moduleLabel: 'Build your own argument',
    requestId: 'rev-5',
    note: 'Is my warrant more than a restatement of the claim?',
  },
  training_review_completed: {
    name: 'Ana',
    reviewerName: 'Bo Lee',
    moduleLabel: 'Build your own argument',
    requestId: 'rev-5',
    score: 15,
    max: 21,
  },
  ambassador_application: { applicantName: 'Ana', region: 'Europe', motivation: 'I run a debate club at my school.' },
  ambassador_decision: { name: 'Ana', decision: 'declined', reason: 'Please run a few club sessions first.' },
  tournament_draw: {
    name: 'Ana',
    eventTitle: event.eventTitle,
    roundName: 'Round 2',
    tournamentId: 'tour-3',
    roundSeq: 2,
    debateId: debate.debateId,
    role: 'Proposition, for Riverside A',
    opponents: 'Hilltop B (Opposition)',
    room: 'Room 3 · Hall B',
    debateDate: 'Sunday 22 June 2025',
    debateTime: '11:30 (Europe/Paris)',
    motion: 'This house would ban cars from city centres',
  },
};
