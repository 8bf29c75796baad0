// @vitest-environment jsdom
// The options modal's chunk cannot be loaded (a deploy removed it, the network failed): the
// visitor who asked for the options is told, and asking again imports the code again.
import { expect, it, vi } from 'vitest';
import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { buttonOf, card, list, mount, section, shopCatalogue } from '../../../tests/support/products-section-fixture';

vi.mock('../../catalogue/OptionsModal', () => {
  throw new Error('Failed to fetch dynamically imported module: OptionsModal.js');
});

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
