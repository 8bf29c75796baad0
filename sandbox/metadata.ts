/**
 * The metadata endpoint of the sandbox (spec 001 §7): countries and US states in English and
 * Russian, for the cart's address.
 *
 * GET /mod/metadata/?filter=country,state&language=en|ru
 *   200  { status: true, country?: [{ value, title }], state?: [{ value, title }] } — only the
 *        lists the filter names, sorted by title in the language; an unknown language answers in
 *        English (as a server falls back to its default).
 *   400  { status: false, error: 'invalid query', violations } — no filter, or a list it does not know.
 * A realistic subset: every country whose address format the runtime knows (RU, US, GB, DE, FR)
 * and a few more; all 50 US states and the District of Columbia. Slow and failing answers come
 * from the fault rules (match '/mod/metadata/').
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { METADATA_PATH } from '../runtime/platform/api-paths.ts';

type Titles = { en: string; ru: string };
type MetadataLanguage = keyof Titles;

const SANDBOX_COUNTRIES: Readonly<Record<string, Titles>> = {
  RU: { en: 'Russia', ru: 'Россия' },
  US: { en: 'United States', ru: 'США' },
  GB: { en: 'United Kingdom', ru: 'Великобритания' },
  DE: { en: 'Germany', ru: 'Германия' },
  FR: { en: 'France', ru: 'Франция' },
  AT: { en: 'Austria', ru: 'Австрия' },
  CH: { en: 'Switzerland', ru: 'Швейцария' },
  CA: { en: 'Canada', ru: 'Канада' },
  IT: { en: 'Italy', ru: 'Италия' },
  ES: { en: 'Spain', ru: 'Испания' },
  NL: { en: 'Netherlands', ru: 'Нидерланды' },
  FI: { en: 'Finland', ru: 'Финляндия' },
  PL: { en: 'Poland', ru: 'Польша' },
  KZ: { en: 'Kazakhstan', ru: 'Казахстан' },
  BY: { en: 'Belarus', ru: 'Беларусь' },
  AM: { en: 'Armenia', ru: 'Армения' },
  GE: { en: 'Georgia', ru: 'Грузия' },
  JP: { en: 'Japan', ru: 'Япония' },
};

/** The US states and DC by their USPS codes. */
const SANDBOX_US_STATES: Readonly<Record<string, Titles>> = {
  AL: { en: 'Alabama', ru: 'Алабама' },
  AK: { en: 'Alaska', ru: 'Аляска' },
  AZ: { en: 'Arizona', ru: 'Аризона' },
  AR: { en: 'Arkansas', ru: 'Арканзас' },
  CA: { en: 'California', ru: 'Калифорния' },
  CO: { en: 'Colorado', ru: 'Колорадо' },
  CT: { en: 'Connecticut', ru: 'Коннектикут' },
  DE: { en: 'Delaware', ru: 'Делавэр' },
  DC: { en: 'District of Columbia', ru: 'Округ Колумбия' },
  FL: { en: 'Florida', ru: 'Флорида' },
  GA: { en: 'Georgia', ru: 'Джорджия' },
  HI: { en: 'Hawaii', ru: 'Гавайи' },
  ID: { en: 'Idaho', ru: 'Айдахо' },
  IL: { en: 'Illinois', ru: 'Иллинойс' },
  IN: { en: 'Indiana', ru: 'Индиана' },
  IA: { en: 'Iowa', ru: 'Айова' },
  KS: { en: 'Kansas', ru: 'Канзас' },
  KY: { en: 'Kentucky', ru: 'Кентукки' },
  LA: { en: 'Louisiana', ru: 'Луизиана' },
  ME: { en: 'Maine', ru: 'Мэн' },
  MD: { en: 'Maryland', ru: 'Мэриленд' },
  MA: { en: 'Massachusetts', ru: 'Массачусетс' },
  MI: { en: 'Michigan', ru: 'Мичиган' },
  MN: { en: 'Minnesota', ru: 'Миннесота' },
  MS: { en: 'Mississippi', ru: 'Миссисипи' },
  MO: { en: 'Missouri', ru: 'Миссури' },
  MT: { en: 'Montana', ru: 'Монтана' },
  NE: { en: 'Nebraska', ru: 'Небраска' },
  NV: { en: 'Nevada', ru: 'Невада' },
  NH: { en: 'New Hampshire', ru: 'Нью-Гэмпшир' },
  NJ: { en: 'New Jersey', ru: 'Нью-Джерси' },
  NM: { en: 'New Mexico', ru: 'Нью-Мексико' },
  NY: { en: 'New York', ru: 'Нью-Йорк' },
  NC: { en: 'North Carolina', ru: 'Северная Каролина' },
  ND: { en: 'North Dakota', ru: 'Северная Дакота' },
  OH: { en: 'Ohio', ru: 'Огайо' },
  OK: { en: 'Oklahoma', ru: 'Оклахома' },
  OR: { en: 'Oregon', ru: 'Орегон' },
  PA: { en: 'Pennsylvania', ru: 'Пенсильвания' },
  RI: { en: 'Rhode Island', ru: 'Род-Айленд' },
  SC: { en: 'South Carolina', ru: 'Южная Каролина' },
  SD: { en: 'South Dakota', ru: 'Южная Дакота' },
  TN: { en: 'Tennessee', ru: 'Теннесси' },
  TX: { en: 'Texas', ru: 'Техас' },
  UT: { en: 'Utah', ru: 'Юта' },
  VT: { en: 'Vermont', ru: 'Вермонт' },
  VA: { en: 'Virginia', ru: 'Виргиния' },
  WA: { en: 'Washington', ru: 'Вашингтон' },
  WV: { en: 'West Virginia', ru: 'Западная Виргиния' },
  WI: { en: 'Wisconsin', ru: 'Висконсин' },
  WY: { en: 'Wyoming', ru: 'Вайоминг' },
};

const LISTS = { country: SANDBOX_COUNTRIES, state: SANDBOX_US_STATES } as const;
type ListName = keyof typeof LISTS;
const isList = (name: string): name is ListName => Object.hasOwn(LISTS, name);

function options(list: Readonly<Record<string, Titles>>, language: MetadataLanguage) {
  return Object.entries(list)
    .map(([value, titles]) => ({ value, title: titles[language] }))
    .sort((a, b) => a.title.localeCompare(b.title, language));
}

export function metadataHandler(): RequestHandler {
  return http.get(`*${METADATA_PATH}`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const names = (params.get('filter') ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const unknown = names.filter((name) => !isList(name));
    if (names.length === 0 || unknown.length > 0) {
      const message = names.length === 0 ? 'is required: country, state or both' : `unknown list ${unknown.join(', ')}; known: country, state`;
      return HttpResponse.json({ status: false, error: 'invalid query', violations: [{ propertyPath: 'filter', message }] }, { status: 400 });
    }
    const language: MetadataLanguage = params.get('language') === 'ru' ? 'ru' : 'en';
    const answer: Record<string, unknown> = { status: true };
    for (const name of names.filter(isList)) answer[name] = options(LISTS[name], language);
    return HttpResponse.json(answer);
  });
}
