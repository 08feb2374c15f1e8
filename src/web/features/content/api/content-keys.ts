// Query keys of the content feature (the admins' newsletter and contact inbox).
export const contentKeys = {
  newsletter: ['admin', 'newsletter'] as const,
  contactForm: ['contact', 'form'] as const,
  contactMessages: ['admin', 'contact'] as const,
  contactList: (status: string) => ['admin', 'contact', 'list', status] as const,
  contactMessage: (id: string) => ['admin', 'contact', 'message', id] as const,
};
