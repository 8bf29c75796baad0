import type { ScenarioContent } from '../index';
import workshopPage from '../workshop/page.json';
import { workshopSeed } from '../workshop/seed';

export const workshop: ScenarioContent = { page: workshopPage, seed: workshopSeed };
