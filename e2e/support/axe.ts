// axe-core through @axe-core/playwright with the WCAG 2.2 AA rule set, and a
// failure message that says which rule failed on which element, so a fix can
// start from the test output alone.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>;

export async function runAxe(page: Page): Promise<Results['violations']> {
  // Colours are checked as they settle: a button just pressed is still fading
  // between its variants for a moment, and axe would measure that frame.
  // Endless animations (spinners, skeletons) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // A toast on its way out fades over a few hundred milliseconds, begun at any
  // moment: axe would measure its text against a half-transparent background.
  await page.waitForFunction(() => !document.querySelector('[data-sonner-toast][data-removed="true"]'));
  // Only violations are reported, so axe need not collect passes and incomplete
  // results (faster). options() replaces all options, so it must come before withTags().
  // A page without frames is checked by axe.run in the page itself (legacy mode):
  // the same rules and results (compared on every page routes.spec.ts scans), without
  // the blank tab the default mode opens on every scan to merge the frames' results,
  // which made a scan take about twice as long. A page with frames keeps the default,
  // which also reaches cross-origin frames.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations;
}

export function formatViolations(where: string, violations: Results['violations']): string {
  if (violations.length === 0) return `${where}: no violations`;
  const lines = [`${where}: ${violations.length} axe violation(s)`];
  for (const v of violations) {
    lines.push(`• ${v.id} [${v.impact ?? 'n/a'}] ${v.help} — ${v.helpUrl}`);
    for (const node of v.nodes.slice(0, 8)) {
      const summary = (node.failureSummary ?? '').split('\n').slice(1, 3).join(' ').trim();
      lines.push(`    ${node.target.join(' ')}${summary ? `  → ${summary}` : ''}`);
    }
    if (v.nodes.length > 8) lines.push(`    … and ${v.nodes.length - 8} more`);
  }
  return lines.join('\n');
}

/** Fails with axe's findings, named by where they were found, unless there are none. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  expect(formatViolations(where, await runAxe(page))).toBe(`${where}: no violations`);
}
