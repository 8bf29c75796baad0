import { StorySite } from '../support/StorySite';

export default { title: 'Elements / hr01' };

export const Solid = () => <StorySite elements={[{ id: 'hr', type: 'hr01', data: { color: '#b4532a', thickness: 2 } }]} />;
export const DashedShort = () => <StorySite elements={[{ id: 'hr', type: 'hr01', data: { lineStyle: 'dashed', thickness: 3, width: 30, align: 'center', color: '#6b4f3a' } }]} />;
export const Dotted = () => <StorySite elements={[{ id: 'hr', type: 'hr01', data: { lineStyle: 'dotted', thickness: 4, width: 50, align: 'left' } }]} />;
