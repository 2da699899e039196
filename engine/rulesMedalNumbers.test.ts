import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN, EDITIONS, EDITION_DATA, MEDALS, type Edition, type Medal } from './data/index.js';

/**
 * Medal numbers in the rules texts are copies of engine/data, and copies drift: every one the texts state is found
 * here and compared with the data. A number the test cannot tie to a ladder of the data fails too, so a rules text
 * can only state a medal number in a sentence that says whose it is (an edition's ladder, the ladder an unrecorded
 * save is graded on, or a campaign challenge's).
 */
const ROOT = join(import.meta.dirname, '..');
const RULES_TEXTS = ['engine/RULES.md', 'README.md', 'docs/playing.md', 'docs/calibration.md'];

type Ladder = Readonly<Record<Medal, number>>;

const MEDAL_WORDS: Readonly<Record<string, Medal>> = {
  Bronze: 'bronze',
  Silver: 'silver',
  Gold: 'gold',
  'Fjord master': 'fjordMaster',
};
const NUMBER = '(\\d+)(?!\\d|\\s*%)(?: VP)?';
/** Four numbers in Bronze-to-Fjord-master order: with the medals' names, or bare (`70, 95, 115, 145`, `70 / 95 / 115 / 145`). */
const NAMED_LADDER = new RegExp(
  `Bronze ${NUMBER},? Silver ${NUMBER},? Gold ${NUMBER},? (?:and )?Fjord master ${NUMBER}`,
  'g',
);
const BARE_LADDER = new RegExp(
  `(?<![\\d,/])${NUMBER}(?:, | ?/ ?)${NUMBER}(?:, | ?/ ?)${NUMBER}(?:, | ?/ ?)${NUMBER}(?![\\d/])`,
  'g',
);
const ONE_MEDAL = new RegExp(`(Bronze|Silver|Gold|Fjord master) ${NUMBER}`, 'g');

interface Stated {
  readonly file: string;
  readonly label: string;
  readonly numbers: readonly number[];
  readonly medal: Medal | null;
}

/** The text with its lines joined (sentences wrap), and the clause before `index`: what says whose numbers they are. */
function clauseBefore(text: string, index: number): string {
  const before = text.slice(0, index);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf('; '), before.lastIndexOf('\n'));
  return before.slice(start + 1);
}

/** Bare lists of four numbers are medal ladders only in the solo section (13) and the editions (16). */
function soloSections(text: string): string {
  return text
    .split(/\n(?=## )/)
    .filter((section) => /^## 1[36]\b/.test(section))
    .join('\n\n');
}

function statedNumbers(file: string): Stated[] {
  const raw = readFileSync(join(ROOT, file), 'utf8');
  const text = raw.replace(/([^\n])\n(?=[^\n#|-])/g, '$1 ');
  const stated: Stated[] = [];
  const covered = new Set<number>();
  for (const match of text.matchAll(NAMED_LADDER)) {
    stated.push({ file, label: clauseBefore(text, match.index), numbers: match.slice(1, 5).map(Number), medal: null });
    for (let i = match.index; i < match.index + match[0].length; i++) covered.add(i);
  }
  const solo = soloSections(text);
  for (const match of solo.matchAll(BARE_LADDER))
    stated.push({ file, label: clauseBefore(solo, match.index), numbers: match.slice(1, 5).map(Number), medal: null });
  for (const match of text.matchAll(ONE_MEDAL)) {
    if (covered.has(match.index)) continue;
    stated.push({
      file,
      label: clauseBefore(text, match.index),
      numbers: [Number(match[2])],
      medal: MEDAL_WORDS[match[1] as string] as Medal,
    });
  }
  return stated;
}

/** The ladder of the data the clause names, or null when it names none the test knows. */
function ladderNamed(label: string): Ladder | null {
  const challenge = /challenge (\d+)/i.exec(label);
  if (challenge) return CAMPAIGN[Number(challenge[1]) - 1]?.thresholds ?? null;
  const edition = /edition (\d)/i.exec(label);
  if (!edition || !(EDITIONS as readonly number[]).includes(Number(edition[1]))) return null;
  const data = EDITION_DATA[Number(edition[1]) as Edition];
  return /recorded no|saved before|before games recorded/i.test(label)
    ? data.unrecordedMedalThresholds
    : data.medalThresholds;
}

describe('medal numbers in the rules texts match engine/data', () => {
  const stated = RULES_TEXTS.flatMap(statedNumbers);

  it("the rules state each edition's ladder and challenge 1's Bronze", () => {
    for (const edition of EDITIONS) {
      expect(
        stated.some((s) => s.medal === null && ladderNamed(s.label) === EDITION_DATA[edition].medalThresholds),
        `edition ${edition}'s ladder`,
      ).toBe(true);
    }
    expect(stated.some((s) => s.medal === 'bronze' && /challenge 1\b/i.test(s.label))).toBe(true);
  });

  it("every medal number stated is the data's number for what its sentence names", () => {
    for (const s of stated) {
      const ladder = ladderNamed(s.label);
      const where = `${s.file}: "…${s.label.trim().slice(-80)} ${s.numbers.join(', ')}"`;
      expect(ladder, `${where} names no ladder of engine/data`).not.toBeNull();
      const expected = s.medal === null ? MEDALS.map((medal) => ladder?.[medal]) : [ladder?.[s.medal]];
      expect(s.numbers, where).toEqual(expected);
    }
  });
});
