import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { breakableParts } from '../render/columns.js';

/** Font family of the PDF: Noto Sans covers Latin, Greek and Cyrillic (every EU language) and CO₂'s subscript. */
export const PDF_FONT = 'Noto Sans';

const require = createRequire(import.meta.url);

/**
 * Registers Noto Sans (regular and bold, TTF files shipped in the `@expo-google-fonts/noto-sans`
 * package, SIL Open Font License) with react-pdf, which embeds the subset a document uses.
 * react-pdf keeps fonts in its own module-wide registry, which would keep every repeated
 * registration, so this registers only when the family is not there yet.
 */
export function registerPdfFonts(): void {
  if (Font.getRegisteredFontFamilies().includes(PDF_FONT)) return;
  Font.register({
    family: PDF_FONT,
    fonts: [
      {
        src: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
        fontWeight: 400,
      },
      { src: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'), fontWeight: 700 },
    ],
  });
  // Words are broken only where the text allows; react-pdf's default English hyphenation would split
  // identifiers and figures. Long tokens (URLs, dotted codes, hashes) get break points of their own.
  Font.registerHyphenationCallback(breakableParts);
}
