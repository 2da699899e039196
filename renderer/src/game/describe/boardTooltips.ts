import { techRewardIcon } from '../../scene/iconUse';
import { data, finalScore, gameTracks, soloMedalThresholds, type GameState, type Track } from '../engine';
import {
  abilityName,
  amount,
  iconName,
  medalName,
  scoringTileLine,
  scoringTileName,
  taskText,
  techRewardText,
  trackName,
} from '../names';
import { lines, listOrNone, nameOf, t, type Tooltip } from './pieces';

/** Tooltips of the shared board: technology tracks and their tiles, the fjord, the pool, the round and score tracks, the solo goal. */

/** The final score of a seat if the game ended now (the engine's own projection; the real one once it is over). */
export function projectedScore(state: GameState, seat: number): { total: number; crateSets: number } {
  const breakdown = finalScore(state).players[seat];
  return { total: breakdown?.total ?? 0, crateSets: breakdown?.crateSets ?? 0 };
}

/** Where the technology spaces that give `kind` are: "Village 1, Village 3". */
export function techSpacesGiving(kind: data.TechReward['kind']): string {
  return data.TRACKS.flatMap((track) =>
    data.TECH_TRACKS[track].rewards.flatMap((reward, i) =>
      reward.kind === kind ? [t('table.board.techSpace', { track: trackName(track), space: i + 1 })] : [],
    ),
  ).join(', ');
}

export function trackTooltip(state: GameState, track: Track, viewedSeat: number, names: readonly string[]): Tooltip {
  // In the advanced game the advanced tile covers Trade (RULES §14.1): the tooltip reads the game's own tracks.
  const def = gameTracks(state.setup)[track];
  const at = state.players[viewedSeat]?.tech[track];
  const tile = state.scoringTiles[track];
  return {
    title:
      at === undefined
        ? t('table.board.track', { track: trackName(track) })
        : t('table.board.trackAt', { track: trackName(track), name: nameOf(names, viewedSeat), at }),
    body: lines(
      ...def.rewards.map((reward, i) =>
        t('table.board.trackSpace', {
          space: i + 1,
          reward: techRewardText(reward),
          icon: iconName(techRewardIcon(reward)),
          cost: amount(def.costs[i] ?? 'fish', 1),
        }),
      ),
      t('table.board.trackTop', { tile: scoringTileLine(tile) }),
      t('table.board.trackMarkers', {
        markers: state.players.map((player, seat) => `${nameOf(names, seat)} ${player.tech[track]}`).join(', '),
      }),
      t('table.board.trackEndVp', { top: data.TOP_SPACE, vp: data.TECH_POSITION_VP.join('/') }),
    ),
  };
}

/** A scoring tile on top of its technology track (RULES §9.3). */
export function scoringTileTooltip(state: GameState, track: Track, names: readonly string[]): Tooltip {
  const id = state.scoringTiles[track];
  const tile = data.SCORING_TILES[id];
  const reached = state.players.flatMap((player, seat) =>
    player.tech[track] >= data.TOP_SPACE ? [nameOf(names, seat)] : [],
  );
  const solo = state.players.length === 1;
  return {
    title: t('table.board.scoringTile', { tile: scoringTileName(id), track: trackName(track) }),
    body: lines(
      scoringTileLine(id),
      t(tile.timing === 'now' ? 'table.board.scoredNow' : 'table.board.scoredAtEnd', {
        top: data.TOP_SPACE,
        track: trackName(track),
      }),
      solo &&
        id === 'pioneer' &&
        t('table.board.soloPioneer', {
          early: amount('vp', data.SOLO.pioneerEarlyVp),
          round: data.SOLO.pioneerEarlyLastRound,
          late: amount('vp', data.SOLO.pioneerLateVp),
        }),
      t('table.board.reachedTop', { names: listOrNone(reached, t('table.board.nobodyYet')) }),
    ),
  };
}

export function roundTrackerTooltip(state: GameState): Tooltip {
  const title =
    state.phase === 'draft'
      ? t('table.board.beforeRoundOne')
      : state.phase === 'over'
        ? t('table.board.overAfter', { rounds: data.GAME.rounds })
        : t('table.board.roundOf', { round: state.round, rounds: data.GAME.rounds });
  return {
    title,
    body: lines(
      t('table.board.trackerDice', { count: state.trackerDice.length }),
      t(state.players.length === 1 ? 'table.board.poolPerRoundSolo' : 'table.board.poolPerRound', {
        white: data.GAME.whiteDicePerPlayer,
        players: data.SOLO.diceAsPlayers,
      }),
    ),
  };
}

