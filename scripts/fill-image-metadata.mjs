/**
 * Copies each scenario image's average colour and preview from scenarios/assets/images/index.json
 * into the scenario pages, where an image references it by id (a real builder stores these with
 * the image). Run after make-scenario-images.mjs: node scripts/fill-image-metadata.mjs
 */
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const index = new Map(JSON.parse(readFileSync(resolve(root, 'scenarios/assets/images/index.json'), 'utf8')).map((image) => [image.id, image]));

function fill(node) {
  if (Array.isArray(node)) return node.forEach(fill);
  if (!node || typeof node !== 'object') return;
  const known = typeof node.id === 'string' && typeof node.ext === 'string' && index.get(node.id);
  if (known) {
    node.width = known.width;
    node.height = known.height;
    node.averageColor = known.averageColor;
    node.preview = known.preview;
  }
  Object.values(node).forEach(fill);
}

for (const entry of readdirSync(resolve(root, 'scenarios'), { withFileTypes: true })) {
  const file = resolve(root, 'scenarios', entry.name, 'page.json');
  if (!entry.isDirectory() || !existsSync(file)) continue;
  const page = JSON.parse(readFileSync(file, 'utf8'));
  fill(page);
  writeFileSync(file, `${JSON.stringify(page, null, 1)}\n`);
  console.log(`filled ${file.slice(root.length + 1)}`);
}
