import type { RuntimeFlags } from '../../runtime/core/policies';
import type { Panel } from '../url-state';

export const FLAG_LABELS: Record<keyof RuntimeFlags, string> = {
  screenshot: 'Screenshot',
  criticalCss: 'Critical CSS',
  bot: 'Bot',
  slowNetwork: 'Slow network',
  reducedMotion: 'Reduced motion',
};

export const PANEL_LABELS: Record<Panel, string> = { policies: 'Policies', problems: 'Problems', requests: 'Requests', faults: 'Faults', leads: 'Leads', orders: 'Orders', cart: 'Cart', state: 'State', clock: 'Clock', events: 'Events', editor: 'Editor', accessibility: 'Accessibility' };
