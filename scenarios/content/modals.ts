import type { ScenarioContent } from '../index';
import modalsPage from '../modals/page.json';
import { modalsSeed } from '../modals/seed';

export const modals: ScenarioContent = { page: modalsPage, seed: modalsSeed };
