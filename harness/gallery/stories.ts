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

/** One story file as the gallery's index shows it: its group and title (from its Ladle `title`), and its states (its story exports). */
export interface StoryFile {
  group: string;
  title: string;
  states: { name: string; id: string }[];
}

/**
 * A story file's place in the index: `export default { title: 'Elements / button01' }` puts it in
 * "Elements" as "button01", as Ladle shows it; a file without a title goes by its folder and name.
 */
export function storyFile(path: string, module: Record<string, unknown>): StoryFile {
  const ids = storyIdsOf(path, Object.keys(module));
  const base = path.replace(/^\/stories\//, '').replace(/\.stories\.tsx$/, '');
  const meta = module.default;
  const declared = typeof meta === 'object' && meta !== null && 'title' in meta && typeof meta.title === 'string' ? meta.title : '';
  const parts = (declared || base.replace(/\//g, ' / ')).split('/').map((part) => part.trim()).filter((part) => part !== '');
  const title = parts.length > 1 ? parts.slice(1).join(' / ') : (parts[0] ?? base);
  const group = parts.length > 1 ? parts[0]! : 'Other';
  return { group, title, states: ids.map((id) => ({ id, name: id.slice(id.lastIndexOf('/') + 1) })) };
}

/** `LinkAction` → `Link action`: a state's export name as the index reads it out. */
export function stateLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2');
  return words.charAt(0) + words.slice(1).toLowerCase();
}

/**
 * The index's groups, in alphabetical order, with only what the search matches: every word must be
 * found in the group, the title or the state (its export name, its words or its id). A file whose
 * group or title matches keeps all its states.
 */
export function searchStories(files: readonly StoryFile[], search: string): { group: string; files: StoryFile[] }[] {
  const words = search.toLowerCase().split(/\s+/).filter((word) => word !== '');
  const groups = new Map<string, StoryFile[]>();
  for (const file of [...files].sort((a, b) => a.group.localeCompare(b.group) || a.title.localeCompare(b.title))) {
    const fileText = `${file.group} ${file.title}`.toLowerCase();
    const matches = (state: { name: string; id: string }) => {
      const text = `${fileText} ${state.name} ${stateLabel(state.name)} ${state.id}`.toLowerCase();
      return words.every((word) => text.includes(word));
    };
    const states = file.states.filter(matches);
    if (states.length === 0 && !(words.length > 0 && words.every((word) => fileText.includes(word)))) continue;
    groups.set(file.group, [...(groups.get(file.group) ?? []), { ...file, states }]);
  }
  return [...groups].map(([group, grouped]) => ({ group, files: grouped }));
}

/** The index's address from a story's: the same query (mode, viewport, flags) without the story. */
export function galleryIndexHref(search: string): string {
  const query = new URLSearchParams(search);
  query.delete('story');
  const rest = query.toString();
  return rest === '' ? '?' : `?${rest}`;
}
