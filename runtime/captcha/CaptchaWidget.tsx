/**
 * The captcha widget (spec 001 §4: a token set on success and cleared on expiry or error; compact
 * on small mobile): the library loads when the widget first renders, then draws itself in the
 * box. `handle.execute()` runs an invisible one. Expiry and errors reset the widget and report.
 * A library that did not load is loaded again by the next run: a network blip is not for good.
 * In a modal dialog, the provider's challenge is kept reachable there (challenge-layer.ts).
 */
import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { usePolicy, useRuntimeBasics } from '../core/runtime-context';
import { loadCaptcha, type CaptchaSize, type Grecaptcha } from './captcha-loader';
import { keepChallengeInDialog } from './challenge-layer';

export interface CaptchaHandle {
  /** Runs an invisible captcha (when loaded; otherwise as soon as it is). */
  execute(): void;
  reset(): void;
}

interface CaptchaWidgetProps {
  invisible: boolean;
  siteKey: string;
  handle?: Ref<CaptchaHandle>;
  /** Run it as soon as it is ready (an invisible captcha the server asked for). */
  runOnReady?: boolean;
  onToken(token: string): void;
  onExpired(): void;
  onError(reason: 'error' | 'load'): void;
}

export function CaptchaWidget({ invisible, siteKey, handle, runOnReady = false, onToken, onExpired, onError }: CaptchaWidgetProps) {
  const { services, language } = useRuntimeBasics();
  const compact = usePolicy('captchaCompact');
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const executeWhenReady = useRef(runOnReady);
  const loadFailed = useRef(false);
  // Each load of the library; a run after a failed one starts the next (the script loader forgets a
  // failed script, so it is asked for again, and the poll looks afresh).
  const [loadAttempt, setLoadAttempt] = useState(0);
  const token = useEffectEvent((value: string) => onToken(value));
  const expired = useEffectEvent(() => onExpired());
  const failed = useEffectEvent((reason: 'error' | 'load') => onError(reason));
  const size: CaptchaSize = invisible ? 'invisible' : compact ? 'compact' : 'normal';

  useImperativeHandle(handle, () => ({
    execute() {
      if (widget.current) {
        widget.current.api.execute(widget.current.id);
        return;
      }
      executeWhenReady.current = true;
      // The library did not load: this run loads it again, and fails as the first did if it still cannot.
      if (loadFailed.current) setLoadAttempt((attempt) => attempt + 1);
    },
    reset() {
      if (widget.current) widget.current.api.reset(widget.current.id);
    },
  }));

  useEffect(() => {
    const container = box.current;
    const win = container?.ownerDocument.defaultView;
    if (!container || !win) return;
    let live = true;
    loadFailed.current = false;
    const target = container.ownerDocument.createElement('div');
    container.append(target);
    // In a modal dialog, the challenge the provider appends to <body> is brought into it (challenge-layer.ts).
    const stopKeepingChallenge = keepChallengeInDialog(container);
    loadCaptcha({ win, scripts: services.scripts, clock: services.clock, language }).then(
      (api) => {
        if (!live) return;
        const reset = () => widget.current && api.reset(widget.current.id);
        const id = api.render(target, {
          sitekey: siteKey,
          size,
          callback: (value) => live && token(value),
          'expired-callback': () => {
            if (!live) return;
            reset();
            expired();
          },
          'error-callback': () => {
            if (!live) return;
            reset();
            failed('error');
          },
        });
        widget.current = { api, id };
        if (executeWhenReady.current) {
          executeWhenReady.current = false;
          api.execute(id);
        }
      },
      (error: unknown) => {
        if (!live) return;
        loadFailed.current = true;
        // The run waiting for it failed with it; only a new run loads and executes again.
        executeWhenReady.current = false;
        services.log.error(error instanceof Error ? error.message : String(error));
        failed('load');
      },
    );
    return () => {
      live = false;
      widget.current = null;
      stopKeepingChallenge();
      target.remove();
    };
  }, [services, language, siteKey, size, loadAttempt]);

  return <div ref={box} className="rt-captcha" data-captcha={size} />;
}
