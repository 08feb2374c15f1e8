// What each page is about, for its meta description and keywords (spec section
// 2), by route id. Kept apart from the route table so the app's first JavaScript
// does not carry them: the server writes a page's description into its HTML
// (server/web-assets.ts), and on later navigation the app sets it once this
// module has loaded, after the first paint (web/lib/document-meta.ts). A route
// without one has the site's (DEFAULT_META).
import { DEFAULT_META } from './routes.ts';

const ROUTE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'get-started': 'Your first steps: browse debates, join a quick debate, find a club, track progress.',
  debates: 'Browse upcoming, live and finished debates in every format.',
  debate: 'A structured, timed and judged debate.',
  clubs: 'Ongoing debate communities that meet weekly or monthly.',
  club: 'A debate club.',
  'club-members': 'The members of a debate club.',
  topics: 'Civic debate topics suggested and voted on by the community.',
  topic: 'A civic debate topic.',
  events: 'Multi-activity debate gatherings, from half a day to a weekend.',
  'event-templates': 'Ready-made plans for debate events.',
  event: 'A debate event.',
  'debate-event': 'A debate within an event.',
  tournament: 'A debate tournament: its format, break categories, teams and adjudicators.',
  'tournament-round': 'A tournament round: its motion, the draw and the panels.',
  'tournament-tab': 'A tournament’s released tab: results, standings, speakers, motions and the break.',
  'become-judge': 'Apply to judge debates, give feedback and earn recognition.',
  'judge-available-debates': 'Debates looking for a judge.',
  'judge-commitment': 'Accept a judge role for a debate.',
  user: 'A community member’s public profile.',
  about: 'Who we are and why structured debate matters.',
  ambassadors: 'Represent the community in your school, city or club.',
  'how-it-works': 'Debates, events and clubs: how the community works.',
  'social-impact': 'How structured debate strengthens civic life.',
  roadmap: 'What we are building next.',
  faq: 'Frequently asked questions.',
  contact: 'Get in touch with the team.',
  leaderboards: 'Top debaters and judges.',
  terms: 'The terms of using the service.',
  privacy: 'How we handle your data.',
  cookies: 'The cookies we use and why.',
  training: 'Practise the skills of debate.',
  'training-argument-builder': 'Build a structured argument.',
  'training-rebuttal': 'Practise answering arguments.',
  'training-research': 'Research a debate topic.',
  'training-speech': 'Practise delivering a timed speech.',
  'training-mock-debate': 'A practice debate.',
  'training-quick-start': 'The essentials in a few minutes.',
  'training-history': 'Every training attempt with its score, and your progress per skill.',
  'training-assessment': 'Find out where to start.',
  auth: 'Sign in or create an account.',
};

const ROUTE_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  debates: ['debates', 'British Parliamentary', 'Oxford', 'Lincoln-Douglas'],
};

/** A route's own description, or undefined where it has the site's. */
export function routeDescription(routeId: string): string | undefined {
  return ROUTE_DESCRIPTIONS[routeId];
}

/** A route's meta description and keywords, the site's where it has none of its own. */
export function routeMetaOf(routeId: string | undefined): { description: string; keywords: readonly string[] } {
  return {
    description: (routeId && ROUTE_DESCRIPTIONS[routeId]) || DEFAULT_META.description,
    keywords: (routeId && ROUTE_KEYWORDS[routeId]) || DEFAULT_META.keywords,
  };
}
