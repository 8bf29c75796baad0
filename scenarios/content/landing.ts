import type { ScenarioContent } from '../index';
import landingPage from '../landing/page.json';
import { landingSeed } from '../landing/seed';

export const landing: ScenarioContent = { page: landingPage, seed: landingSeed };
