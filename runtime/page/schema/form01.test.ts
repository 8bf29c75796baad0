import { describe, expect, it } from 'vitest';
import { loadPage } from '../parse-page';

/** The fields of the one form01 a page holds with these fields, as loaded, and the page's problems. */
function loadedForm(fields: unknown[]) {
  const loaded = loadPage({ sections: [{ id: 's', type: 'FREE', elements: [{ id: 'f', type: 'form01', data: { formId: 1, groupId: 'g', fields } }] }] });
  if (!loaded.ok) throw new Error('expected a readable page');
  const section = loaded.sections[0];
  if (!section?.ok || section.value.type !== 'FREE') throw new Error('expected the FREE section');
  const element = section.value.elements[0];
  if (!element?.ok || element.value.type !== 'form01') throw new Error('expected the form to load');
  return { fields: element.value.data.fields, issues: loaded.issues };
}

const optionsOf = (field: unknown) => (field && typeof field === 'object' && 'options' in field ? field.options : null);

describe('a choice’s options as a visitor reads them (select, checkbox, radio)', () => {
  it('an option whose label is blank (empty or only spaces) is left out and named; the form stays', () => {
    for (const type of ['select', 'checkbox', 'radio']) {
      const { fields, issues } = loadedForm([{ id: 'size', type, name: 'Size', options: ['Small', '   ', 'Large', ''] }]);
      expect(optionsOf(fields[0])).toEqual(['Small', 'Large']);
      expect(issues).toEqual([
        { path: 'sections[0].elements[0].data.fields[0].options[1]', message: 'a blank option: each option needs a label to show and to send; ignored' },
        { path: 'sections[0].elements[0].data.fields[0].options[3]', message: 'a blank option: each option needs a label to show and to send; ignored' },
      ]);
    }
  });

  it('labels that differ only in the spaces around them repeat each other: the first stays, as the owner wrote it', () => {
    const { fields, issues } = loadedForm([{ id: 'size', type: 'radio', options: [' Small', 'Large', 'Small  ', 'Large'] }]);
    expect(optionsOf(fields[0])).toEqual([' Small', 'Large']);
    expect(issues).toEqual([
      { path: 'sections[0].elements[0].data.fields[0].options[2]', message: 'the option "Small  " repeats options[0]: each option needs a label of its own; ignored' },
      { path: 'sections[0].elements[0].data.fields[0].options[3]', message: 'the option "Large" repeats options[1]: each option needs a label of its own; ignored' },
    ]);
  });

  it('a choice whose every option is blank has none left: the field is left out as a choice without options, and the form stays', () => {
    const { fields, issues } = loadedForm([{ id: 'size', type: 'select', options: [' '] }, { id: 'name', type: 'text' }]);
    expect(fields.map((field) => field.id)).toEqual(['name']);
    expect(issues).toEqual([
      { path: 'sections[0].elements[0].data.fields[0].options[0]', message: 'a blank option: each option needs a label to show and to send; the field is left out' },
      { path: 'sections[0].elements[0].data.fields[0].options', message: 'a choice needs at least one option; the field is left out' },
    ]);
  });
});
