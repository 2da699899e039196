import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PALETTE, cssHex } from '../scene/palette';

/** The style sheets that colour hints and errors: the table's and the tutorial's. */
const CSS = ['styles.css', 'tutorial/tutorial.css']
  .map((file) => readFileSync(join(import.meta.dirname, file), 'utf8'))
  .join('\n');
const VARIABLES = new Map([...CSS.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map((m) => [m[1], m[2]]));

/** The colour a rule of the style sheets gives `property`, a variable resolved: #rrggbb. */
function colourOf(selector: string, property: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|\\n|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(CSS)?.[1];
  const value = body && new RegExp(`(?:^|;|\\s)${property}\\s*:([^;]*)`).exec(body)?.[1];
  const colour = value && /#[0-9a-f]{6}\b|var\(--([\w-]+)\)/i.exec(value);
  const hex = colour ? (colour[1] ? VARIABLES.get(colour[1]) : colour[0]) : undefined;
  if (!hex) throw new Error(`no colour for ${property} in ${selector}`);
  return hex.toLowerCase();
}

/** The hue (0..360°) of #rrggbb. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const span = max - Math.min(r, g, b);
  if (span === 0) return 0;
  const sector = max === r ? ((g - b) / span + 6) % 6 : max === g ? (b - r) / span + 2 : (r - g) / span + 4;
  return sector * 60;
}
/** Red, as errors are drawn: a hue within 25° of 0°. */
const red = (hex: string): boolean => Math.min(hue(hex), 360 - hue(hex)) <= 25;

describe('hints are not drawn in the colour of errors', () => {
  const hints = {
    'a hinted spot on the table': colourOf('.hit.hit-hint', 'outline'),
    'a hinted choice in the prompt': colourOf('.options button.hinted', 'outline'),
    'the prompt’s hint box': colourOf('.hint-box', 'border-left'),
    'the tutorial’s “not now”': colourOf('.tutorial-not-now', 'border-left'),
    'the next building the table marks': cssHex(PALETTE.focus),
  };
  const errors = {
    'a refusal in the prompt': colourOf('.prompt-message', 'color'),
    'the refusal bubble': colourOf('.refusal-bubble', 'border'),
    'a ghost that does not fit': cssHex(PALETTE.illegal),
  };

  it('every error is drawn in red, and no hint is (a red hint reads as a refusal)', () => {
    expect(Object.entries(errors).filter(([, colour]) => !red(colour))).toEqual([]);
    expect(Object.entries(hints).filter(([, colour]) => red(colour))).toEqual([]);
  });

  it('the prompt and the table mark a hint in the one highlight colour', () => {
    expect(new Set(Object.values(hints))).toEqual(new Set([cssHex(PALETTE.focus)]));
  });
});
