// Icons in the server's page shells (home-shell.ts, debate-shell.ts). A module of
// its own: page-shell.ts is in the landing page's JavaScript, and this is not.

/**
 * A lucide icon as lucide-react renders it (`lucideClasses`: "lucide-<name>", and
 * its aliases), with `classes` added and `body`, its inner markup: the shells draw
 * the app's icons before the app has loaded.
 */
export function lucideIconHtml(lucideClasses: string, classes: string, body: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
    `stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide ${lucideClasses} ${classes}" aria-hidden="true">` +
    `${body}</svg>`
  );
}
