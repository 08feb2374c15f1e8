// The debate types of spec section 1 ("What's What?"), used by the help dialog,
// the content pages and, later, the create-debate form's format/type check.
export const DEBATE_TYPES = [
  {
    id: 'quick',
    label: 'Quick',
    minutes: { min: 30, max: 45 },
    duration: '30–45 min',
    character: 'Informal, shorter speaking times',
    level: 'All levels',
  },
  {
    id: 'competitive',
    label: 'Competitive',
    minutes: { min: 90, max: 120 },
    duration: '90–120 min',
    character: 'Tournament standards, full judging; formats British Parliamentary, Policy, Lincoln-Douglas',
    level: 'Intermediate to advanced',
  },
  {
    id: 'practice',
    label: 'Practice',
    minutes: { min: 60, max: 90 },
    duration: '60–90 min',
    character: 'Coaching and feedback',
    level: 'Beginner to intermediate',
  },
] as const;

export type DebateTypeId = (typeof DEBATE_TYPES)[number]['id'];
