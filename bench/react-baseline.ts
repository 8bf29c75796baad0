/**
 * React alone, as a published page uses it: `npm run bench` builds this with Vite (as `npm run
 * publish` builds a page) to print what React and ReactDOM weigh in a page's first script, beside
 * the runtime's own share.
 */
import { createElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

const root = document.getElementById('site');
if (root) startTransition(() => void hydrateRoot(root, createElement('div')));
