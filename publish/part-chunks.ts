/**
 * The code of the parts a published page renders, asked for beside the runtime's own code. Imports
 * nothing: the page's small entry uses it.
 *
 * Why: the runtime asks for a part's chunk only once it has loaded and started hydrating, a second
 * round trip before that part answers. The entry cannot import those parts itself: an import there
 * changes how the bundler splits the runtime (the first script fell into more, smaller files). So
 * the publish step names the parts' chunk files in the HTML, and the entry adds a modulepreload
 * link for each: the browser fetches and compiles them, and the runtime's own import takes them.
 */

/** The `<meta name>` whose `content` lists the chunk files, separated by spaces, relative to the page. */
export const PART_CHUNKS_META = 'runtime-part-chunks';

/** Adds a modulepreload link for each chunk the page names (none when it names none). */
export function preloadPartChunks(doc: Pick<Document, 'querySelector' | 'createElement' | 'head'>): void {
  const files = doc.querySelector(`meta[name="${PART_CHUNKS_META}"]`)?.getAttribute('content')?.split(' ').filter(Boolean) ?? [];
  for (const file of files) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    doc.head.append(link);
  }
}
