// What the footer's newsletter form needs on every page: its route and texts.
// No schemas here, so the footer loads without the validation library (the
// contract is in newsletter.ts).

/** Where the footer's form subscribes (the declaration: content/operations.ts). */
export const NEWSLETTER_SUBSCRIBE_ROUTE = { method: 'post', path: '/api/newsletter/subscriptions' } as const;

// The footer form's texts (spec section 8).
export const NEWSLETTER_TOASTS = {
  failure: { title: 'Error', description: 'Failed to subscribe. Please try again later.' },
  // Double opt-in (ADR 0013): nothing is subscribed until the mailed link is used.
  success: { title: 'Check your inbox', description: 'We sent you a link to confirm your subscription.' },
} as const;

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Email required',
  emailHint: 'Please enter your email address',
} as const;
