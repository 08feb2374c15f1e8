// The web app manifest (/manifest.webmanifest), written by the build from this
// object: what the browser needs to install SDC as an app. The icons and
// screenshots are made from the logo and the demo content by scripts/make-app-icons.ts.
import type { ManifestOptions } from 'vite-plugin-pwa';
import { DEFAULT_META, hrefFor, SITE_NAME, SITE_SHORT_NAME } from '../../shared/routes.ts';

/** The header's indigo; the page background while the app starts. */
const THEME_COLOR = '#1e1b4b';
const BACKGROUND_COLOR = '#ffffff';

const shortcut = (name: string, url: string, description: string) => ({
  name,
  url,
  description,
  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
});

export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: SITE_NAME,
  short_name: SITE_SHORT_NAME,
  description: DEFAULT_META.description,
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['education', 'social'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    shortcut('Debates', hrefFor('debates'), 'Browse upcoming, live and finished debates'),
    shortcut('Events', hrefFor('events'), 'Tournaments, workshops and meetups'),
    shortcut('Clubs', hrefFor('clubs'), 'Find a debate club'),
    shortcut('My Debates', hrefFor('my-debates'), 'The debates you joined or judge'),
  ],
  screenshots: [
    {
      src: '/icons/screenshot-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Upcoming debates on a large screen',
    },
    {
      src: '/icons/screenshot-narrow.png',
      sizes: '540x1170',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Upcoming debates on a phone',
    },
  ],
};
