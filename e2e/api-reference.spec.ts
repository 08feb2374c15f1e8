// The API reference at /api/docs: Swagger UI on the server's own document,
// loaded from this site only, within the site's Content Security Policy.
import { expect, test } from '@playwright/test';
import { runAxe } from './support/axe.ts';

test('the API reference lists the operations from /api/openapi.json, with no request elsewhere and no CSP violation', async ({
  page,
}) => {
  // Building the document, parsing Swagger UI and checking its long page with axe take a while on a busy machine.
  test.setTimeout(90_000);
  const problems: string[] = [];
  const origins = new Set<string>();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => origins.add(new URL(request.url()).origin));

  await page.goto('/api/docs');
  // The first request builds the document; Swagger UI then parses 1.5 MB of script.
  await expect(page.getByRole('heading', { name: /Structured Debate Community API/ })).toBeVisible({ timeout: 20_000 });
  // One section per domain, Better Auth's endpoints included; an operation opened shows its parameters.
  await expect(page.locator('.opblock-tag', { hasText: 'Auth' })).toBeVisible();
  await page.locator('.opblock-tag', { hasText: 'Debates' }).click();
  const listDebates = page.locator('#operations-Debates-listDebates');
  await listDebates.locator('.opblock-summary-control').click();
  await expect(listDebates.getByText('format', { exact: true })).toBeVisible();

  expect(problems).toEqual([]);
  expect([...origins]).toEqual([new URL(page.url()).origin]);
  expect(await runAxe(page)).toEqual([]);
});
