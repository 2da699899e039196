import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLAN_BOARDS, CLAN_IDS, GRID_SIZE, cellIndex, type ClanBoard } from './data/index.js';

/**
 * RULES §14.2 in engine/RULES.md draws every clan board; the engine plays engine/data/clans.ts. The drawing is the
 * data written out, so a layout changed in one place and not the other fails here.
 */
function drawnBoard(board: ClanBoard): string {
  const { buildings, boardwalks, startCells } = board.layout;
  const rows: string[] = [];
  const walks: string[] = [];
  for (let r = 1; r <= GRID_SIZE; r++) {
    const marks: string[] = [];
    for (let c = 1; c <= GRID_SIZE; c++) {
      const cell = cellIndex(r, c);
      const walk = boardwalks.find((w) => w.cell === cell);
      if (walk) walks.push(walk.label);
      marks.push(buildings.find((b) => b.cell === cell)?.code ?? (walk ? '=' : startCells.includes(cell) ? 'S' : '.'));
    }
    rows.push(
      marks
        .map((m) => m.padEnd(3))
        .join('')
        .trimEnd(),
    );
  }
  return [
    `#### 14.2.${CLAN_IDS.indexOf(board.id) + 1} ${board.name}`,
    '```',
    ...rows,
    '```',
    `Boardwalks: ${walks.join(' · ')}.`,
  ].join('\n');
}

describe('RULES §14.2: engine/RULES.md draws each clan board as the engine plays it', () => {
  const rules = readFileSync(join(import.meta.dirname, 'RULES.md'), 'utf8');
  for (const id of CLAN_IDS) {
    it(`${CLAN_BOARDS[id].name}: buildings, boardwalks with their rewards, and start cells`, () => {
      expect(rules).toContain(drawnBoard(CLAN_BOARDS[id]));
    });
  }
});
