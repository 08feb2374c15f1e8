// `npm run dev`: the API server restarting on change (tsx watch) on API_PORT
// (default 3000) and the Vite dev server with hot reload, proxying /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: apiPort,
  BASE_URL: process.env.BASE_URL ?? `http://localhost:${webPort}`,
};

const children = [
  spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'src/server/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], { cwd: root, env, stdio: 'inherit' }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
