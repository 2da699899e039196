/** How wide a piece of text is drawn, in table pixels, at the style the caller has in mind. */
export type MeasureText = (text: string) => number;

/**
 * Greedy word wrapping: as many words on a line as fit `maxWidth`. A word wider than the line stays whole on a line
 * of its own (it overflows, and `textFits` says so) — breaking inside a word would make a card unreadable.
 */
export function wrapText(text: string, maxWidth: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const longer = line === '' ? word : `${line} ${word}`;
    if (line !== '' && measure(longer) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** A box text is drawn into: its width, and how many lines of `lineHeight` its height holds. */
export interface TextBox {
  readonly width: number;
  readonly height: number;
  readonly lineHeight: number;
}

/** Whether wrapped lines fit the box: none wider than it, and no more of them than its height holds. */
export function textFits(lines: readonly string[], box: TextBox, measure: MeasureText): boolean {
  return lines.length * box.lineHeight <= box.height && lines.every((line) => measure(line) <= box.width);
}
