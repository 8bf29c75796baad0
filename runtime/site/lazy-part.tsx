/**
 * A registered part whose code loads only on pages that use it (DESIGN.md §7: heavy features
 * load only where a page uses them). `preload()` starts the import; <Site> calls it for the
 * block types of a page as soon as the page is loaded, so by the time the part renders the
 * code is usually there and nothing suspends. Until it is, the part suspends and the
 * section's Suspense fallback holds its place. A failed import rejects, and the part's error
 * boundary shows the broken-part box in admin (nothing for visitors) and logs it; shown again
 * (mounted anew; or given new data once the failure is FAILED_IMPORT_COOL_DOWN_MS old, never at
 * each re-render before that), the part imports its code again (platform/cached-import.ts).
 */
import { use, useEffect, useState, type ComponentType } from 'react';
import { cachedImport } from '../platform/cached-import';

interface LazyPart<Props> {
  component: ComponentType<Props>;
  preload(): Promise<unknown>;
}

export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  return lazyModule(load).part((component) => component);
}

/**
 * Several parts whose code is one module, imported once for all of them: the standard blocks and
 * elements of every page (one chunk, not one request per element). Once a page's preload has
 * loaded the module, each of its parts renders at once, without suspending: they all read the one
 * import rather than each waiting for its own `then`.
 */
export function lazyModule<Module>(load: () => Promise<Module>): { preload(): Promise<unknown>; part<Props extends object>(pick: (module: Module) => ComponentType<Props>): LazyPart<Props> } {
  const { preload, forRender } = cachedImport(load);
  return {
    preload,
    part<Props extends object>(pick: (module: Module) => ComponentType<Props>): LazyPart<Props> {
      function LazyModulePart(props: Props) {
        // Every render reads the one promise (see platform/tracked-promise.ts); once loaded it is read at once.
        const Component = pick(use(forRender()));
        return <Component {...props} />;
      }
      return { component: LazyModulePart, preload };
    },
  };
}

/**
 * A part whose code loads on demand and that renders nothing until it is there, without
 * suspending: for a widget that floats over the page (the cart), which must hold no section back
 * while it loads. A failed import is thrown to the part's error boundary, as a lazy part's is (the
 * box in admin, nothing for visitors, the log); mounted again, the part imports its code again.
 */
export function quietLazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  const { preload, loaded } = cachedImport(load);
  function QuietLazyPart(props: Props) {
    // Nothing on the first render, even when the code is there: the server rendered nothing, and hydration must match.
    const [code, setCode] = useState<{ component: ComponentType<Props> } | { failed: unknown } | null>(null);
    useEffect(() => {
      if (code) return;
      let live = true;
      const ready = loaded();
      if (ready) {
        setCode({ component: ready });
        return;
      }
      preload().then(
        (component) => live && setCode({ component }),
        (error: unknown) => live && setCode({ failed: error }),
      );
      return () => {
        live = false;
      };
    }, [code]);
    if (code && 'failed' in code) throw code.failed;
    return code ? <code.component {...props} /> : null;
  }
  return { component: QuietLazyPart, preload };
}
