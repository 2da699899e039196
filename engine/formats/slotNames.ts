/**
 * How save slot names are compared, by the desktop store (whose slots are files) and the browser store alike. macOS
 * and Windows take `Fjord.json` and `fjord.json` for one file, so two slots whose names differ only in case would be
 * one file there and two on Linux, and a new game named like an old one in other capitals would silently overwrite
 * it. Every platform therefore compares names case-insensitively, with Unicode's case mappings rather than ASCII's:
 * `Ærø` and `ærø`, `ΟΔΟΣ` and `οδοσ` are one name. The mapping goes to upper case and back to lower case, which folds
 * what lower-casing alone leaves apart (the final sigma, `ß` and `SS`), in the root locale so that no user's locale
 * (Turkish dotted i) changes which names collide; normal form C before and after, as macOS compares normalised names.
 */
export function foldSlotName(name: string): string {
  return name.normalize('NFC').toLocaleUpperCase('und').toLocaleLowerCase('und').normalize('NFC');
}

/** Whether two slot names are one slot (see `foldSlotName`). */
export function sameSlotName(left: string, right: string): boolean {
  return foldSlotName(left) === foldSlotName(right);
}
