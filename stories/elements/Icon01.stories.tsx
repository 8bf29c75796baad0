import { StorySite } from '../support/StorySite';
import { scenarioImage } from '../../scenarios/image-originals';

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

/** Four 64 px circle icons (122 px boxes) a row on a phone, in cells of about 76 px: they shrink as circles (issue 19.3). */
export const NarrowCells = () => (
  <StorySite
    elements={['coffee', 'leaf', 'truck', 'gift'].map((icon) => ({
      id: `narrow-${icon}`,
      type: 'icon01',
      layout: { desktop: { span: 3 }, mobile: { span: 3 } },
      data: { icon, size: 64, shape: 'circle', align: 'center', label: icon },
    }))}
  />
);

/** Captions shown under the icons (issue 19.5); the first also has a screen-reader label of its own. */
export const Captioned = () => (
  <StorySite
    elements={[
      { id: 'cap-coffee', type: 'icon01', layout: { desktop: { span: 4 } }, data: { icon: 'coffee', size: 32, shape: 'circle', align: 'center', label: 'Coffee cup', caption: 'Roasted weekly' } },
      { id: 'cap-truck', type: 'icon01', layout: { desktop: { span: 4 } }, data: { icon: 'truck', size: 32, shape: 'none', align: 'center', caption: 'Free delivery' } },
      { id: 'cap-none', type: 'icon01', layout: { desktop: { span: 4 } }, data: { icon: 'leaf', size: 32, shape: 'circle', align: 'center', label: 'Organic' } },
    ]}
  />
);

export const LinkedIcon = () => <StorySite elements={[{ id: 'phone', type: 'icon01', data: { icon: 'phone', size: 40, shape: 'circle', link: 'tel:+15551234567', label: 'Call us' } }]} />;

/** An uploaded image as the icon (a scenario photo the sandbox serves), 64 px. */
export const ImageIcon = () => (
  <StorySite elements={[{ id: 'cup', type: 'icon01', data: { icon: scenarioImage('latte-art'), size: 64, shape: 'none', label: 'Latte art' } }]} />
);

/** An image icon whose file the server does not have (404): an empty box of the icon size, no broken-image icon. */
export const MissingImageIcon = () => (
  <StorySite
    elements={[{ id: 'missing', type: 'icon01', data: { icon: { id: 'no-such-icon', ext: 'png', width: 256, height: 256 }, size: 64, shape: 'none', label: 'Missing icon' } }]}
  />
);
