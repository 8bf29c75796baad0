/**
 * The calendar's first weekday, on its own: only the date field's code
 * (DateField.tsx) needs it, not every form that checks dates (dates.ts), and its fallback table is
 * the biggest part of it.
 */

/** Weekdays as Date counts them (0 = Sunday). */
const SUNDAY = 0;
const MONDAY = 1;
const FRIDAY = 5;
const SATURDAY = 6;

/**
 * The first day of the week where the browser has no week data (Firefox; Safari before 17): CLDR's
 * weekData `firstDay` lists, via ICU, so that such a browser starts the week where Chrome and
 * Safari 17 do. Generated once from Node's ICU 78.2 (CLDR 48): `new Intl.Locale('und-' + region)`'s
 * `getWeekInfo?.() ?? weekInfo`, over every ISO 3166-1 region. Every region not listed starts on
 * Monday (CLDR's world default).
 */
const FIRST_DAY_REGIONS: ReadonlyArray<readonly [firstDay: number, regions: string]> = [
  [SUNDAY, 'AG AS BD BR BS BT BW BZ CA CO DM DO ET GT GU HK HN ID IL IN IS JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'],
  [SATURDAY, 'AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'],
  [FRIDAY, 'MV'],
];
const FIRST_DAY_BY_REGION: ReadonlyMap<string, number> = new Map(FIRST_DAY_REGIONS.flatMap(([day, regions]) => regions.split(' ').map((region) => [region, day] as const)));

interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

function localeOf(language: string, country?: string): (Intl.Locale & WeekInfoLocale) | null {
  try {
    return new Intl.Locale(country ? `${language}-${country}` : language);
  } catch {
    return null; // an unknown language tag
  }
}

/**
 * The first day of the week (0 = Sunday) for the page's language and country: the browser's CLDR
 * data where it has it, else the same data's lists, for the country or, where the page names none,
 * the region its language is most used in (`maximize`: "pt" is Brazil, "ar" Egypt), as the
 * browser's own data reads a tag without one.
 */
export function firstDayOfWeek(language: string, country?: string): number {
  const locale = localeOf(language, country);
  const info = locale?.getWeekInfo?.() ?? locale?.weekInfo;
  if (info) return info.firstDay % 7; // CLDR counts Monday = 1 … Sunday = 7
  // The locale's region is the country in its current code (Burma's BU is MM).
  const region = locale?.maximize().region ?? country?.toUpperCase() ?? '';
  return FIRST_DAY_BY_REGION.get(region) ?? MONDAY;
}
