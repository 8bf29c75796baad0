import { StorySite } from '../support/StorySite';

export default { title: 'Elements / icon01' };

const ICONS = ['coffee', 'leaf', 'truck', 'heart', 'gift', 'clock'] as const;

export const Shapes = () => (
  <StorySite
    elements={ICONS.map((icon, index) => ({
      id: icon,
      type: 'icon01',
      layout: { desktop: { span: 2 }, mobile: { span: 4 } },
      data: { icon, size: 32, shape: index % 3 === 0 ? 'none' : index % 3 === 1 ? 'circle' : 'square', align: 'center', label: icon },
    }))}
  />
);

export const LinkedIcon = () => <StorySite elements={[{ id: 'phone', type: 'icon01', data: { icon: 'phone', size: 40, shape: 'circle', link: 'tel:+15551234567', label: 'Call us' } }]} />;
