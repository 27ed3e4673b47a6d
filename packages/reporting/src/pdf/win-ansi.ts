/**
 * The PDF uses the standard Helvetica font, whose encoding is WinAnsi (Windows-1252): a character
 * outside it would print as an unrelated glyph, which a reader could take for real content. Such
 * characters print as `?` instead (the HTML report shows the text as written).
 */
const EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function encodable(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (
    code === 0x0a ||
    code === 0x09 ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    EXTRA.has(ch)
  );
}

/** `text` with every character Helvetica (WinAnsi) cannot show replaced by `?`. */
export function winAnsi(text: string): string {
  let out = '';
  for (const ch of text) out += encodable(ch) ? ch : '?';
  return out;
}
