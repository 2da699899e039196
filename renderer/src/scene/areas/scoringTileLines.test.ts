import { afterAll, describe, expect, it } from 'vitest';
import { boardWords } from '../../game/describe';
import { data } from '../../game/engine';
import { LANGUAGES, i18n, loadLanguage } from '../../i18n';
import { alegreyaSansMeasure } from '../../../testing/glyphWidths';
import {
  SCORING_TILE_LINE_WIDTH,
  SCORING_TILE_NAME_LINES,
  SCORING_TILE_NAME_STYLE,
  SCORING_TILE_TIMING_STYLE,
  SCORING_TILE_TRACK_STYLE,
  TRACK_ORDER,
  scoringTileNameLines,
} from './tracks';

const weightOf = (style: { readonly fontWeight?: string }): 400 | 700 | 800 =>
  style.fontWeight === '800' ? 800 : style.fontWeight === '700' ? 700 : 400;
const measureIn = (style: { readonly fontSize: number; readonly fontWeight?: string }) =>
  alegreyaSansMeasure(weightOf(style), style.fontSize);

/** Each line of the tile that is wider than the tile less its margins, with its width. */
function overflowing(lines: readonly string[], measure: (text: string) => number): string[] {
  return lines.filter((line) => measure(line) > SCORING_TILE_LINE_WIDTH).map((line) => `${line}: ${measure(line)} px`);
}

describe("a scoring tile's lines fit inside the tile with a margin, in every language", () => {
  afterAll(() => i18n.changeLanguage('en'));
  for (const language of LANGUAGES) {
    it(`${language}: every tile's name on at most two lines, its timing, and every track's name`, async () => {
      await loadLanguage(language);
      await i18n.changeLanguage(language);
      expect(i18n.hasResourceBundle(language, 'translation'), 'the catalog is loaded').toBe(true);
      const measureName = measureIn(SCORING_TILE_NAME_STYLE);
      const names = data.SCORING_TILE_IDS.map((tile) => scoringTileNameLines(tile, measureName));
      const tooManyLines = names.filter((lines) => lines.length > SCORING_TILE_NAME_LINES);
      const timings = data.SCORING_TILE_IDS.map((tile) => boardWords.scoringTileTiming(tile));
      const tracks = TRACK_ORDER.map((track) => boardWords.trackName(track));
      expect([
        ...tooManyLines.map((lines) => `${lines.join(' ')}: ${lines.length} lines`),
        ...overflowing(names.flat(), measureName),
        ...overflowing(timings, measureIn(SCORING_TILE_TIMING_STYLE)),
        ...overflowing(tracks, measureIn(SCORING_TILE_TRACK_STYLE)),
      ]).toEqual([]);
    });
  }
});
