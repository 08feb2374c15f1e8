// The landing page's hero, written by the server into the page's HTML (ADR 0047)
// so that the first screen — and its largest element, the lead
// paragraph — paints as soon as the HTML and the stylesheet have arrived, not
// after the app's JavaScript has run. The markup is the React hero's own
// (HomeHero in web/app/routes/home.tsx), element for element and class for
// class; a unit test renders the component and compares, so a change to one
// side fails until the other follows. The two links are written inert (spans
// with the links' look): the shell is on screen only until the app renders.
import { shellAroundMainHtml } from './page-shell.ts';
import { lucideIconHtml } from './shell-icon.ts';

/** The inner markup of each lucide icon the hero draws (lucide-react renders the same). */
const ICON_BODIES = {
  SPARKLES:
    '<path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z"></path><path d="M20 2v4"></path><path d="M22 4h-4"></path><circle cx="4" cy="20" r="2"></circle>',
  ARROW_RIGHT: '<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path>',
  TIMER:
    '<line x1="10" x2="14" y1="2" y2="2"></line><line x1="12" x2="15" y1="14" y2="11"></line><circle cx="12" cy="14" r="8"></circle>',
  SCALE:
    '<path d="M12 3v18"></path><path d="m19 8 3 8a5 5 0 0 1-6 0zV7"></path><path d="M3 7h1a17 17 0 0 0 8-2 17 17 0 0 0 8 2h1"></path><path d="m5 8 3 8a5 5 0 0 1-6 0zV7"></path><path d="M7 21h10"></path>',
  USERS:
    '<path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2"></path><path d="M16 3.128a4 4 0 0 1 0 7.744"></path><path d="M22 21v-2a4 4 0 0 0-3-3.87"></path><circle cx="9" cy="7" r="4"></circle>',
  MESSAGE_SQUARE:
    '<path d="M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z"></path>',
} as const;

const icon = (name: keyof typeof ICON_BODIES, lucideClasses: string, classes: string) =>
  lucideIconHtml(lucideClasses, classes, ICON_BODIES[name]);

const BUTTON_BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:pointer-events-none disabled:opacity-60';
const HIGHLIGHTS = [
  ['TIMER', 'lucide-timer', 'Timed speeches'],
  ['SCALE', 'lucide-scale', 'Fair, written judging'],
  ['USERS', 'lucide-users', 'In person, online or both'],
] as const;

/** The hero section as HomeHero renders it, inert. */
export function homeHeroHtml(): string {
  return (
    '<section class="bg-brand-900 text-white">' +
    '<div class="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1fr_auto]"><div>' +
    '<p class="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100">' +
    `${icon('SPARKLES', 'lucide-sparkles lucide-stars', 'h-4 w-4 text-accent-400')}Structured · Timed · Judged</p>` +
    '<h1 class="mt-6 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">' +
    'Debate the questions that shape your community</h1>' +
    '<p class="mt-6 max-w-2xl text-lg leading-8 text-brand-100">' +
    'Structured Debate Community brings people together for timed, judged debates on civic topics. Make your case, answer ' +
    'the other side and get fair feedback, whether you are new to debate or preparing for a tournament.</p>' +
    '<div class="mt-8 flex flex-col gap-3 sm:flex-row">' +
    `<span class="${BUTTON_BASE} bg-accent-400 text-slate-900 hover:bg-accent-500 shadow-sm h-12 px-6 text-base">` +
    `Browse debates${icon('ARROW_RIGHT', 'lucide-arrow-right', 'h-5 w-5')}</span>` +
    `<span class="${BUTTON_BASE} bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-100 h-12 px-6 text-base">` +
    'Create an account</span></div>' +
    '<ul class="mt-10 flex flex-col gap-3 text-brand-100 sm:flex-row sm:gap-8">' +
    HIGHLIGHTS.map(
      ([name, lucide, label]) =>
        `<li class="flex items-center gap-2">${icon(name, lucide, 'h-5 w-5 text-accent-400')}${label}</li>`,
    ).join('') +
    '</ul></div>' +
    '<div aria-hidden="true" class="relative hidden h-80 w-80 lg:block">' +
    '<div class="absolute inset-0 rounded-full bg-brand-800/60 ring-1 ring-white/10"></div>' +
    '<div class="absolute inset-10 rounded-full bg-brand-700/40 ring-1 ring-white/10"></div>' +
    '<div class="absolute inset-0 flex items-center justify-center">' +
    '<span class="inline-flex h-28 w-28 items-center justify-center rounded-full bg-accent-400 text-brand-900 shadow-lg">' +
    `${icon('SCALE', 'lucide-scale', 'h-14 w-14')}</span></div>` +
    '<span class="absolute top-6 left-2 inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-lg">' +
    `${icon('MESSAGE_SQUARE', 'lucide-message-square', 'h-8 w-8')}</span>` +
    '<span class="absolute right-2 bottom-6 inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-lg">' +
    `${icon('MESSAGE_SQUARE', 'lucide-message-square', 'h-8 w-8 -scale-x-100')}</span>` +
    '<span class="absolute top-8 right-8 inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg">' +
    `${icon('TIMER', 'lucide-timer', 'h-6 w-6')}</span>` +
    '</div></div></section>'
  );
}

/** The landing page's shell: the top bar, then the hero at the top of main. */
export function homeShellHtml(): string {
  return shellAroundMainHtml(homeHeroHtml());
}
