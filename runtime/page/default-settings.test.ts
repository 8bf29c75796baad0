import { describe, expect, test } from 'vitest';
import { DEFAULT_PAGE_SETTINGS } from './default-settings';
import { PageSettingsSchema } from './page-schema';

describe('the default page settings', () => {
  test('are exactly what the schema gives an empty settings object', () => {
    expect(DEFAULT_PAGE_SETTINGS).toEqual(PageSettingsSchema.parse({}));
  });
});
