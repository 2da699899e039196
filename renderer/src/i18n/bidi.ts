/**
 * A name a player typed (a seat's name, a save slot's name), as a run of text that the text around it cannot reorder
 * and that cannot reorder it: U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE, as `<bdi>` does in
 * HTML. Without it, a name beginning with U+202E (right-to-left override) reverses everything after it in the line,
 * and an Arabic or Hebrew name moves the punctuation and numbers next to it. For names put into sentences (the
 * catalog's placeholders) and for text drawn on the canvas, where no element can isolate it.
 */
export function isolate(name: string): string {
  return `\u2068${name}\u2069`;
}
