/**
 * A registered part whose code loads only on pages that use it (DESIGN.md §7: heavy features
 * load only where a page uses them). `preload()` starts the import; <Site> calls it for the
 * block types of a page as soon as the page is loaded, so by the time the part renders the
 * code is usually there and nothing suspends. Until it is, the part suspends and the
 * section's Suspense fallback holds its place. A failed import rejects, and the part's error
 * boundary shows the broken-part box in admin (nothing for visitors) and logs it.
 */
import { use, useEffect, useState, type ComponentType } from 'react';

export interface LazyPart<Props> {
  component: ComponentType<Props>;
  preload(): Promise<unknown>;
}

/**
 * The one import of a part's code: started once, remembered once it has loaded, and forgotten
 * when it failed so that a later mount may try again (the boundary shows this one's failure).
 */
function cachedImport<Props>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<ComponentType<Props>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return { preload, loaded: () => loaded };
}

export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  const { preload, loaded } = cachedImport(load);
  function LazyPartComponent(props: Props) {
    const Component = loaded() ?? use(preload());
    return <Component {...props} />;
  }
  return { component: LazyPartComponent, preload };
}

/**
 * A part whose code loads on demand and that renders nothing until it is there, without
 * suspending: for a widget that floats over the page (the cart), which must hold no section back
 * while it loads. A failed import is logged and the part stays empty.
 */
export function quietLazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>, onError: (error: unknown) => void = (error) => console.error('[runtime] a part could not be loaded', error)): LazyPart<Props> {
  const { preload, loaded } = cachedImport(load);
  function QuietLazyPart(props: Props) {
    // Nothing on the first render, even when the code is there: the server rendered nothing, and hydration must match.
    const [Component, setComponent] = useState<ComponentType<Props> | null>(null);
    useEffect(() => {
      if (Component) return;
      let live = true;
      const ready = loaded();
      if (ready) {
        setComponent(() => ready);
        return;
      }
      preload().then(
        (component) => live && setComponent(() => component),
        (error: unknown) => onError(error),
      );
      return () => {
        live = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  }
  return { component: QuietLazyPart, preload };
}
