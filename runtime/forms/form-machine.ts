/**
 * The form's states (spec 002 §4, §9): idle → busy (sending) → success for 1000 ms → idle; an error
 * goes back to idle. A click on a disabled submit shakes the button for 500 ms; a validation error
 * plays the error animation for 500 ms; all fields empty gives the all-empty state (nothing sent).
 * One submit is in flight at a time: `begin()` refuses while busy or in success, so double clicks and
 * repeated Enter send one lead. Timers run on the site's clock, so fake timers drive them.
 */
import type { RuntimeClock, TimerHandle } from '../core/clock';

/** Spec 002 §9. */
export const FORM_SUCCESS_MS = 1000;
export const FORM_SHAKE_MS = 500;
export const FORM_ERROR_ANIMATION_MS = 500;

export type FormPhase = 'idle' | 'busy' | 'success';

export interface FormMachineState {
  phase: FormPhase;
  /** The disabled submit is shaking. */
  shaking: boolean;
  /**
   * The refused clicks of the shake under way, counted from 1 (0 when still): each one starts the
   * shake over, and its animation with it (shakeAttribute).
   */
  shakes: number;
  /** The error animation is playing. */
  errorFlash: boolean;
  /** The last submit found every field empty (cleared by the next change or submit). */
  allEmpty: boolean;
}

export const INITIAL_FORM_STATE: FormMachineState = { phase: 'idle', shaking: false, shakes: 0, errorFlash: false, allEmpty: false };

/**
 * The submit's `data-shaking` (forms.css plays the shake while it is there): '' for a shake's first
 * click, then 'again' and '' in turn for each click during it. A CSS animation plays once per
 * animation name, so an attribute left as it was would let a click during the shake restart the
 * 500 ms but not the movement; each turn names the other of two identical animations, and the
 * browser plays it from its start. Undefined while the submit is still.
 */
export function shakeAttribute(state: Pick<FormMachineState, 'shaking' | 'shakes'>): '' | 'again' | undefined {
  if (!state.shaking) return undefined;
  return state.shakes % 2 === 1 ? '' : 'again';
}

/**
 * What the form's status region says. While a lead is on its way, that it is being sent: the submit
 * says so too, but a screen reader does not speak a name change of the focused button. Not while the
 * captcha's dialog asks the visitor to check (nothing is being sent yet, and the dialog speaks for
 * itself). Then the thanks; nothing after a failure, which the alert says.
 */
export function formNews(phase: FormPhase, captchaOpen: boolean): 'sending' | 'success' | null {
  if (phase === 'busy') return captchaOpen ? null : 'sending';
  return phase === 'success' ? 'success' : null;
}

export interface FormMachine {
  get(): FormMachineState;
  subscribe(listener: () => void): () => void;
  /** Starts a send; false (nothing changes) when one is in flight or the success state shows. */
  begin(): boolean;
  /** The send went through: success for FORM_SUCCESS_MS, then idle; `afterSuccess` runs when idle again. */
  succeed(afterSuccess?: () => void): void;
  /** The send failed, or the form did not validate: back to idle, with the error animation. */
  fail(): void;
  /** A click on a disabled submit. */
  shake(): void;
  /** A submit with every field empty: nothing is sent. */
  markAllEmpty(): void;
  /** The visitor changed something. */
  touch(): void;
  /**
   * Stops every timer (the form unmounts). Not an end: StrictMode unmounts a form's effects and
   * mounts them again on the same machine, which must go on working; after the real unmount the
   * form itself starts nothing more (Form01.tsx, `mounted`).
   */
  dispose(): void;
}

export function createFormMachine(clock: RuntimeClock): FormMachine {
  let state = INITIAL_FORM_STATE;
  const listeners = new Set<() => void>();
  const timers: { success?: TimerHandle; shake?: TimerHandle; error?: TimerHandle } = {};
  const set = (next: Partial<FormMachineState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };
  const restart = (name: keyof typeof timers, ms: number, done: () => void) => {
    clock.clearTimeout(timers[name]);
    timers[name] = clock.setTimeout(() => {
      delete timers[name];
      done();
    }, ms);
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    begin() {
      if (state.phase !== 'idle') return false;
      set({ phase: 'busy', allEmpty: false, errorFlash: false });
      return true;
    },
    succeed(afterSuccess) {
      if (state.phase !== 'busy') return;
      set({ phase: 'success' });
      restart('success', FORM_SUCCESS_MS, () => {
        set({ phase: 'idle' });
        afterSuccess?.();
      });
    },
    fail() {
      set({ phase: state.phase === 'success' ? 'success' : 'idle', errorFlash: true });
      restart('error', FORM_ERROR_ANIMATION_MS, () => set({ errorFlash: false }));
    },
    shake() {
      set({ shaking: true, shakes: state.shakes + 1 });
      restart('shake', FORM_SHAKE_MS, () => set({ shaking: false, shakes: 0 }));
    },
    markAllEmpty() {
      set({ allEmpty: true, phase: state.phase === 'busy' ? 'idle' : state.phase });
    },
    touch() {
      if (state.allEmpty) set({ allEmpty: false });
    },
    dispose() {
      for (const handle of Object.values(timers)) clock.clearTimeout(handle);
      listeners.clear();
    },
  };
}
