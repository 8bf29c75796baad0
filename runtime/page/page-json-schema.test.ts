/**
 * The published JSON Schema read by a standard validator (ajv, draft 2020-12), as an owner's editor
 * would read it (issue 19): every scenario page is valid, a misspelt key is one error on the element
 * that has it, and the definitions have names.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { pageJsonSchemaText } from './page-json-schema';

const root = resolve(import.meta.dirname, '../..');
const schema = JSON.parse(pageJsonSchemaText()) as { $defs: Record<string, { title?: string; description?: string }> };
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
/** ajv reports a failing `then` twice: the leaf error and an `if` wrapper around it. */
const leafErrors = () => (validate.errors ?? []).filter((error) => error.keyword !== 'if');

const scenarioPages = readdirSync(resolve(root, 'scenarios'), { withFileTypes: true })
  .filter((entry) => existsSync(resolve(root, 'scenarios', entry.name, 'page.json')))
  .map((entry) => [entry.name, JSON.parse(readFileSync(resolve(root, 'scenarios', entry.name, 'page.json'), 'utf8')) as unknown] as const);

describe('the page JSON Schema in a standard validator (ajv)', () => {
  it.each(scenarioPages)('the %s page is valid', (_name, page) => {
    validate(page);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('a misspelt key is one error, on the element that has it', () => {
    const page = {
      sections: [
        {
          id: 'hero',
          type: 'FREE',
          elements: [
            { id: 'title', type: 'figure', data: { kind: 'text', text: 'Hello' } },
            { id: 'cta', type: 'button01', data: { text: 'Book', action: { type: 'link', href: '/book' } }, layuot: { desktop: { span: 4 } } },
          ],
        },
      ],
    };
    expect(validate(page)).toBe(false);
    const errors = leafErrors();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ instancePath: '/sections/0/elements/1', keyword: 'additionalProperties', params: { additionalProperty: 'layuot' } });
  });

  it('an unknown element type is one error naming the types there are', () => {
    validate({ sections: [{ id: 's', type: 'FREE', elements: [{ id: 'x', type: 'marquee' }] }] });
    const errors = leafErrors();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ instancePath: '/sections/0/elements/0/type', keyword: 'enum' });
    expect((errors[0]!.params as { allowedValues: string[] }).allowedValues).toContain('button01');
  });

  it('names every definition, with a title and a description', () => {
    const names = Object.keys(schema.$defs);
    expect(names).toEqual(expect.arrayContaining(['Image', 'Element', 'Section', 'Colour', 'ButtonStyle', 'PageSettings', 'Form01']));
    expect(names.filter((name) => name.startsWith('__schema'))).toEqual([]);
    for (const [name, definition] of Object.entries(schema.$defs)) {
      expect(definition.title, name).toBeTruthy();
      expect(definition.description, name).toBeTruthy();
    }
  });
});
