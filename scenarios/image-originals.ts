/**
 * The scenario photographs (written by scripts/make-scenario-images.mjs): their metadata, and
 * the URL of each original for the sandbox's /img/ handler. Vite resolves the URLs, hashed in a
 * build, so this module only works under Vite (harness, Ladle, Vitest).
 */
import type { Image } from '../runtime/page/page-schema.ts';
import index from './assets/images/index.json';
import type { SandboxImage } from '../sandbox/sandbox.ts';

type ImageMeta = SandboxImage & { name: string };

// Relative to this file, so it resolves under any Vite root (the harness, Ladle's own app).
const urls = import.meta.glob<string>('./assets/images/*.jpg', { eager: true, query: '?url', import: 'default' });

const EXTS: readonly string[] = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'svg'] satisfies Image['ext'][];
const isExt = (ext: string): ext is Image['ext'] => EXTS.includes(ext);

const SCENARIO_IMAGES: Record<string, ImageMeta> = Object.fromEntries(
  index.map((entry) => {
    if (!isExt(entry.ext)) throw new Error(`index.json: image ${entry.id} has unknown ext ${entry.ext}`);
    return [entry.id, { ...entry, ext: entry.ext }];
  }),
);

/** A scenario image as page JSON holds it (its name as the alt text); an unknown id is a mistake in a story or seed. */
export function scenarioImage(id: string): ImageMeta & { alt: string } {
  const meta = SCENARIO_IMAGES[id];
  if (!meta) throw new Error(`no scenario image ${id}`);
  return { ...meta, alt: meta.name };
}

/** Image id → URL of its original, the `imageOriginals` option of createSandbox. */
export const imageOriginals: Record<string, string> = Object.fromEntries(
  Object.entries(urls).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, path.lastIndexOf('.')), url]),
);

const videoUrls = import.meta.glob<string>('./assets/video/*.{webm,mp4}', { eager: true, query: '?url', import: 'default' });

/** Video file name → URL of the file, the `videoOriginals` option of createSandbox (served at /video/{name}). */
export const videoOriginals: Record<string, string> = Object.fromEntries(
  Object.entries(videoUrls).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]),
);
