import { describe, expect, it } from 'vitest';
import { galleryIndexHref, searchStories, stateLabel, storyFile, storyIdsOf, storyModulePath } from './stories';

describe('gallery story ids', () => {
  it('maps an id to its file and export', () => {
    expect(storyModulePath('elements/Button01/LinkAction')).toEqual({ path: '/stories/elements/Button01.stories.tsx', exportName: 'LinkAction' });
    expect(storyModulePath('NoSlash')).toBeNull();
    expect(storyModulePath('elements/Button01/')).toBeNull();
  });
  it('links a story that cannot be shown back to the index, keeping its environment', () => {
    expect(galleryIndexHref('?story=elements%2FNoSuchFile%2FNothing&mode=admin&viewport=mobile')).toBe('?mode=admin&viewport=mobile');
    expect(galleryIndexHref('?story=elements/NoSuchFile/Nothing')).toBe('?');
  });
  it('lists the story exports of a file', () => {
    expect(storyIdsOf('/stories/elements/Hr01.stories.tsx', ['default', 'Solid', 'Dashed', 'helper'])).toEqual(['elements/Hr01/Solid', 'elements/Hr01/Dashed']);
  });
});

describe('the gallery’s index (issue 16.0)', () => {
  const button = storyFile('/stories/elements/Button01.stories.tsx', { default: { title: 'Elements / button01' }, LinkAction: () => null, Styles: () => null });
  const tabs = storyFile('/stories/widgets/Tabs.stories.tsx', { default: { title: 'Widgets / Tabs' }, DragHover: () => null, Keyboard: () => null });
  const untitled = storyFile('/stories/misc/Thing.stories.tsx', { Plain: () => null });

  it('groups a file by its Ladle title, and lists its states', () => {
    expect(button).toEqual({ group: 'Elements', title: 'button01', states: [{ id: 'elements/Button01/LinkAction', name: 'LinkAction' }, { id: 'elements/Button01/Styles', name: 'Styles' }] });
    expect(untitled).toMatchObject({ group: 'misc', title: 'Thing' });
    expect(stateLabel('LinkAction')).toBe('Link action');
    expect(stateLabel('UploadHTTPError')).toBe('Upload http error');
  });

  it('searches groups, titles and states; a matching title keeps every state', () => {
    const all = [tabs, button, untitled];
    expect(searchStories(all, '').map((group) => group.group)).toEqual(['Elements', 'misc', 'Widgets']);
    expect(searchStories(all, 'link')).toEqual([{ group: 'Elements', files: [{ ...button, states: [button.states[0]] }] }]);
    expect(searchStories(all, 'WIDGETS')[0]!.files[0]!.states).toHaveLength(2);
    expect(searchStories(all, 'tabs drag')[0]!.files[0]!.states.map((state) => state.name)).toEqual(['DragHover']);
    expect(searchStories(all, 'nothing like it')).toEqual([]);
  });
});
