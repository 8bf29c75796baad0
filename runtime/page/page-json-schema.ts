import { z } from 'zod';
import { PageSchema } from './page-schema';

/** The page schema as a JSON Schema document (input form: defaults may be left out). */
export function pageJsonSchemaText(): string {
  const schema = z.toJSONSchema(PageSchema, { io: 'input', target: 'draft-2020-12', reused: 'ref' });
  return `${JSON.stringify({ ...schema, title: 'Page JSON of the site runtime' }, null, 2)}\n`;
}
