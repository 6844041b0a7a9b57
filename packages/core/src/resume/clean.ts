/**
 * Text from a PDF's text layer is whatever the file's fonts map glyphs to: NUL and other control characters,
 * private-use code points (unmapped glyphs) and lone UTF-16 surrogates all occur in real files. None of them is text
 * a person wrote, and PostgreSQL refuses NUL in text and jsonb (issue 13 row 10). They are removed (tabs and line
 * ends become spaces) before anything is read or stored.
 */
// C0 and C1 controls, DEL, private use (BMP), noncharacters U+FFFE/U+FFFF, lone surrogates, supplementary private use.
const UNWANTED =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
  /[\t\n\r\v\f]|[\u0000-\u0008\u000e-\u001f\u007f-\u009f\ue000-\uf8ff\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|[\udb80-\udbff][\udc00-\udfff]/g;

export function cleanText(value: string): string {
  return value.replace(UNWANTED, (match) => (/^[\t\n\r\v\f]$/.test(match) ? ' ' : ''));
}

/** Fewer readable characters than this means there is no real text layer (a scan or a photo). */
export const MIN_TEXT_CHARS = 40;
