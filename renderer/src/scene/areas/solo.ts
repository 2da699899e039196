import { soloTooltip } from '../../game/describe';
import { SOLO_GOAL } from '../layout';
import { NO_TARGETS, infoTarget, type Area } from './area';

/** A solo game's task and medals, in the middle of the player strip: the page draws it (ui/campaign/SoloGoal.tsx). */
export const soloArea: Area = {
  name: 'solo',
  rects: ({ state }) => (state.players.length === 1 ? [SOLO_GOAL] : []),
  redrawKey: () => 'drawn by the page',
  paint: () => undefined,
  actingTargets: NO_TARGETS,
  informationTargets: ({ state }) =>
    state.players.length === 1 ? [infoTarget('solo-task', SOLO_GOAL, soloTooltip(state))] : [],
};
