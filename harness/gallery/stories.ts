/**
 * Story ids for the gallery: the story file's path under stories/ without `.stories.tsx`, then
 * the exported story name — `elements/Button01/LinkAction` is `LinkAction` in
 * stories/elements/Button01.stories.tsx.
 */
export function storyModulePath(storyId: string): { path: string; exportName: string } | null {
  const slash = storyId.lastIndexOf('/');
  if (slash <= 0 || slash === storyId.length - 1) return null;
  return { path: `/stories/${storyId.slice(0, slash)}.stories.tsx`, exportName: storyId.slice(slash + 1) };
}

export function storyIdsOf(path: string, exportNames: readonly string[]): string[] {
  const base = path.replace(/^\/stories\//, '').replace(/\.stories\.tsx$/, '');
  return exportNames.filter((name) => name !== 'default' && /^[A-Z]/.test(name)).map((name) => `${base}/${name}`);
}
