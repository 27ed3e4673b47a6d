/**
 * Turns a publisher's label into a snake_case id: lower case, `%` → `pct`, every run of other
 * characters → `_`. `"Mixed Paper (general)"` → `mixed_paper_general`.
 */
export function snakeCaseId(label: string): string {
  return label
    .toLowerCase()
    .replace(/%/g, 'pct')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * Removes a trailing footnote marker from an EPA Hub label: `"Passenger Car A"` → `"Passenger Car"`,
 * `"RecycledA"` → `"Recycled"`, `"Transit Rail (i.e. Subway, Tram) E"` → `"Transit Rail (i.e. Subway, Tram)"`.
 * A label that ends in an upper-case acronym (`"PET"`, `"Mixed MSW"`) is left alone.
 */
export function withoutFootnoteMarker(label: string): string {
  return label.replace(/(?<=[a-z)])\s?[A-Z]$/, '').trim();
}

/** Collapses line breaks and runs of spaces to single spaces. */
export function normalizeSpaces(label: string): string {
  return label.replace(/\s+/g, ' ').trim();
}
