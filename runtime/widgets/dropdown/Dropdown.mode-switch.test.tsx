// @vitest-environment jsdom
/** The dropdown reads only the clock from the runtime: a mode switch does not render it again (a product card has one per option). */
import { rendersAgainDuring } from '../../site/react-renders.test-support';
import { act } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Mode } from '../../core/policies';
import { RuntimeProvider } from '../../core/runtime-context';
import { createDetachedServices } from '../../core/services';
import { createSiteStores } from '../../site/site-stores';
import { Dropdown } from './Dropdown';

afterEach(() => cleanup());

describe('Dropdown on a mode switch', () => {
  it.each<Mode>(['preview', 'admin'])('is not rendered again when the mode switches from run to %s', (mode) => {
    const services = createDetachedServices();
    const stores = createSiteStores(services.storage);
    const onChange = () => undefined;
    // The same element each time: only what it reads from the runtime can render it again.
    const dropdown = <Dropdown label="Grind" value="whole" options={[{ value: 'whole', label: 'Whole bean' }, { value: 'fine', label: 'Fine' }]} onChange={onChange} />;
    const site = (shown: Mode) => (
      <RuntimeProvider mode={shown} viewport="desktop" services={services} stores={stores}>
        {dropdown}
      </RuntimeProvider>
    );
    const view = render(site('run'));
    const renders = rendersAgainDuring(() => act(() => view.rerender(site(mode))));
    expect(renders).toEqual({ RuntimeProvider: 1 });
  });
});
