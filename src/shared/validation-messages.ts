// Validation messages of spec section 5, shared by the forms and the API. Kept
// apart from messages.ts, which the first page's JavaScript carries: only pages
// that ask for input load these.

export const VALIDATION_MESSAGES = {
  invalidEmail: 'Invalid email address',
  passwordMin: 'Password must be at least 8 characters',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordRequired: 'Password is required',
  passwordsDontMatch: "Passwords don't match",
  debateDateInFuture: 'Debate date must be in the future',
  invalidUrl: 'Invalid URL',
  searchTooLong: 'Search query too long',
} as const;
