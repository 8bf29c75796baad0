import { StorySite } from '../support/StorySite';
import { scenarioImage } from '../../scenarios/image-originals';

export default { title: 'Elements / media01' };

const image = scenarioImage;

export const Image = () => <StorySite elements={[{ id: 'img', type: 'media01', data: { kind: 'image', image: image('latte-art'), radius: 16 } }]} />;

export const TwoImages = () => (
  <StorySite
    elements={[
      { id: 'a', type: 'media01', layout: { desktop: { span: 6 } }, data: { kind: 'image', image: image('pastries'), radius: 12 } },
      { id: 'b', type: 'media01', layout: { desktop: { span: 6 } }, data: { kind: 'image', image: image('beans-sack'), radius: 12 } },
    ]}
  />
);

/** An image id the backend does not know: the box keeps its colour, no broken-image icon. */
export const MissingImage = () => (
  <StorySite elements={[{ id: 'missing', type: 'media01', data: { kind: 'image', image: { id: 'no-such-image', ext: 'jpg', width: 1200, height: 800, averageColor: '#c9b8a6' } } }]} />
);
