// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { checkedPage, readCheckedPage } from './checked-page';
import { loadPage, type LoadedPage } from './parse-page';

const pageJson = JSON.stringify({
  settings: { title: 'Bakery', language: 'ru' },
  sections: [
    { id: 's1', type: 'FREE', elements: [{ id: 'e1', type: 'figure', data: { kind: 'text', tag: 'div', text: '<h2>Bread</h2>\r\n<p onclick="x()">Daily</p>' } }] },
    { id: 's2', type: 'NOPE' },
  ],
});

function loaded(): LoadedPage {
  const result = loadPage(pageJson);
  if (!result.ok) throw new Error('the fixture must load');
  return result;
}

describe('a published page’s checked data', () => {
  test('carries the loaded page as it is, broken parts and defaults included, and reads back equal', () => {
    const data = checkedPage(loaded());
    const read = readCheckedPage(JSON.stringify(data));
    expect(read).toEqual({ ok: true, checked: JSON.parse(JSON.stringify(data)) });
    if (!read.ok) return;
    expect(read.checked.page.settings.country).toBe('US');
    expect(read.checked.page.sections.map((section) => section.ok)).toEqual([true, false]);
  });

  test('prepares each owner markup text, sanitised, keyed by the text with its newlines normalised', () => {
    expect(checkedPage(loaded()).ownerHtml).toEqual({ '<h2>Bread</h2>\n<p onclick="x()">Daily</p>': '<h2>Bread</h2>\n<p>Daily</p>' });
  });

  test('refuses raw page JSON that was never loaded, saying so', () => {
    expect(readCheckedPage(pageJson)).toMatchObject({ ok: false, reason: expect.stringContaining('npm run publish') });
    expect(readCheckedPage(JSON.stringify({ page: { settings: { language: 'en' }, sections: [] } }))).toEqual({ ok: false, reason: 'the page has no "widgets" list' });
  });

  test('refuses text that is not JSON, parts that are not loaded parts, and prepared HTML that is not text', () => {
    expect(readCheckedPage('{"page":')).toMatchObject({ ok: false, reason: expect.stringContaining('not valid JSON') });
    const page = { settings: { language: 'en' }, sections: [{ id: 's1' }], widgets: [], modals: [], issues: [] };
    expect(readCheckedPage(JSON.stringify({ page }))).toEqual({ ok: false, reason: 'sections[0] is not a loaded part' });
    const good = checkedPage(loaded());
    expect(readCheckedPage(JSON.stringify({ ...good, ownerHtml: { '<b>x</b>': 1 } }))).toMatchObject({ ok: false, reason: expect.stringContaining('not text') });
  });

  test('carries the texts of the page’s language when the server adds them, and refuses texts that are not tables of text', () => {
    const good = { ...checkedPage(loaded()), messages: { ru: { 'modal::close': 'Закрыть' } } };
    expect(readCheckedPage(JSON.stringify(good))).toMatchObject({ ok: true, checked: { messages: { ru: { 'modal::close': 'Закрыть' } } } });
    expect(readCheckedPage(JSON.stringify({ ...good, messages: { ru: { 'modal::close': 1 } } }))).toEqual({ ok: false, reason: 'the page’s messages are not tables of texts' });
    expect(readCheckedPage(JSON.stringify({ ...good, messages: ['Закрыть'] }))).toMatchObject({ ok: false });
  });

  test('carries the named colours the server listed, and refuses colours that are not names with three channels 0–255', () => {
    const good = { ...checkedPage(loaded()), colours: { darkorange: [255, 140, 0] } };
    expect(readCheckedPage(JSON.stringify(good))).toMatchObject({ ok: true, checked: { colours: { darkorange: [255, 140, 0] } } });
    const refused = { ok: false, reason: 'the page’s colours are not names with three channels each' };
    for (const colours of [{ darkorange: '#ff8c00' }, { darkorange: [255, 140] }, { darkorange: [255, 140, 256] }, { darkorange: [255, 140.5, 0] }, ['darkorange']]) {
      expect(readCheckedPage(JSON.stringify({ ...good, colours }))).toEqual(refused);
    }
    expect(readCheckedPage(JSON.stringify(checkedPage(loaded())))).toMatchObject({ ok: true, checked: expect.not.objectContaining({ colours: expect.anything() }) });
  });

  test('carries the prices the server formatted when it adds them, and refuses prices that are not tables of text', () => {
    const good = { ...checkedPage(loaded()), prices: { 'en|USD': { '12.5': '$12.50' } } };
    expect(readCheckedPage(JSON.stringify(good))).toMatchObject({ ok: true, checked: { prices: { 'en|USD': { '12.5': '$12.50' } } } });
    expect(readCheckedPage(JSON.stringify({ ...good, prices: { 'en|USD': { '12.5': 12.5 } } }))).toEqual({ ok: false, reason: 'the page’s prices are not tables of texts' });
    expect(readCheckedPage(JSON.stringify({ ...good, prices: ['$12.50'] }))).toMatchObject({ ok: false });
    expect(readCheckedPage(JSON.stringify(checkedPage(loaded())))).toMatchObject({ ok: true, checked: expect.not.objectContaining({ prices: expect.anything() }) });
  });
});
