/**
 * Normalises how people write refrigerants to the subcategory ids of the factor vocabulary:
 * `R410A`, `r-410a` → `R-410A`; `HFC134a`, `R-134a` → `HFC-134a`; `sf6` → `SF6`.
 */

/** ASHRAE numbers of single-component HFCs, mapped to their chemical names. */
const ASHRAE_HFCS: Readonly<Record<string, string>> = {
  '23': 'HFC-23',
  '32': 'HFC-32',
  '41': 'HFC-41',
  '125': 'HFC-125',
  '134': 'HFC-134',
  '134a': 'HFC-134a',
  '143': 'HFC-143',
  '143a': 'HFC-143a',
  '152': 'HFC-152',
  '152a': 'HFC-152a',
  '161': 'HFC-161',
  '227ea': 'HFC-227ea',
  '236fa': 'HFC-236fa',
  '245fa': 'HFC-245fa',
  '365mfc': 'HFC-365mfc',
};

/** Zeotropic (400 series) and azeotropic (500 series) blends: `R-4xxA`, `R-5xxB`. */
const BLEND = /^R-?([45]\d\d)([A-Z]?)$/i;
/** `R-134a`, `R32`: an ASHRAE number of a pure gas. */
const ASHRAE = /^R-?(\d{2,3}[a-z]{0,3})$/i;
/** `HFC-134a`, `hcfc22`, `PFC-14`, `HFO-1234yf`. */
const NAMED = /^(HFC|HCFC|CFC|PFC|HFO)-?([0-9][0-9a-z-]*)$/i;

/**
 * The vocabulary id of a refrigerant or fugitive gas as written by a user. Unknown spellings are
 * returned trimmed and unchanged, so the factor lookup reports them as not found.
 */
export function normalizeRefrigerant(input: string): string {
  const text = input.trim();
  const blend = BLEND.exec(text);
  if (blend) return `R-${blend[1]}${(blend[2] ?? '').toUpperCase()}`;
  const ashrae = ASHRAE.exec(text);
  const hfc = ashrae ? ASHRAE_HFCS[(ashrae[1] ?? '').toLowerCase()] : undefined;
  if (hfc) return hfc;
  const named = NAMED.exec(text);
  if (named) return `${(named[1] ?? '').toUpperCase()}-${(named[2] ?? '').toLowerCase()}`;
  if (/^(sf6|nf3)$/i.test(text)) return text.toUpperCase();
  return text;
}
