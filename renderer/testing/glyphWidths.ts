import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { MeasureText } from '../src/scene/wrapText';

/**
 * For tests: text widths from the advance widths of the bundled Alegreya Sans (the WOFF files the renderer loads),
 * so a layout test measures what the browser will draw without a browser. Kerning is left out; it moves a line by
 * well under a pixel at label sizes.
 */
export function alegreyaSansMeasure(weight: 400 | 700 | 800, fontSize: number): MeasureText {
  const advances = advanceWidths(weight);
  return (text) =>
    [...text].reduce((width, char) => {
      const advance = advances.perChar.get(char.codePointAt(0) ?? 0);
      if (advance === undefined) throw new Error(`no glyph for "${char}" in Alegreya Sans ${weight}`);
      return width + (advance / advances.unitsPerEm) * fontSize;
    }, 0);
}

interface Advances {
  readonly unitsPerEm: number;
  readonly perChar: ReadonlyMap<number, number>;
}

function advanceWidths(weight: number): Advances {
  const file = createRequire(import.meta.url).resolve(
    `@fontsource/alegreya-sans/files/alegreya-sans-latin-${weight}-normal.woff`,
  );
  const tables = woffTables(readFileSync(file));
  const table = (tag: string): Buffer => {
    const found = tables.get(tag);
    if (!found) throw new Error(`font table ${tag} missing`);
    return found;
  };
  const unitsPerEm = table('head').readUInt16BE(18);
  const horizontalMetrics = table('hhea').readUInt16BE(34);
  const hmtx = table('hmtx');
  const advanceOf = (glyph: number): number => hmtx.readUInt16BE(4 * Math.min(glyph, horizontalMetrics - 1));
  const perChar = new Map<number, number>();
  for (const [code, glyph] of cmapFormat4(table('cmap'))) perChar.set(code, advanceOf(glyph));
  return { unitsPerEm, perChar };
}

/** The sfnt tables inside a WOFF 1 file, each inflated when it was stored compressed. */
function woffTables(woff: Buffer): Map<string, Buffer> {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < woff.readUInt16BE(12); i++) {
    const entry = 44 + 20 * i;
    const [offset, stored, length] = [
      woff.readUInt32BE(entry + 4),
      woff.readUInt32BE(entry + 8),
      woff.readUInt32BE(entry + 12),
    ];
    const bytes = woff.subarray(offset, offset + stored);
    tables.set(woff.toString('latin1', entry, entry + 4), stored < length ? inflateSync(bytes) : bytes);
  }
  return tables;
}

/** Where a format-4 subtable keeps its segments' parallel arrays, and how many segments it has. */
interface Format4 {
  readonly segments: number;
  readonly ends: number;
  readonly starts: number;
  readonly deltas: number;
  readonly rangeOffsets: number;
}

function format4At(cmap: Buffer, sub: number): Format4 {
  const segments = cmap.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  return { segments, ends, starts, deltas, rangeOffsets: deltas + 2 * segments };
}

/** The glyphs of segment `s` of a format-4 subtable, added to `glyphs` (glyph 0, the missing glyph, left out). */
function mapSegment(cmap: Buffer, table: Format4, s: number, glyphs: Map<number, number>): void {
  const start = cmap.readUInt16BE(table.starts + 2 * s);
  const end = cmap.readUInt16BE(table.ends + 2 * s);
  const delta = cmap.readInt16BE(table.deltas + 2 * s);
  const rangeOffset = cmap.readUInt16BE(table.rangeOffsets + 2 * s);
  for (let code = start; code <= end && code !== 0xffff; code++) {
    const raw =
      rangeOffset === 0 ? code : cmap.readUInt16BE(table.rangeOffsets + 2 * s + rangeOffset + 2 * (code - start));
    const glyph = rangeOffset !== 0 && raw === 0 ? 0 : (raw + delta) & 0xffff;
    if (glyph !== 0) glyphs.set(code, glyph);
  }
}

/** Character code → glyph index from the cmap's Unicode BMP subtable (format 4). */
function cmapFormat4(cmap: Buffer): Map<number, number> {
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const sub = cmap.readUInt32BE(4 + 8 * i + 4);
    if (cmap.readUInt16BE(sub) !== 4) continue;
    const table = format4At(cmap, sub);
    const glyphs = new Map<number, number>();
    for (let s = 0; s < table.segments; s++) mapSegment(cmap, table, s, glyphs);
    return glyphs;
  }
  throw new Error('no format-4 cmap subtable');
}
