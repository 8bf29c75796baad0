/**
 * Test support: a page's server HTML hydrated in the test's document, as a published page is, with
 * what would say the hydration went wrong recorded: React's recoverable errors (a mismatch) and the
 * console's errors about hydration.
 */
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';

interface RecordedHydration {
  container: HTMLElement;
  root: Root;
  mismatches: unknown[];
  hydrationErrors: string[];
}

/** Hydrates `element` over `html`, in a new element of the document's body. */
export async function hydrateRecording(html: string, element: ReactElement): Promise<RecordedHydration> {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const mismatches: unknown[] = [];
  const hydrationErrors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (/hydrat/i.test(text)) hydrationErrors.push(text);
  });
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => mismatches.push(error) });
  });
  if (!root) throw new Error('hydrateRoot made no root');
  return { container, root, mismatches, hydrationErrors };
}
