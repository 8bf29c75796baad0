// @vitest-environment jsdom
/** An element's link hooks read the mode by value: a switch that changes no policy they read does not render the element again. */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Mode } from '../core/policies';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { createSiteStores } from '../site/site-stores';
import { useElementLink, useOpenPageModal } from './use-link';

afterEach(() => cleanup());

describe('useElementLink and useOpenPageModal on a mode switch', () => {
  it('render the element again only when what they decide changes (followLinks, pageModalsOpenOnClick: admin), not from run to preview', () => {
    let renders = 0;
    function LinkedElement() {
      renders += 1;
      const link = useElementLink('menu', '/menu');
      useOpenPageModal('menu');
      return <a {...link}>Menu</a>;
    }
    const services = createDetachedServices();
    const stores = createSiteStores(services.storage);
    // The same element each time: only what it reads from the runtime can render it again.
    const element = <LinkedElement />;
    const site = (mode: Mode) => (
      <RuntimeProvider mode={mode} viewport="desktop" services={services} stores={stores}>
        {element}
      </RuntimeProvider>
    );
    const view = render(site('run'));
    expect(renders).toBe(1);
    view.rerender(site('preview'));
    expect(renders).toBe(1);
    view.rerender(site('admin'));
    expect(renders).toBe(2);
  });
});
