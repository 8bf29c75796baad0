import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { TABS_NO_SCRIPT_CSS } from '../widgets/tabs/no-script';
import { noScriptCss } from './no-script';

/** A copy of a page as the server wrote it, parsed as the publish step parses it. */
const copy = (html: string) => new JSDOM(`<div class="rt-site">${html}</div>`).window.document;

function pageWithModals(...ids: string[]): LoadedPage {
  const loaded = loadPage({ sections: [], modals: ids.map((id) => ({ id, elements: [] })) });
  if (!loaded.ok) throw new Error('the page cannot be read');
  return loaded;
}

const noModals = pageWithModals();

describe('noScriptCss: the head’s <noscript> style of a published page', () => {
  it('carries the rules of the parts its copies hold, and only those', () => {
    const css = noScriptCss([copy('<div class="rt-slider"><button class="rt-slider__arrow"></button></div>'), copy('<div class="rt-video"><button class="rt-video__play"></button></div>')], noModals);
    expect(css).toContain('.rt-site .rt-slider .rt-slider__arrow { display: none; }');
    expect(css).toContain('.rt-site .rt-video .rt-video__play { display: none; }');
    expect(css).not.toContain('rt-catalogue');
    expect(css).not.toContain('rt-tabs');
    expect(css).not.toContain('a[href');
  });

  it('a tab list that shows its panels without scripts brings the tabs’ rules (widgets/tabs/no-script.ts)', () => {
    expect(noScriptCss([copy('<div data-tabs-no-script-panels="all"></div>')], noModals)).toBe(TABS_NO_SCRIPT_CSS);
  });

  it('a card keeps its options as text: its radios out of reach, its blocks and a dropdown’s names shown but not pressable', () => {
    const css = noScriptCss([copy('<article class="rt-card"></article>')], noModals);
    expect(css).toContain('.rt-site .rt-card .rt-option__radio input { display: none; }');
    expect(css).toContain('.rt-site .rt-card :is(.rt-option__block, .rt-option__radio) { pointer-events: none; cursor: auto; }');
    expect(css).toContain('.rt-site .rt-card .rt-option--list .rt-dropdown__list[hidden] { display: flex;');
  });

  it('a link to a page modal or to the cart, as written or percent-encoded: a button01’s hidden, one in text drawn as its text; not a modal nothing links to', () => {
    const css = noScriptCss(
      [copy('<a class="rt-button" href="#rules">House rules</a><p>Read the <a href="#%D1%87%D0%B0%D1%81%D1%8B">hours</a> or <a href="#cart">your cart</a>.</p>')],
      pageWithModals('rules', 'часы', 'unlinked'),
    );
    const links = 'a[href="#rules"], a[href="#часы"], a[href="#%D1%87%D0%B0%D1%81%D1%8B"], a[href="#cart"]';
    expect(css).toContain(`.rt-site a.rt-button:is(${links}) { display: none; }`);
    expect(css).toContain(`.rt-site :is(${links}):not(.rt-button) { pointer-events: none; color: inherit; text-decoration: none; cursor: auto; }`);
    expect(css).not.toContain('unlinked');
  });

  it('the link that stands in for a button01 to a page modal, in a <noscript> of its row, is laid out in the row as the button; the button and its own link stay hidden', () => {
    const row = '<div class="rt-button-row"><a class="rt-button" href="#rules">House rules</a><noscript><a class="rt-button" href="#rt-page-modal-mobile-rules">House rules</a></noscript></div>';
    const css = noScriptCss([copy(row)], pageWithModals('rules'));
    expect(css).toContain('.rt-site .rt-button-row > noscript { display: contents; }');
    expect(css).toContain('.rt-site a.rt-button:is(a[href="#rules"]) { display: none; }');
    expect(css).not.toContain('rt-page-modal-mobile-rules');
  });

  it('a modal id that is no plain word still names its links, and cannot end the style element', () => {
    const id = 'a"b\\c</style>';
    const document = copy(`<a href="#${id.replace(/"/g, '&quot;').replace(/</g, '&lt;')}">Open</a>`);
    const css = noScriptCss([document], pageWithModals(id));
    expect(css).not.toContain('<');
    const selector = /:is\(([^)]*)\):not/.exec(css)?.[1] ?? '';
    expect(document.querySelector(selector)?.textContent).toBe('Open');
  });

  it('a page with none of these parts carries nothing', () => {
    expect(noScriptCss([copy('<p>Text</p><a href="#visit">Visit</a>'), copy('')], pageWithModals('rules'))).toBe('');
  });
});
