// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusPageStart } from './page-turn-focus';

function listOf(html: string) {
  const list = document.body.appendChild(document.createElement('div'));
  list.innerHTML = html;
  return list;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('focusPageStart (WCAG 2.4.3: the focus of a page the pagination bar turned to)', () => {
  it('is the first control of the page\u2019s first card with one, focused without a jump of its own', () => {
    const list = listOf('<div id="page"><article><p>no control</p></article><article><button disabled>off</button><a href="/c">C</a><button>add</button></article></div>');
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    focusPageStart(list, list.querySelector('#page')!);
    expect(document.activeElement?.textContent).toBe('C');
    expect(focus.mock.calls).toEqual([[{ preventScroll: true }]]);
  });

  it('a page without controls: the list itself, focusable (tabindex -1) only while it holds the focus', () => {
    const list = listOf('<div id="page"><article><p>no control</p></article></div>');
    const elsewhere = document.body.appendChild(document.createElement('button'));
    focusPageStart(list, list.querySelector('#page')!);
    expect(document.activeElement).toBe(list);
    expect(list.getAttribute('tabindex')).toBe('-1');
    elsewhere.focus();
    expect(list.hasAttribute('tabindex')).toBe(false);
  });

  it('a tabindex of the list\u2019s own is left as it is', () => {
    const list = listOf('<div id="page"></div>');
    list.setAttribute('tabindex', '0');
    focusPageStart(list, undefined);
    expect(document.activeElement).toBe(list);
    document.body.appendChild(document.createElement('button')).focus();
    expect(list.getAttribute('tabindex')).toBe('0');
  });
});
