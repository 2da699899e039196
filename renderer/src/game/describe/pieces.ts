import { i18n, t } from '../../i18n';
import type { CountedIcon } from '../../scene/pieceArt';
import { data, type Gain, type Resource } from '../engine';
import { amount, buildingText, costText, gainText, iconName } from '../names';

/** The words for the table's small pieces (tiles, crates, tokens, icons), shared by the other descriptions. */

export { t };

/** What a piece of the table is, shown as its tooltip: a title and a body of lines (split at \n). */
export interface Tooltip {
  readonly title: string;
  readonly body: string;
}

/** Joins the lines that apply (false, null and empty strings are left out). */
export const lines = (...parts: readonly (string | false | null | undefined)[]): string =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '').join('\n');

/** A seat's name, or "Player 2" for a seat without one. */
export const nameOf = (names: readonly string[], seat: number): string =>
  names[seat] ?? t('newGame.defaultSeatName', { number: seat + 1 });

/** Names in a list in the language's own way ("Ida, Bo and Liv"), or `none` when there are none. */
export const listOrNone = (items: readonly string[], none: string): string =>
  items.length > 0 ? new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(items) : none;

export const describeGain = (gain: Gain): string => gainText(gain);
export const describeCost = (cost: readonly Resource[]): string => costText(cost);

/** The buildings of a tile, by what they do: "gain 2 fish | improve one resource". */
export function describeTile(tileId: number): string {
  const tile = data.TILES[tileId];
  if (!tile) return t('table.piece.tile');
  return tile.cells.map((code) => buildingText(code)).join(' | ');
}

export function describeCrate(crateId: number): string {
  const crate = data.CRATES[crateId];
  if (!crate) return t('table.piece.crate');
  return t('table.piece.crateCost', { cost: costText(crate.cost), vp: amount('vp', crate.vp) });
}

export function describeToken(tokenId: number): string {
  const token = data.TOKENS[tokenId];
  return token ? gainText(token.gain) : t('table.piece.token');
}

/** The icons a piece shows, named as the rules reference names them: "Grain + 3 Victory points". */
export function describeIcons(icons: readonly CountedIcon[]): string {
  return icons
    .map((icon) => (icon.count > 1 ? `${icon.count} ${iconName(icon.kind)}` : iconName(icon.kind)))
    .join(' + ');
}
