// The page's Content-Security-Policy refusals, for the journeys that load code
// or media the policy must allow (the anti-bot widget's worker, a recording
// played from a blob: address or from the API).
import type { Page } from '@playwright/test';

/**
 * Collects the page's CSP violations from now on. zod probes once whether it may
 * compile validators with Function() and falls back when refused: that "eval"
 * report is expected under a CSP without 'unsafe-eval', so it is left out.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.blockedURI === 'eval') return;
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}
