/**
 * The languages foreign text may be marked as (spec delivery §3: about 180 two-letter codes
 * with names). The list is not typed here: it is what the platform's ICU data names among
 * the ISO 639-1 shaped codes aa…zz, so it follows the maintained CLDR list.
 */

/** A language of the picker: its two-letter code and its English name. @public */
export interface LanguageOption {
  readonly code: string;
  readonly name: string;
}

let cached: readonly LanguageOption[] | undefined;
let cachedCodes: ReadonlySet<string> | undefined;

/**
 * Every two-letter code that ICU names in English, in its canonical form only (the
 * deprecated `iw`, `in`, `ji`… are left out: they name the same languages as `he`, `id`,
 * `yi`…), sorted by name. Empty where the platform has no `Intl.DisplayNames`.
 * @public
 */
export function languageOptions(): readonly LanguageOption[] {
  cached ??= Object.freeze(readLanguageOptions());
  return cached;
}

function readLanguageOptions(): LanguageOption[] {
  if (typeof Intl.DisplayNames !== 'function') return [];
  const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  const options: LanguageOption[] = [];
  for (let first = 97; first <= 122; first++) {
    for (let second = 97; second <= 122; second++) {
      const code = String.fromCharCode(first, second);
      const name = names.of(code);
      if (name !== undefined && Intl.getCanonicalLocales(code)[0] === code) options.push({ code, name });
    }
  }
  const collator = new Intl.Collator('en');
  return options.sort((a, b) => collator.compare(a.name, b.name) || collator.compare(a.code, b.code));
}

/**
 * The code of the picker's language that `value` stands for, or `undefined` when it names
 * none: empty, not a language tag at all, or a tag outside the list. The case and a
 * deprecated alias are forgiven (`ES` is `es`, `iw` is `he`), as ICU canonicalises them.
 * @public
 */
export function knownLanguageCode(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(value.trim())[0];
  } catch {
    return undefined;
  }
  cachedCodes ??= new Set(languageOptions().map((option) => option.code));
  return canonical !== undefined && cachedCodes.has(canonical) ? canonical : undefined;
}

/** The English name of a code of the list, or `undefined`. @public */
export function languageName(code: string): string | undefined {
  return languageOptions().find((option) => option.code === code)?.name;
}
