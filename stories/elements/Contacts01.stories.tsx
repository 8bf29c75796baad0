import { StorySite } from '../support/StorySite';

export default { title: 'Elements / contacts01' };

const ITEMS = [
  { kind: 'phone', value: '+1 555 0142', label: '+1 555 0142' },
  { kind: 'email', value: 'hello@harborcoffee.example' },
  { kind: 'address', value: 'Pier 4, Old Harbour, Portside' },
  { kind: 'whatsapp', value: '+1 555 0142', label: 'WhatsApp' },
  { kind: 'telegram', value: '@harbor_coffee', label: 'Telegram' },
];

export const Column = () => <StorySite elements={[{ id: 'contacts', type: 'contacts01', data: { items: ITEMS } }]} />;
export const Row = () => <StorySite elements={[{ id: 'contacts', type: 'contacts01', data: { items: ITEMS, direction: 'row', align: 'center', size: 15 } }]} />;
/** Values that cannot be links stay readable text; the element never breaks. */
export const BadValues = () => (
  <StorySite
    elements={[
      { id: 'contacts', type: 'contacts01', data: { items: [{ kind: 'phone', value: 'ask at the bar' }, { kind: 'email', value: 'not-an-email' }, { kind: 'link', value: 'javascript:alert(1)', label: 'Sneaky link' }] } },
      { id: 'empty', type: 'contacts01', data: { items: [] } },
    ]}
  />
);
