/**
 * The captcha widget (spec 001 §4: a token set on success and cleared on expiry or error; compact
 * on small mobile): the library loads when the widget first renders, then draws itself in the
 * box. `handle.execute()` runs an invisible one. Expiry and errors reset the widget and report.
 */
import { useEffect, useEffectEvent, useImperativeHandle, useRef, type Ref } from 'react';
import { usePolicy, useRuntime } from '../core/runtime-context';
import { loadCaptcha, type CaptchaSize, type Grecaptcha } from './captcha-loader';

export interface CaptchaHandle {
  /** Runs an invisible captcha (when loaded; otherwise as soon as it is). */
  execute(): void;
  reset(): void;
}

export interface CaptchaWidgetProps {
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
  const { services, language } = useRuntime();
  const compact = usePolicy('captchaCompact');
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const executeWhenReady = useRef(runOnReady);
  const loadFailed = useRef(false);
  const token = useEffectEvent((value: string) => onToken(value));
  const expired = useEffectEvent(() => onExpired());
  const failed = useEffectEvent((reason: 'error' | 'load') => onError(reason));
  const size: CaptchaSize = invisible ? 'invisible' : compact ? 'compact' : 'normal';

  useImperativeHandle(handle, () => ({
    execute() {
      if (widget.current) widget.current.api.execute(widget.current.id);
      // The library did not load: the run fails at once rather than waiting for the guard.
      else if (loadFailed.current) onError('load');
      else executeWhenReady.current = true;
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
    const target = container.ownerDocument.createElement('div');
    container.append(target);
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
        services.log.error(error instanceof Error ? error.message : String(error));
        failed('load');
      },
    );
    return () => {
      live = false;
      widget.current = null;
      target.remove();
    };
  }, [services, language, siteKey, size]);

  return <div ref={box} className="rt-captcha" data-captcha={size} />;
}
