// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { overlaps, PLAYER_ZONES, PROMPT_PANEL, SOLO_GOAL } from '../layout';
import { miniVillageRect, playerPanelRect } from './players';

const inside = (outer: { x: number; y: number; w: number; h: number }, inner: typeof outer): boolean =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.w <= outer.x + outer.w &&
  inner.y + inner.h <= outer.y + outer.h;

describe("the players' cards keep to either side of the prompt dock (the prompt never covers them)", () => {
  for (const seats of [1, 2, 3, 4]) {
    it(`${seats} seat(s): every card in one of the two places, none over the prompt dock or another card, in seat order left to right`, () => {
      const cards = Array.from({ length: seats }, (_, seat) => playerPanelRect(seat, seats));
      for (const card of cards) {
        expect(PLAYER_ZONES.some((zone) => inside(zone, card))).toBe(true);
        expect(overlaps(card, PROMPT_PANEL)).toBe(false);
        expect(inside(card, miniVillageRect(cards.indexOf(card), seats))).toBe(true);
      }
      for (let seat = 1; seat < seats; seat++) {
        expect(overlaps(cards[seat - 1] as typeof PROMPT_PANEL, cards[seat] as typeof PROMPT_PANEL)).toBe(false);
        expect((cards[seat] as typeof PROMPT_PANEL).x).toBeGreaterThan((cards[seat - 1] as typeof PROMPT_PANEL).x);
      }
    });
  }

  it("a solo game's goal takes the place its only card leaves, clear of the prompt dock", () => {
    expect(overlaps(SOLO_GOAL, playerPanelRect(0, 1))).toBe(false);
    expect(overlaps(SOLO_GOAL, PROMPT_PANEL)).toBe(false);
  });
});
