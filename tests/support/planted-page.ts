import { pageParam } from './harness';

/**
 * A page that breaks two axe rules on purpose — a pale grey text on white (color-contrast) and a
 * heading that skips two levels (heading-order) — so the checks that must be able to fail (the
 * suite's axe run, the harness's Accessibility panel) are shown failing.
 */
export const PLANTED_VIOLATIONS_PAGE = {
  settings: { title: 'Planted violations' },
  sections: [
    {
      id: 'planted',
      type: 'FREE',
      elements: [
        { id: 'planted-title', type: 'figure', data: { kind: 'text', tag: 'h1', text: 'A page' } },
        { id: 'planted-skip', type: 'figure', data: { kind: 'text', tag: 'h4', text: 'Two levels down' } },
        { id: 'planted-pale', type: 'figure', data: { kind: 'text', tag: 'p', text: 'Pale text', style: { color: '#d0d0d0' } } },
      ],
    },
  ],
};

/** The planted page as the frame's `page=` parameter holds it. */
export const PLANTED_VIOLATIONS_PARAM = pageParam(PLANTED_VIOLATIONS_PAGE);
