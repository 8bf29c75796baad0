// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { controlAfterLastPage } from './load-more-focus';

function listOf(html: string) {
  const list = document.createElement('div');
  list.innerHTML = html;
  return list;
}

describe('controlAfterLastPage (WCAG 2.4.3: the focus of the last load-more)', () => {
  it('is the first control of the page just shown, its first card\u2019s', () => {
    const list = listOf('<div id="p1"><article><a href="/a">A</a></article></div><div id="p2"><article><p>no control</p></article><article><button disabled>off</button><a href="/c">C</a><button>add</button></article></div>');
    expect(controlAfterLastPage(list, list.querySelector('#p2')!)?.textContent).toBe('C');
  });

  it('a page without controls: the list\u2019s last control before it; none at all: null', () => {
    const list = listOf('<div id="p1"><article><a href="/a">A</a><button>B</button></article></div><div id="p2"><article><p>no control</p></article></div>');
    expect(controlAfterLastPage(list, list.querySelector('#p2')!)?.textContent).toBe('B');
    expect(controlAfterLastPage(listOf('<div><article></article></div>'), undefined)).toBeNull();
  });
});
