/**
 * The CTP regions of an NGA state, territory or grid label. NGA publishes one electricity factor
 * for "New South Wales and Australian Capital Territory", shipped under both AU-NSW and AU-ACT;
 * Western Australia's main grid (SWIS) is AU-WA and its North Western grid AU-WA-NWIS; the
 * Northern Territory's row is AU-NT (from 2022 the table names it by its Darwin Katherine grid).
 */
const REGION_LABELS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^new south wales and (the )?(australian capital territory|act)$/i, ['AU-NSW', 'AU-ACT']],
  [/^victoria$/i, ['AU-VIC']],
  [/^queensland$/i, ['AU-QLD']],
  [/^south australia$/i, ['AU-SA']],
  [/^tasmania$/i, ['AU-TAS']],
  [/\(NWIS\)/, ['AU-WA-NWIS']],
  [/\(SWIS\)/, ['AU-WA']],
  [/^western australia$/i, ['AU-WA']],
  [/^northern territory( - darwin katherine interconnected system \(DKIS\))?$/i, ['AU-NT']],
  [/^(national|australia)$/i, ['AU']],
];

/**
 * Labels deliberately not imported: the 2021 layout lists the Darwin Katherine grid beside the
 * whole Northern Territory, and AU-NT takes the territory's row (the one later editions continue).
 */
const SKIPPED_LABELS: readonly RegExp[] = [
  /^darwin katherine interconnected system \(DKIS\) in the northern territory$/i,
];

/** Regions for a label; `[]` for a label deliberately skipped; undefined for an unknown label. */
export function ngaRegions(label: string): readonly string[] | undefined {
  const text = label
    .replace(/\s+/g, ' ')
    .replace(/\s*[-—]\s*/g, ' - ')
    .trim();
  if (SKIPPED_LABELS.some((pattern) => pattern.test(text))) return [];
  return REGION_LABELS.find(([pattern]) => pattern.test(text))?.[1];
}
