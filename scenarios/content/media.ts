import type { ScenarioContent } from '../index';
import mediaPage from '../media/page.json';
import { landingSeed } from '../landing/seed';

export const media: ScenarioContent = { page: mediaPage, seed: landingSeed };