export function scoreTrackTooltip(state: GameState, names: readonly string[]): Tooltip {
  const order = state.players.map((player, seat) => ({ seat, score: player.score })).sort((a, b) => b.score - a.score);
  return {
    title: t('table.board.scoreTrack'),
    body: lines(
      ...order.map(({ seat, score }) => `${nameOf(names, seat)}: ${amount('vp', score)}`),
      t('table.board.finalScoring', {
        fish: amount('fish', data.GAME.fishPerFinalVp),
        sets: amount('vp', data.CRATE_SET_VP),
        tech: data.TECH_POSITION_VP.join('/'),
      }),
    ),
  };
}

/** The area of the dice pool for one value. */
export function poolValueTooltip(state: GameState, value: number): Tooltip {
  const count = (colour: 'white' | 'orange'): number =>
    state.pool.filter((die) => die.value === value && die.colour === colour).length;
  const removed = state.removedDice.filter((die) => die.value === value).length;
  return {
    title: t('table.board.diceShowing', { value }),
    body: lines(
      t('table.board.inPool', { white: count('white'), orange: count('orange') }),
      t('table.board.dieEnters', { value }),
      t('table.board.changeCost', { fish: amount('fish', data.GAME.fishPerPip) }),
      removed > 0 && t('table.board.removed', { count: removed }),
    ),
  };
}

export function harbourTooltip(state: GameState, names: readonly string[]): Tooltip {
  const here = state.players.flatMap((player, seat) =>
    player.boat.section === data.HARBOUR ? [nameOf(names, seat)] : [],
  );
  return {
    title: t('table.board.harbour'),
    body: lines(
      t('table.board.boatsHere', { names: listOrNone(here, t('table.board.none')) }),
      t('table.board.harbourRule'),
    ),
  };
}

export function sectionTooltip(state: GameState, section: data.FjordSection, names: readonly string[]): Tooltip {
  const here = state.players.flatMap((player, seat) =>
    player.boat.section === section.section ? [nameOf(names, seat)] : [],
  );
  const seafaring = data.TECH_TRACKS.seafaring;
  const space = seafaring.rewards.findIndex((reward) => reward.kind === section.needs);
  const reward = seafaring.rewards[space];
  return {
    title: t('table.board.section', { section: section.section }),
    body: lines(
      t('table.board.returnFrom', { vp: amount('vp', section.returnVp) }),
      t('table.board.tokensLeft', { count: state.fjord[section.section - 1]?.length ?? 0, type: section.tokenType }),
      reward &&
        t('table.board.needs', { track: trackName('seafaring'), space: space + 1, reward: techRewardText(reward) }),
      t('table.board.boatsHere', { names: listOrNone(here, t('table.board.none')) }),
    ),
  };
}

/** A seat's panel in the strip along the bottom. */
export function playerTooltip(state: GameState, seat: number, names: readonly string[]): Tooltip {
  const player = state.players[seat];
  if (!player) return { title: nameOf(names, seat), body: '' };
  const crates = player.docks.reduce((n, row) => n + row.length, 0);
  return {
    title: nameOf(names, seat),
    body: lines(
      player.retired
        ? t('table.board.playerRetired', { vp: amount('vp', player.score), tavern: player.tavern ?? '?' })
        : t('table.board.playerScore', { vp: amount('vp', player.score) }),
      t('table.board.playerPieces', {
        crates: t('table.board.crates', { count: crates }),
        boat:
          player.boat.section === data.HARBOUR
            ? t('table.board.boatInHarbour')
            : t('table.board.boatInSection', { section: player.boat.section }),
        free: player.workersOwned - player.workersPlaced,
        owned: player.workersOwned,
      }),
      player.abilities.length > 0 &&
        t('table.board.playerAbilities', { abilities: player.abilities.map(abilityName).join(', ') }),
      t('table.board.showLarge'),
    ),
  };
}

/** The solo game's task and medals (RULES §13.2–13.3), measured by the engine's final scoring as things stand. */
export function soloTooltip(state: GameState): Tooltip {
  const result = finalScore(state);
  const task = state.setup.task;
  const { total } = projectedScore(state, 0);
  const medal = result.solo?.medal ?? null;
  // A campaign challenge asks its own thresholds (RULES §13.4), a quick solo game those of its edition (RULES §13.2).
  const thresholds = soloMedalThresholds(state.setup);
  const score = amount('vp', total);
  return {
    title: task ? t('table.board.soloTask', { task: taskText(task) }) : t('soloGoal.solo'),
    body: lines(
      task && t(result.solo?.taskMet ? 'table.board.taskMet' : 'table.board.taskNotMet'),
      t('table.board.medals', { medals: data.MEDALS.map((m) => `${medalName(m)} ${thresholds[m]}`).join(' · ') }),
      t(state.phase === 'over' ? 'table.board.finalScore' : 'table.board.ifEndedNow', {
        score,
        medal: medal ? medalName(medal) : t('table.board.noMedal'),
      }),
    ),
  };
}
