// The product's features and whether each works today: the one source of the
// roadmap page ("Available now", "Coming next"), and of the test that keeps the
// other content pages from calling an available feature unavailable
// (src/web/app/truthful-pages.test.tsx). Move a feature to 'available' in the
// change that ships it; the pages follow.
import { hrefFor, type RouteId } from './routes.ts';

export type FeatureStatus = 'available' | 'planned';

export interface RoadmapFeature {
  id: string;
  name: string;
  /** One or two sentences for the roadmap page. */
  description: string;
  status: FeatureStatus;
  /** The pages that show it (none for a planned feature, or one that is for those who run the software). */
  routes: readonly RouteId[];
  /** For those who run an installation (commands and docs, no page): available without a page. */
  forOperators?: true;
  /** Where it is described for those who run or change the software. */
  docs: readonly string[];
  /** The roadmap's link to it, if any. */
  link?: { label: string; href: string };
  /**
   * Lower-case words a page uses to name the feature. A sentence that names one
   * of an available feature and says "not available", "opens soon"… fails the test.
   */
  terms: readonly string[];
}

export const ROADMAP: readonly RoadmapFeature[] = [
  {
    id: 'accounts',
    name: 'Accounts and sign-in',
    description:
      'Create an account with e-mail and password or Google, with two-factor sign-in and password reset; set up your profile and settings, and delete your account yourself.',
    status: 'available',
    routes: ['auth', 'profile', 'settings', 'onboarding'],
    docs: ['docs/auth.md'],
    link: { label: 'Create an account', href: hrefFor('auth', {}, { query: { tab: 'register' } }) },
    terms: ['create an account', 'sign in with google', 'google sign-in', 'two-factor', 'delete your account'],
  },
  {
    id: 'debates',
    name: 'Debates and live rooms',
    description:
      'Browse, create and join debates as a speaker or in the audience, and follow them in live rooms with a shared timer.',
    status: 'available',
    routes: ['debates', 'debate', 'create-debate', 'my-debates'],
    docs: ['docs/realtime.md', 'docs/formats.md'],
    link: { label: 'Browse debates', href: hrefFor('debates') },
    terms: ['join a debate', 'joining debates', 'live room', 'shared timer', 'create a debate'],
  },
  {
    id: 'judging',
    name: 'Judging, ratings and leaderboards',
    description:
      'Apply to judge, accept judge roles, take notes during a round and submit ballots; results feed ratings and the leaderboards.',
    status: 'available',
    routes: ['become-judge', 'judge-dashboard', 'judge-score', 'leaderboards'],
    docs: ['docs/judging.md'],
    link: { label: 'Become a judge', href: hrefFor('become-judge') },
    terms: ['judging', 'ballot', 'become a judge', 'leaderboard', 'ratings'],
  },
  {
    id: 'clubs',
    name: 'Clubs',
    description: 'Start and run a club: members, roles, join requests and announcements.',
    status: 'available',
    routes: ['clubs', 'club', 'club-create', 'my-club'],
    docs: ['docs/clubs.md'],
    link: { label: 'Find a club', href: hrefFor('clubs') },
    terms: ['start a club', 'join a club', 'run a club'],
  },
  {
    id: 'events',
    name: 'Events',
    description:
      'Host events with a schedule of activities, answer invitations, RSVP with a waiting list and check attendees in.',
    status: 'available',
    routes: ['events', 'event', 'create-event', 'event-templates', 'event-check-in'],
    docs: ['docs/events.md'],
    link: { label: 'See events', href: hrefFor('events') },
    terms: ['host an event', 'host events', 'check-in', 'check in'],
  },
  {
    id: 'topics',
    name: 'Topics, votes and comments',
    description: 'Suggest topics and vote on them, and comment on debates, topics, clubs and events.',
    status: 'available',
    routes: ['topics', 'topic', 'topic-suggest'],
    docs: ['docs/topics-and-comments.md'],
    link: { label: 'Explore topics', href: hrefFor('topics') },
    terms: ['suggest a topic', 'suggest topics', 'topic suggestion', 'vote on', 'comment on'],
  },
  {
    id: 'email',
    name: 'E-mail notifications',
    description:
      'E-mail confirmations, debate reminders, judge assignments and scores; choose which e-mails you receive and unsubscribe with one click.',
    status: 'available',
    routes: ['profile', 'unsubscribe'],
    docs: ['docs/email.md'],
    link: { label: 'E-mail preferences', href: hrefFor('profile', {}, { hash: 'email-preferences' }) },
    terms: ['e-mail preferences', 'reminder', 'unsubscribe'],
  },
  {
    id: 'admin',
    name: 'The admin area',
    description:
      'Run the site from an admin area: a dashboard, members (roles, bans, sessions, deletion), every debate, club and event (feature them on the home page, cancel, delete), the interests members choose from, one moderation queue for reports and requests, the e-mail queue with schedules and announcements, first-party usage statistics, error reports, an audit log of every admin action, and the site settings.',
    status: 'available',
    routes: ['admin'],
    docs: ['docs/admin.md'],
    terms: ['admin area', 'moderation', 'audit log'],
  },
  {
    id: 'offline-app',
    name: 'The installable app, offline and push',
    description:
      'Install the site as an app and keep reading your debates, events, clubs and My Debates when the connection drops; judges’ ballots and notes are kept on the device and sent once when it returns; opt in to push notifications.',
    status: 'available',
    routes: ['settings'],
    docs: ['docs/offline.md', 'docs/push.md'],
    link: { label: 'Notification settings', href: hrefFor('settings', {}, { hash: 'push-notifications' }) },
    terms: ['install the site', 'install it as an app', 'installable', 'offline', 'push notification'],
  },
  {
    id: 'training',
    name: 'Training',
    description:
      'Practise between debates in nine areas: argument building, timed rebuttal drills, topic research, speech practice with the format’s bells, solo mock debates, a quick start and a skill assessment, each scored, with your history, streak and what to practise next; ask a judge or a coach of your club to review your work.',
    status: 'available',
    routes: ['training', 'training-history', 'training-assessment', 'training-reviews'],
    docs: ['docs/training.md'],
    link: { label: 'Training', href: hrefFor('training') },
    terms: ['training', 'practise between debates', 'skill assessment', 'peer review'],
  },
  {
    id: 'outreach',
    name: 'Newsletter, contact and ambassadors',
    description:
      'Subscribe to the newsletter (you confirm by e-mail, and every issue has a one-click unsubscribe), write to the people who run the site through the contact form, and apply to become an ambassador for your region.',
    status: 'available',
    routes: ['contact', 'ambassadors', 'newsletter-confirm'],
    docs: ['docs/outreach.md'],
    link: { label: 'Become an ambassador', href: hrefFor('ambassadors') },
    terms: ['newsletter', 'contact form', 'contact page', 'ambassador'],
  },
  {
    id: 'sharing',
    name: 'Share cards and the public API',
    description:
      'Links to debates, clubs, events and profiles show a picture when shared; search engines get a sitemap. Every API operation is described at /api/docs, and you can run your own installation: one Node.js process with a built-in database, or PostgreSQL.',
    status: 'available',
    routes: ['debate', 'club', 'event', 'user'],
    docs: ['docs/share-cards.md', 'README.md'],
    terms: ['share card', 'sitemap', '/api/docs', 'self-host', 'own installation'],
  },
  {
    id: 'tournaments',
    name: 'Tournaments',
    description:
      'Run an event as a tournament over several rounds: teams and adjudicators register, power-paired draws, judges allocated to rooms, every debate a live room with ballots, the break, elimination rounds and a tab of the results.',
    status: 'available',
    routes: ['create-tournament', 'tournament', 'tournament-round', 'tournament-tab'],
    docs: ['docs/tournaments.md', 'docs/tournaments-rounds.md', 'docs/tournaments-tab.md'],
    terms: ['tournament', 'power-paired', 'judge allocation', 'a tab of'],
  },
  {
    id: 'scale-out',
    name: 'Larger installations',
    description:
      'A supported set-up for several server processes behind a load balancer, a ready-made container image, and built-in backups of the database.',
    status: 'available',
    routes: [],
    forOperators: true,
    docs: ['docs/deploy.md', 'docs/backups.md'],
    terms: ['load balancer', 'container image', 'backups'],
  },
  {
    id: 'speech-recording',
    name: 'Sharing speech recordings',
    description:
      'Share a timed speech’s recording with the judge or coach who reviews it; it is kept on the server only until the review is given, declined or withdrawn. Unshared recordings stay on your device.',
    status: 'available',
    routes: ['training-speech', 'training-reviews'],
    docs: ['docs/training.md'],
    terms: ['share a recording', 'share the recording', 'sharing a recording', 'sharing the audio', 'audio and sharing'],
  },
];

export const AVAILABLE_FEATURES = ROADMAP.filter((feature) => feature.status === 'available');
export const PLANNED_FEATURES = ROADMAP.filter((feature) => feature.status === 'planned');
