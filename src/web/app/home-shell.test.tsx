// The landing page's shell (shared/home-shell.ts) against the hero it stands in
// for: the same elements and classes, so the swap moves nothing. React's markup
// differs from the shell's only where the shell is inert on purpose (the links
// are spans) and in the section's id and label reference.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { homeHeroHtml, homeShellHtml } from '#shared/home-shell.ts';
import { PAGE_SHELL_ID } from '#shared/page-shell.ts';
import { HomeHero } from './routes/home.tsx';

/** React's hero with its links made inert and its ids left out, as the shell writes it. */
function inertHeroMarkup(): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <HomeHero />
    </MemoryRouter>,
  )
    .replace(
      /<a ([^>]*)>/g,
      (_, attributes: string) => `<span ${attributes.replace(/ ?(href|data-discover)="[^"]*"/g, '').trim()}>`,
    )
    .replace(/<\/a>/g, '</span>')
    .replace(/ (id|aria-labelledby)="[^"]*"/g, '');
}

describe('the landing page shell', () => {
  it('is the React hero, element for element', () => {
    expect(homeHeroHtml()).toBe(inertHeroMarkup());
  });

  it('puts the hero under the top bar, in the shell the app removes', () => {
    const shell = homeShellHtml();
    expect(shell.startsWith(`<div id="${PAGE_SHELL_ID}">`)).toBe(true);
    expect(shell).toContain(`<div class="min-h-dvh pt-16">${homeHeroHtml()}</div>`);
    // Nothing in it can be clicked or focused while it stands in for the page.
    expect(shell).not.toMatch(/<(a|button|input)\b/);
  });
});
