// Query keys of the admin settings.
export const siteSettingsKeys = {
  all: ['admin', 'settings'] as const,
};
