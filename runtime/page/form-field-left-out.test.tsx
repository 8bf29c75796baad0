// @vitest-environment jsdom
// A form01 field with a refused setting is left out by the loader (parse-page.ts loadForm01), and
// the form stays: the page's problems name the field, and on the form admin notes what it now lacks
// (forms/Form01.tsx), as for any form: no fields at all, or a field a formula reads.
import { render } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { loadPage, type LoadedPage } from './parse-page';
import { preloadPageParts, Site } from '../site/Site';
import { preloadStandardParts } from '../site/registry';

beforeAll(preloadStandardParts);

const page = loadPage({
  settings: { projectId: 'p1' },
  sections: [
    {
      id: 's',
      type: 'FREE',
      elements: [
        { id: 'callback', type: 'form01', data: { formId: 1, groupId: 'g', fields: [{ id: 'budget', type: 'range', name: 'Budget', min: 5, max: 5 }] } },
        {
          id: 'quote',
          type: 'form01',
          data: { formId: 2, groupId: 'g', fields: [{ id: 'boxes', type: 'number', min: 9, max: 1 }, { id: 'total', type: 'calculator', name: 'Total', formula: 'boxes * 10' }] },
        },
      ],
    },
  ],
}) as LoadedPage;

it('in admin, a form that lost a field to a refused setting shows, and says what it lacks', async () => {
  await preloadPageParts(page);
  const view = render(<Site page={page} mode="admin" viewport="desktop" />);
  const form = (id: string) => view.container.querySelector(`[data-element-id="${id}"] form`);
  expect(view.container.querySelector('[data-part-error]')).toBeNull();
  expect(form('callback')?.querySelector('[data-form-no-fields]')?.textContent).toBe('This form has no fields: visitors see only its button, and it sends a lead with nothing in it');
  expect(await view.findByText('The formula reads 1 field the form does not have (boxes): it counts as 0')).toBeTruthy();
  expect(form('quote')?.querySelector('[data-form-field="boxes"]')).toBeNull();
});
