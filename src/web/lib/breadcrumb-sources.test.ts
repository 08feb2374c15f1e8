import { describe, expect, it } from 'vitest';
import { type ClickedElement, describeClickTarget, requestOf } from './breadcrumb-sources.ts';

interface Fake {
  tag: string;
  attrs?: Record<string, string>;
  text?: string;
  label?: string;
  parent?: ClickedElement;
  /** Whether it matches the controls selector (a, button, input, [role]…). */
  isControl?: boolean;
}

function element({ tag, attrs = {}, text = '', label, parent, isControl }: Fake): ClickedElement {
  const self: ClickedElement = {
    tagName: tag.toUpperCase(),
    textContent: text,
    getAttribute: (name) => attrs[name] ?? null,
    closest: () => (isControl ? self : (parent?.closest('') ?? null)),
    labels: label === undefined ? null : [{ textContent: label }],
  };
  return self;
}

describe('describeClickTarget', () => {
  it('names buttons and links by their text, trimmed', () => {
    expect(describeClickTarget(element({ tag: 'button', text: '  Save\n  changes ', isControl: true }))).toBe(
      'button "Save changes"',
    );
    expect(describeClickTarget(element({ tag: 'a', attrs: { href: '/x' }, text: 'Debates', isControl: true }))).toBe(
      'link "Debates"',
    );
  });

  it('prefers the accessible label', () => {
    expect(describeClickTarget(element({ tag: 'button', attrs: { 'aria-label': 'Close' }, text: '×', isControl: true }))).toBe(
      'button "Close"',
    );
  });

  it('finds the control around an icon', () => {
    const button = element({ tag: 'button', text: 'Join', isControl: true });
    expect(describeClickTarget(element({ tag: 'svg', parent: button }))).toBe('button "Join"');
  });

  it('names fields by their label or name, never by their value', () => {
    const field = element({
      tag: 'input',
      attrs: { type: 'email', value: 'me@example.org' },
      text: '',
      label: 'Email',
      isControl: true,
    });
    expect(describeClickTarget(field)).toBe('textbox "Email"');
    const unlabelled = element({ tag: 'input', attrs: { type: 'password', name: 'password' }, isControl: true });
    expect(describeClickTarget(unlabelled)).toBe('textbox "password"');
    const select = element({ tag: 'select', text: 'Option one Option two', label: 'Format', isControl: true });
    expect(describeClickTarget(select)).toBe('combobox "Format"');
    expect(
      describeClickTarget(element({ tag: 'input', attrs: { type: 'checkbox' }, label: 'Remember me', isControl: true })),
    ).toBe('checkbox "Remember me"');
  });

  it('never reads the text of an editor or of something that is not a control', () => {
    const editor = element({
      tag: 'div',
      attrs: { role: 'textbox', contenteditable: 'true' },
      text: 'my private draft',
      isControl: true,
    });
    expect(describeClickTarget(editor)).toBe('textbox');
    expect(describeClickTarget(element({ tag: 'p', text: 'Someone’s comment' }))).toBe('p');
    const dialog = element({ tag: 'div', attrs: { role: 'dialog' }, text: 'Everything inside', isControl: true });
    expect(describeClickTarget(dialog)).toBe('dialog');
  });

  it('keeps the description short', () => {
    const long = element({ tag: 'button', text: 'x'.repeat(500), isControl: true });
    expect(describeClickTarget(long)).toBe(`button "${'x'.repeat(60)}"`);
    expect(describeClickTarget(null)).toBeNull();
  });
});

describe('requestOf', () => {
  const origin = 'https://sdc.example';

  it('keeps the method and the path without the query', () => {
    expect(requestOf('/api/debates?q=secret&token=1', undefined, origin)).toEqual({ method: 'GET', path: '/api/debates' });
    expect(requestOf(new URL('https://sdc.example/api/clubs/1/join'), { method: 'post' }, origin)).toEqual({
      method: 'POST',
      path: '/api/clubs/1/join',
    });
    expect(requestOf(new Request('https://sdc.example/api/x#frag', { method: 'DELETE' }), undefined, origin)).toEqual({
      method: 'DELETE',
      path: '/api/x',
    });
  });

  it('leaves out other origins and the error reports themselves', () => {
    expect(requestOf('https://other.example/api/debates', undefined, origin)).toBeNull();
    expect(requestOf('/api/client-errors', { method: 'POST' }, origin)).toBeNull();
  });
});
