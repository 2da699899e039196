import { abilityTooltip, boardWords, workersTooltip } from '../../game/describe';
import { drawIcon } from '../icons';
import { rect, type Rect } from '../layout';
import { PALETTE } from '../palette';
import { label } from '../pieces';
import { NO_TARGETS, infoTarget, type Area } from './area';

/** The viewed player's workers and the abilities they own, in a row under the storage board. */
export const ABILITY_ROW = rect(404, 476, 556, 34);
export const ownedAbilityRect = (index: number): Rect => rect(480 + index * 96, 478, 92, 30);
/** The viewed player's workers, at the start of the ability row. */
export const WORKERS = rect(ABILITY_ROW.x, ABILITY_ROW.y, ownedAbilityRect(0).x - ABILITY_ROW.x, ABILITY_ROW.h);

export const abilitiesArea: Area = {
  name: 'abilities',
  rects: () => [ABILITY_ROW],
  redrawKey: ({ view: { viewedSeat, viewed } }) =>
    JSON.stringify([viewedSeat, viewed?.abilities, viewed?.workersOwned, viewed?.workersPlaced]),
  paint: (g, t, { view: { viewed: player } }) => {
    if (!player) return;
    const r = ABILITY_ROW;
    const free = player.workersOwned - player.workersPlaced;
    for (let i = 0; i < player.workersOwned; i++) drawIcon(g, 'worker', r.x + 12 + i * 16, r.y + 17, 18);
    t.addChild(
      label(`${free}/${player.workersOwned}`, r.x + 12 + player.workersOwned * 16, r.y + 10, {
        fontSize: 11,
        fill: PALETTE.foam,
      }),
    );
    player.abilities.forEach((ability, i) => {
      const s = ownedAbilityRect(i);
      g.roundRect(s.x, s.y, s.w, s.h, 5).fill(0x3d5566).stroke({ width: 1, color: PALETTE.foam, alpha: 0.6 });
      t.addChild(
        label(
          boardWords.abilityName(ability),
          s.x + s.w / 2,
          s.y + s.h / 2,
          { fontSize: 12, fontWeight: '700' },
          [0.5, 0.5],
        ),
      );
    });
  },
  actingTargets: NO_TARGETS,
  informationTargets: ({ view: { viewed: player } }) =>
    player
      ? [
          infoTarget('workers', WORKERS, workersTooltip(player)),
          ...player.abilities.map((ability, i) =>
            infoTarget(`owned-ability-${ability}`, ownedAbilityRect(i), abilityTooltip(ability, true)),
          ),
        ]
      : [],
};
