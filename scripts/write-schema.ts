/** Writes scenarios/page.schema.json from the page schema (npm run schema). A unit test keeps it in sync. */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pageJsonSchemaText } from '../runtime/page/page-json-schema';

const target = resolve(import.meta.dirname, '../scenarios/page.schema.json');
writeFileSync(target, pageJsonSchemaText());
console.log(`wrote ${target}`);
