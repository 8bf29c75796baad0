/**
 * For form01's unit tests: its elements, request helpers that record the leads sent or hold them
 * until the test answers, the steps and reads the tests share, and the hooks that start each test
 * on fake timers in a window without a captcha.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createRequest, type RequestFunction } from '../platform/request';
import type { ScriptLoader } from '../platform/script-loader';
import type { Grecaptcha } from '../captcha';
import { Form01DataSchema, type Form01Element } from '../page/page-schema';

/** A form01 element "lead" (form 7, group g1) with these fields and data. */
export function leadForm(fields: unknown[], data: Record<string, unknown> = {}): Form01Element {
  return { id: 'lead', type: 'form01', data: Form01DataSchema.parse({ formId: 7, groupId: 'g1', fields, ...data }) };
}

/** A form01 element "f" (form 1, group g) with one field, Name, not required, and these data. */
export function nameForm(data: Record<string, unknown> = {}): Form01Element {
  return { id: 'f', type: 'form01', data: Form01DataSchema.parse({ formId: 1, groupId: 'g', fields: [{ id: 'name', type: 'text', name: 'Name' }], ...data }) };
}

/**
 * A request helper that keeps every lead it is sent and answers each with the next of `answers`
 * (made when the lead comes), or an accepted lead once they run out.
 */
export function leadRecorder(answers: (() => Response)[] = [], accepted = { lead_id: 5, pay: [] }): { request: RequestFunction; sent: Record<string, unknown>[] } {
  const sent: Record<string, unknown>[] = [];
  const request = createRequest({
    fetch: (_url, init) => {
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      const answer = answers.shift() ?? (() => new Response(JSON.stringify(accepted), { status: 200 }));
      return Promise.resolve(answer());
    },
    navigate: () => undefined,
  });
  return { request, sent };
}

/**
 * A request helper whose lead stays on its way until the test calls `answerNow`, which answers it
 * with `answer` (200) and lets the form take the answer in.
 */
export function heldLead(answer: unknown): { request: RequestFunction; answerNow(): Promise<void> } {
  let release: (() => void) | null = null;
  const request = createRequest({
    fetch: () => new Promise<Response>((resolve) => (release = () => resolve(new Response(JSON.stringify(answer), { status: 200 })))),
    navigate: () => undefined,
  });
  const answerNow = async () => {
    await act(async () => {
      release?.();
      await Promise.resolve();
    });
    await run(0);
  };
  return { request, answerNow };
}

/** Moves the fake clock `ms` on, inside act, with the promises it resolves. */
/**
 * A captcha library that renders and then says nothing until the test solves it (a challenge the
 * visitor has not solved yet): `scripts` loads it; `solve(token)` gives the token as the visitor
 * solving it would.
 */
export function heldCaptcha(): { scripts: ScriptLoader; solve(token: string): void } {
  let solved: ((token: string) => void) | undefined;
  const held: Grecaptcha = {
    render: (_container, parameters) => {
      solved = parameters.callback;
      return 0;
    },
    execute: () => undefined,
    reset: () => undefined,
  };
  return {
    scripts: { load: () => Promise.resolve(void Object.assign(window, { grecaptcha: held })) },
    solve: (token) => solved?.(token),
  };
}

export const run = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
/** Clicks the form's Send. */
export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
/** The form's state (`data-form-state`: idle, busy, success…). */
export const formState = () => document.querySelector('form')?.getAttribute('data-form-state');
/** What the form's alert says ('' for nothing). */
export const alertText = () => document.querySelector('[data-form-alert]')?.textContent ?? '';

/**
 * Registers the hooks of a file whose tests start on fake timers, with a matchMedia that matches
 * nothing (jsdom has none) and no captcha library another test left on the window; each test's tree
 * is unmounted after it.
 */
export function eachFormTestOnFakeTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    Reflect.deleteProperty(window, 'grecaptcha');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, 'grecaptcha');
  });
}
