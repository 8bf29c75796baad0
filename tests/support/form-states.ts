import type { Locator } from '@playwright/test';

/**
 * Records every state a form01 takes from now on (its `data-form-state`, the current one first), so
 * that a test sees a state that lasts only a moment. Success shows for FORM_SUCCESS_MS (1 s) of the
 * page's clock and then the form is idle again: on the real clock, a web-first assertion, which
 * checks about once a second after its first tries, can fall on either side of it (a busy machine
 * saw "busy" three times, then "idle" nine times). Read it with `expect.poll`.
 */
export async function recordFormStates(form: Locator): Promise<() => Promise<string[]>> {
  await form.evaluate((element) => {
    const seen = [element.getAttribute('data-form-state') ?? ''];
    new MutationObserver(() => {
      const state = element.getAttribute('data-form-state') ?? '';
      if (state !== seen.at(-1)) seen.push(state);
    }).observe(element, { attributes: true, attributeFilter: ['data-form-state'] });
    Object.assign(element, { __formStates: seen });
  });
  return () => form.evaluate((element) => [...(element as unknown as { __formStates: string[] }).__formStates]);
}
