/**
 * A registered part whose code loads only on pages that use it (DESIGN.md §7: heavy features
 * load only where a page uses them). `preload()` starts the import; <Site> calls it for the
 * block types of a page as soon as the page is loaded, so by the time the part renders the
 * code is usually there and nothing suspends. Until it is, the part suspends and the
 * section's Suspense fallback holds its place. A failed import rejects, and the part's error
 * boundary shows the broken-part box in admin (nothing for visitors) and logs it.
 */
import { use, type ComponentType } from 'react';

export interface LazyPart<Props> {
  component: ComponentType<Props>;
  preload(): Promise<unknown>;
}

export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<ComponentType<Props>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed chunk may load on a later try (the boundary shows this one's failure).
        pending = null;
        throw error;
      },
    ));
  function LazyPartComponent(props: Props) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return { component: LazyPartComponent, preload };
}
