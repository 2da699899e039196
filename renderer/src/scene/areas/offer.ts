import { CanvasTextMetrics, TextStyle } from 'pixi.js';
import { abilityLabel, abilityTooltip, boardWords } from '../../game/describe';
import { rect, type Rect } from '../layout';
import { PALETTE } from '../palette';
import { FONT, label } from '../pieces';
import { CARD_NAME_STYLE, CARD_TEXT_STYLE, abilityCardLines } from './abilityCard';
import { NO_TARGETS, type Area } from './area';

/** The abilities on offer, bottom right. */
export const abilityOfferRect = (index: number): Rect => rect(968 + index * 77, 506, 73, 94);
export const OFFER_PANEL = rect(966, 502, 308, 100);

export const offerArea: Area = {
  name: 'offer',
  rects: () => [OFFER_PANEL],
  redrawKey: ({ view }) => JSON.stringify(view.state.abilityOffer),
  paint: (g, t, { view: { state } }) => {
    t.addChild(label(boardWords.abilities(), 972, 506, { fontSize: 11, fill: PALETTE.foam }));
    // Wrapped here, not by PixiJS, so the lines drawn are the lines abilityCard.test.ts checks against the card.
    const textStyle = new TextStyle({ fontFamily: FONT, ...CARD_TEXT_STYLE });
    const measure = (text: string): number => CanvasTextMetrics.measureText(text, textStyle).width;
    state.abilityOffer.forEach((ability, i) => {
      const r = abilityOfferRect(i);
      g.roundRect(r.x + 1, r.y + 17, r.w - 2, r.h - 17, 6)
        .fill(0x3d5566)
        .stroke({ width: 1, color: PALETTE.foam, alpha: 0.7 });
      t.addChild(label(boardWords.abilityName(ability), r.x + r.w / 2, r.y + 19, CARD_NAME_STYLE, [0.5, 0]));
      t.addChild(
        label(
          abilityCardLines(ability, measure).join('\n'),
          r.x + r.w / 2,
          r.y + 34,
          { ...CARD_TEXT_STYLE, fill: PALETTE.foam, align: 'center' },
          [0.5, 0],
        ),
      );
    });
  },
  actingTargets: ({ state, can }) =>
    state.abilityOffer.map((ability, i) => ({
      id: `ability-${ability}`,
      rect: abilityOfferRect(i),
      label: abilityLabel(ability),
      get tooltip() {
        return abilityTooltip(ability);
      },
      enabled: can((a) => a.type === 'takeAbility' && a.ability === ability),
      command: { kind: 'send', action: { type: 'takeAbility', ability } },
    })),
  informationTargets: NO_TARGETS,
};
