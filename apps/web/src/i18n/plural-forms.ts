type TResource = { [key: string]: string | TResource };

/**
 * Every locale writes its plurals as `_one` and `_other` only. Hebrew also has a form for two (`_two`, which
 * i18next asks for when the count is 2); without it i18next falls back to English. This fills `_two` (and `_many`,
 * which older plural data still uses) from `_other` wherever a locale has no own form.
 */
export function withPluralFormsFromOther(resource: TResource): TResource {
  const result: TResource = {};
  for (const [key, value] of Object.entries(resource)) {
    result[key] = typeof value === 'string' ? value : withPluralFormsFromOther(value);
  }
  for (const [key, value] of Object.entries(resource)) {
    if (typeof value !== 'string' || !key.endsWith('_other')) continue;
    const base = key.slice(0, -'_other'.length);
    for (const form of ['_two', '_many']) {
      if (!(`${base}${form}` in result)) result[`${base}${form}`] = value;
    }
  }
  return result;
}
