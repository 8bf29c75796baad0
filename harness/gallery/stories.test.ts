import { describe, expect, it } from 'vitest';
import { storyIdsOf, storyModulePath } from './stories';

describe('gallery story ids', () => {
  it('maps an id to its file and export', () => {
    expect(storyModulePath('elements/Button01/LinkAction')).toEqual({ path: '/stories/elements/Button01.stories.tsx', exportName: 'LinkAction' });
    expect(storyModulePath('NoSlash')).toBeNull();
    expect(storyModulePath('elements/Button01/')).toBeNull();
  });
  it('lists the story exports of a file', () => {
    expect(storyIdsOf('/stories/elements/Hr01.stories.tsx', ['default', 'Solid', 'Dashed', 'helper'])).toEqual(['elements/Hr01/Solid', 'elements/Hr01/Dashed']);
  });
});
