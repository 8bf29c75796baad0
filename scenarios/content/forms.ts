import type { ScenarioContent } from '../index';
import formsPage from '../forms/page.json';
import { formsSeed } from '../forms/seed';

export const forms: ScenarioContent = { page: formsPage, seed: formsSeed };
