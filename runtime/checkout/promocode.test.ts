import { describe, expect, it } from 'vitest';
import { normalisePromocode, PROMOCODE_MAX_LENGTH, stripPromocodeInput } from './promocode';

describe('the promocode sanitiser (spec 001 §5 Promocode)', () => {
  const cases: { name: string; raw: string; shown: string; sent: string }[] = [
    { name: 'a plain code', raw: 'save10', shown: 'save10', sent: 'save10' },
    { name: 'spaces around and inside', raw: '  SAVE 10  ', shown: 'SAVE10', sent: 'save10' },
    { name: 'tabs and new lines', raw: '\tsave\n10\r\n', shown: 'save10', sent: 'save10' },
    { name: 'mixed case', raw: 'SaVe10', shown: 'SaVe10', sent: 'save10' },
    { name: 'dot, dash and underscore kept', raw: 'Spring.Sale-2026_A', shown: 'Spring.Sale-2026_A', sent: 'spring.sale-2026_a' },
    { name: 'cyrillic, with Ё', raw: 'СКИДКА-Ёлка', shown: 'СКИДКА-Ёлка', sent: 'скидка-ёлка' },
    { name: 'cyrillic й written with a combining breve', raw: 'Чаи\u0306', shown: 'Чай', sent: 'чай' },
    { name: 'Ukrainian і ї є ґ kept', raw: 'ЗНИЖКА-ЇЖАК.ЄҐі', shown: 'ЗНИЖКА-ЇЖАК.ЄҐі', sent: 'знижка-їжак.єґі' },
    { name: 'Belarusian ў kept', raw: 'ЎЛАДА_10', shown: 'ЎЛАДА_10', sent: 'ўлада_10' },
    { name: 'Kazakh ә ғ қ ң ө ұ ү һ kept', raw: 'ӘҒҚҢӨҰҮҺ', shown: 'ӘҒҚҢӨҰҮҺ', sent: 'әғқңөұүһ' },
    { name: "cyrillic signs that are not letters removed (№ is common, ҂ and the titlo are the script's)", raw: 'Код№1҂\u0483', shown: 'Код1', sent: 'код1' },
    { name: 'emoji removed', raw: '🎉save🔥10🎉', shown: 'save10', sent: 'save10' },
    { name: 'emoji with joiners and skin tones removed', raw: '👩🏽‍💻code', shown: 'code', sent: 'code' },
    { name: 'other punctuation removed', raw: "sa've!@#$%^&*()+=/\\\"10?", shown: 'save10', sent: 'save10' },
    { name: 'accented latin and other scripts removed', raw: 'café-ĳ-中文-ελ', shown: 'caf---', sent: 'caf---' },
    { name: 'full-width and other digits removed', raw: 'save１０٣', shown: 'save', sent: 'save' },
    { name: 'markup is only letters afterwards', raw: '<script>alert(1)</script>', shown: 'scriptalert1script', sent: 'scriptalert1script' },
    { name: 'only spaces: empty', raw: '     ', shown: '', sent: '' },
    { name: 'empty', raw: '', shown: '', sent: '' },
    { name: 'only emoji: empty', raw: '🎉🎉', shown: '', sent: '' },
  ];

  it.each(cases)('$name', ({ raw, shown, sent }) => {
    expect(stripPromocodeInput(raw)).toBe(shown);
    expect(normalisePromocode(raw)).toBe(sent);
  });

  it(`1,000 characters are cut to ${PROMOCODE_MAX_LENGTH} (ours: the spec shows no limit)`, () => {
    const long = 'Ab1'.repeat(334).slice(0, 1000);
    expect(long).toHaveLength(1000);
    expect(stripPromocodeInput(long)).toHaveLength(PROMOCODE_MAX_LENGTH);
    expect(normalisePromocode(long)).toBe(long.slice(0, PROMOCODE_MAX_LENGTH).toLowerCase());
  });

  it('1,000 disallowed characters leave nothing', () => {
    expect(normalisePromocode('🎉 '.repeat(500))).toBe('');
  });

  it('the limit counts what is kept, not what was typed', () => {
    const noisy = `${' '.repeat(900)}${'x'.repeat(PROMOCODE_MAX_LENGTH + 5)}`;
    expect(stripPromocodeInput(noisy)).toBe('x'.repeat(PROMOCODE_MAX_LENGTH));
  });

  it('is idempotent', () => {
    for (const { raw } of cases) expect(normalisePromocode(normalisePromocode(raw))).toBe(normalisePromocode(raw));
  });
});
