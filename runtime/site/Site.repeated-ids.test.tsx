// @vitest-environment jsdom
// Two sections with the same id (a pasted or hand-written page): the loader breaks the second
// (page/parse-page.ts), so the page never shows a section twice, however the owner moves them.
import { render } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { Site } from './Site';
import { preloadStandardParts } from './registry';

beforeAll(preloadStandardParts);

const line = (id: string) => ({ id, type: 'hr01', data: {} });
const sections = [
  { id: 'a', type: 'FREE', elements: [line('e1')] },
  { id: 'a', type: 'FREE', elements: [line('e2')] },
  { id: 'b', type: 'FREE', elements: [line('e3')] },
];
const loaded = (list: unknown[]) => loadPage({ sections: list }) as LoadedPage;

it('visitors get each section id once, before and after the owner moves a section', () => {
  const view = render(<Site page={loaded(sections)} mode="preview" viewport="desktop" />);
  expect([...view.container.querySelectorAll('section')].map((section) => section.id)).toEqual(['a', 'b']);
  view.rerender(<Site page={loaded([sections[2], sections[0], sections[1]])} mode="preview" viewport="desktop" />);
  expect([...view.container.querySelectorAll('section')].map((section) => section.id)).toEqual(['b', 'a']);
});

it('admin shows the second one as an error box that says which part has the id', () => {
  const view = render(<Site page={loaded(sections)} mode="admin" viewport="desktop" />);
  const box = view.container.querySelector('[data-part-error="section"]');
  expect(box?.textContent).toContain('the id "a" is already the id of sections[0]');
  expect(view.container.querySelectorAll('section')).toHaveLength(2);
});
