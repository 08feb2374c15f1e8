// Draws the installed app's icons from the logo (src/web/public/favicon.svg) and,
// given the address of a running app, its two store screenshots, into
// src/web/public/icons. Run again when the logo or the debates page changes:
//   node --import tsx scripts/make-app-icons.ts [http://localhost:3000]
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(import.meta.dirname, '../src/web/public');
const outDir = path.join(publicDir, 'icons');
const logo = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const THEME_COLOR = '#1e1b4b';

/** The logo on a page of `size` pixels; a maskable icon keeps it inside the 80% safe zone on a full background. */
function iconPage(size: number, maskable: boolean): string {
  const inner = maskable ? Math.round(size * 0.7) : size;
  return `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? THEME_COLOR : 'transparent'}">
    <div style="width:${inner}px;height:${inner}px">${logo.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  mkdirSync(outDir, { recursive: true });
  for (const [file, size, maskable] of [
    ['icon-192.png', 192, false],
    ['icon-512.png', 512, false],
    ['icon-maskable-512.png', 512, true],
  ] as const) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(iconPage(size, maskable));
    await page.screenshot({ path: path.join(outDir, file), omitBackground: !maskable });
    await page.close();
  }
  const appUrl = process.argv[2];
  if (appUrl) {
    for (const [file, width, height] of [
      ['screenshot-wide.png', 1280, 800],
      ['screenshot-narrow.png', 540, 1170],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height } });
      await page.goto(new URL('/debates', appUrl).href, { waitUntil: 'networkidle' });
      await page.screenshot({ path: path.join(outDir, file) });
      await page.close();
    }
  }
} finally {
  await browser.close();
}
