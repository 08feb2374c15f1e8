// Loads the ALTCHA widget on demand (a chunk of its own, only for the forms that
// ask for a proof of work: ADR 0022). The "external" build ships no inline
// worker or style, so the CSP's worker-src 'self' holds: the PBKDF2 worker is
// bundled by Vite as a file of this site and registered here.
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

// The widget's wording, in the site's voice.
globalThis.$altcha.i18n.set('en', {
  ...globalThis.$altcha.i18n.get('en'),
  label: "I'm not a robot",
  verified: 'Verified: you are not a robot',
  verifying: 'Checking you are not a robot…',
  waitAlert: 'Checking you are not a robot… please wait.',
  verificationRequired: 'Please wait until the anti-bot check is done.',
  error: 'The anti-bot check failed. Try again.',
  expired: 'The anti-bot check expired. Try again.',
});
