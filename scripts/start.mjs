// `npm start`: build what is missing or older than its sources — the web app
// (vite, into dist/web) and the server bundle (esbuild, into dist/server) —
// then run the server bundle, which migrates and seeds on first start.
// Plain JavaScript: the server must not run under tsx's loader (ADR 0021).
import { pathToFileURL } from 'node:url';
import { buildWhatIsStale } from './server-bundle.mjs';

const entry = await buildWhatIsStale();

// Packages the server loads (React for the mails among them) take their production builds.
process.env.NODE_ENV ??= 'production';
// Stack traces in the logs point at the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(entry).href);
