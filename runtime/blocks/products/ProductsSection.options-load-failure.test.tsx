// @vitest-environment jsdom
// The options modal's chunk cannot be loaded (a deploy removed it, the network failed): the
// visitor who asked for the options is told, and asking again imports the code again.
import { afterEach, expect, it, vi } from 'vitest';
import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { expectReachingForFailedCodeCoolsDown } from '../../platform/cached-import.test-support';
import { buttonOf, card, list, mount, section, shopCatalogue } from '../../../tests/support/products-section-fixture';

/** Each import of the modal's chunk, counted as the module is asked for. */
const modalImports = vi.hoisted(() => vi.fn());

vi.mock('../../catalogue/OptionsModal', () => {
  modalImports();
  throw new Error('Failed to fetch dynamically imported module: OptionsModal.js');
});

afterEach(() => vi.useRealTimers());

it('a "Choose options" whose modal code does not load says it could not be opened, each time it is pressed', async () => {
  const { services, log } = mount(shopCatalogue({ sections: ['gear'] }), 'run');
  const alert = vi.spyOn(services, 'alert').mockImplementation(() => undefined);
  const kettle = card(list('gear', 'gear'), '308');
  act(() => buttonOf(kettle).click());
  await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith('This could not be opened. Please check your connection and try again'));
  expect(log.error).toHaveBeenCalledWith('the product options could not be shown: their code did not load', expect.anything());
  expect(section('gear').querySelector('dialog.rt-options-modal')).toBeNull();
  act(() => buttonOf(kettle).click());
  await waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
});

it('after a failed import, the pointer over "Choose options" or its focus imports again only once the failure is FAILED_IMPORT_COOL_DOWN_MS old', async () => {
  mount(shopCatalogue({ sections: ['gear'] }), 'run');
  const choose = buttonOf(card(list('gear', 'gear'), '308'));
  await expectReachingForFailedCodeCoolsDown(choose, modalImports);
});
