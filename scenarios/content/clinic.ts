import type { ScenarioContent } from '../index';
import clinicPage from '../clinic/page.json';
import { clinicSeed } from '../clinic/seed';

export const clinic: ScenarioContent = { page: clinicPage, seed: clinicSeed };
