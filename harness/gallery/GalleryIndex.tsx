import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { searchStories, stateLabel, type StoryFile } from './stories';

/**
 * The gallery's index (issue 16.0): every story file, grouped as Ladle titles them, each with its
 * states (its story exports) as links, and a search that filters as one types. "/" goes to the
 * search from anywhere and Escape empties it, so the whole index works from the keyboard.
 */
export function GalleryIndex({ load }: { load(): Promise<StoryFile[]> }) {
  const [files, setFiles] = useState<StoryFile[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [search, setSearch] = useState(() => new URLSearchParams(location.search).get('q') ?? '');
  // Typing stays quick while the list of a hundred links re-renders behind it.
  const shown = useDeferredValue(search);
  const input = useRef<HTMLInputElement>(null);
  const searchId = useId();

  useEffect(() => {
    load().then(setFiles, (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
  }, [load]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
      if (event.key === '/' && !typing) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  // The search is kept in the address, so a filtered index can be linked and survives going back from a story.
  useEffect(() => {
    const url = new URL(location.href);
    if (shown) url.searchParams.set('q', shown);
    else url.searchParams.delete('q');
    history.replaceState(null, '', url);
  }, [shown]);

  const groups = files ? searchStories(files, shown) : [];
  const count = groups.reduce((sum, group) => sum + group.files.reduce((states, file) => states + file.states.length, 0), 0);
  const fileCount = groups.reduce((sum, group) => sum + group.files.length, 0);
  const linkQuery = new URLSearchParams(location.search);
  linkQuery.delete('q');
  linkQuery.delete('index');
  const storyHref = (id: string) => {
    const query = new URLSearchParams(linkQuery);
    query.set('story', id);
    return `?${query.toString()}`;
  };

  return (
    <main className="gallery-index">
      <div className="gallery-index__search" role="search">
        <label htmlFor={searchId}>Search stories</label>
        <input
          ref={input}
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setSearch('');
          }}
          placeholder="button, tabs drag, upload…"
          aria-describedby={`${searchId}-count`}
          autoComplete="off"
        />
        <span id={`${searchId}-count`} role="status" className="gallery-index__count">
          {failure ? '' : files === null ? 'Loading the stories…' : `${plural(count, 'state', 'states')} in ${plural(fileCount, 'story', 'stories')}`}
        </span>
      </div>
      {failure && <p role="alert">The stories could not be loaded: {failure}</p>}
      {files !== null && groups.length === 0 && <p className="gallery-index__none">No story matches “{shown}”.</p>}
      {groups.map((group, index) => (
        <section key={group.group} className="gallery-index__group" aria-labelledby={`${searchId}-group-${index}`}>
          <h2 id={`${searchId}-group-${index}`}>{group.group}</h2>
          <ul>
            {group.files.map((file) => (
              <li key={file.title} data-story-file={`${group.group} / ${file.title}`}>
                <h3>{file.title}</h3>
                <ul className="gallery-index__states" aria-label={`${file.title} states`}>
                  {file.states.map((state) => (
                    <li key={state.id}>
                      <a href={storyHref(state.id)} title={state.id}>
                        {stateLabel(state.name)}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
