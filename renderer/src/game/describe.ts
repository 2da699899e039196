import { data, finalScore, villageLayout, type Action, type Die, type GameEvent, type GameState, type PlayerState } from './engine';
import type { AbilityId, Gain, Line, Resource, Track } from './engine';
import { ICON_NAMES, type CountedIcon } from '../scene/iconArt';
import { dockRewardIcons, techRewardIcon } from '../scene/iconUse';
import { buildingTooltip } from './interaction';

/** Plain-words descriptions of actions, events and the pieces on the table, built from the edition data the engine uses. */

const TRACK_LABEL = (track: keyof typeof data.TECH_TRACKS): string => data.TECH_TRACKS[track].label;

export function describeGain(gain: Gain): string {
  const parts: string[] = [];
  for (const [key, amount] of Object.entries(gain)) {
    if (!amount) continue;
    parts.push(`${amount} ${key === 'vp' ? 'VP' : key}`);
  }
  return parts.length > 0 ? parts.join(' + ') : 'nothing';
}

export function describeCost(cost: readonly Resource[]): string {
  const counts = new Map<Resource, number>();
  for (const resource of cost) counts.set(resource, (counts.get(resource) ?? 0) + 1);
  return [...counts].map(([resource, n]) => `${n} ${resource}`).join(' + ');
}

export function describeTile(tileId: number): string {
  const tile = data.TILES[tileId];
  if (!tile) return 'a building tile';
  return tile.cells.map((code) => data.BUILDINGS[code].label.toLowerCase()).join(' | ');
}

export function describeCrate(crateId: number): string {
  const crate = data.CRATES[crateId];
  if (!crate) return 'a crate';
  return `${describeCost(crate.cost)} → ${crate.vp} VP`;
}

export function describeToken(tokenId: number): string {
  const token = data.TOKENS[tokenId];
  return token ? describeGain(token.gain) : 'a fishing token';
}

/** A short label for a button that sends `action` in `state`. */
export function describeAction(action: Action, state: GameState): string {
  switch (action.type) {
    case 'pickSet': {
      const set = state.startingSets[action.set];
      if (!set) return `Pick set ${action.set + 1}`;
      const resources = data.STARTING_RESOURCE_TILES[set.resourceTile]?.label ?? '';
      return `Set ${action.set + 1}: ${data.ABILITIES[set.ability].name}, ${describeTile(set.tile)}, ${resources}`;
    }
    case 'placeStartingTile': return 'Place the starting building';
    case 'takeDie': return action.use === 'aside' ? 'Set the die aside for 1 fish' : `Place the die as a ${action.value}`;
    case 'build': return `Build from stack ${action.stack}`;
    case 'retire': return `Retire to tavern T${action.tavern}: ${data.TAVERNS[action.tavern - 1]?.label ?? ''}`;
    case 'continueChain': return 'Continue the chain';
    case 'stopChain': return 'Stop the chain here';
    case 'improve': return `Improve ${action.from} → ${action.to}`;
    case 'completeOrder': {
      const top = state.crateStacks[action.stack - 1]?.[0];
      const what = top === undefined ? '' : `: ${describeCrate(top)}`;
      const swap = action.substitute ? ` (paying ${action.substitute.with} for ${action.substitute.replace})` : '';
      return `Complete order ${action.stack}${what}${swap}`;
    }
    case 'gainTech': return `Gain ${TRACK_LABEL(action.track)} technology`;
    case 'advanceBoat': return 'Advance the boat';
    case 'returnHome': return 'Return home';
    case 'keepToken': return `Keep ${describeToken(action.token)}`;
    case 'slotToken': return action.slot === 'double' ? 'Put it in the ×2 slot' : 'Put it in a normal slot';
    case 'takeAbility': return `Take ${data.ABILITIES[action.ability].name}: ${data.ABILITIES[action.ability].text}`;
    case 'dockTrade': return action.pay === 'grain' ? 'Pay 1 grain for 3 VP' : 'Pay 1 food for 5 VP';
    case 'decline': return 'Decline';
    case 'placeWorker': return 'Place a worker here';
    case 'sell': return `Sell 1 ${action.resource}`;
    case 'improveForFish': return `Improve ${action.from} → ${action.to} for fish`;
    case 'downgrade': return `Downgrade ${action.from} → ${action.to}`;
    case 'throwOverboard': return `Throw ${describeToken(action.token)} overboard`;
    case 'endTurn': return 'End turn';
  }
}

export interface LogEntry {
  readonly id: number;
  readonly seat: number | null;
  readonly round: number;
  readonly text: string;
}

/** One line of the game log for an event, or null for events that say nothing new (e.g. a turn starting). */
export function describeEvent(event: GameEvent, names: readonly string[]): { seat: number | null; text: string } | null {
  const who = (seat: number): string => names[seat] ?? `Player ${seat + 1}`;
  switch (event.type) {
    case 'DiceRolled': return { seat: null, text: `Round ${event.round}: ${event.dice.length} dice rolled into the pool.` };
    case 'SetPicked': return { seat: event.player, text: `${who(event.player)} picked starting set ${event.set + 1}.` };
    case 'DieTaken': return { seat: event.player, text: `${who(event.player)} took a ${event.colour} ${event.value}.` };
    case 'DieAdjusted': return { seat: event.player, text: `${who(event.player)} turned the die from ${event.from} to ${event.to} for ${event.fishPaid} fish.` };
    case 'DiePlaced': return { seat: event.player, text: `${who(event.player)}’s die settled in ${event.line} ${event.index}.` };
    case 'DieSetAside': return { seat: event.player, text: `${who(event.player)} set the die aside.` };
    case 'DieRemoved': return { seat: null, text: 'The highest die of that colour left the pool (solo rule).' };
    case 'BuildingActivated': return null;
    case 'TilePlaced': return { seat: event.player, text: `${who(event.player)} built ${describeTile(event.tile)}.` };
    case 'TileDiscarded': return { seat: null, text: `The top tile of stack ${event.from} was discarded.` };
    case 'LineCompleted': return { seat: event.player, text: `${who(event.player)} completed ${event.line} ${event.index}.` };
    case 'ResourcesChanged': {
      const parts = Object.entries(event.delta).filter(([, n]) => n).map(([r, n]) => `${(n ?? 0) > 0 ? '+' : ''}${n} ${r}`);
      return parts.length === 0 ? null : { seat: event.player, text: `${who(event.player)}: ${parts.join(', ')} (${event.reason}).` };
    }
    case 'BoatMoved': return { seat: event.player, text: `${who(event.player)}’s boat ${event.to === 0 ? 'returned to the harbour' : `sailed to section ${event.to}`}.` };
    case 'BoatUpgraded': return { seat: event.player, text: `${who(event.player)} upgraded the boat.` };
    case 'TokenDrawn': return { seat: event.player, text: `${who(event.player)} caught ${describeToken(event.token)} in section ${event.section}.` };
    case 'TokenLookedAt': return { seat: event.player, text: `${who(event.player)} looked at two tokens with the nets.` };
    case 'TokenThrown': return { seat: event.player, text: `${who(event.player)} threw a token overboard.` };
    case 'ReturnedHome': return { seat: event.player, text: `${who(event.player)} returned home from section ${event.section} with ${describeGain(event.gain)}.` };
    case 'OrderCompleted': return { seat: event.player, text: `${who(event.player)} completed an order (${describeCrate(event.crate)}).` };
    case 'CrateDiscarded': return { seat: null, text: `The top crate of stack ${event.stack} was discarded.` };
    case 'TechAdvanced': return { seat: event.player, text: `${who(event.player)} advanced ${TRACK_LABEL(event.track)} to ${event.to}: ${data.TECH_TRACKS[event.track].rewardLabels[event.to - 1] ?? ''}.` };
    case 'AbilityTaken': return { seat: event.player, text: `${who(event.player)} took the ${data.ABILITIES[event.ability].name} ability.` };
    case 'WorkerPlaced': return { seat: event.player, text: `${who(event.player)} placed a worker.` };
    case 'WorkerGained': return { seat: event.player, text: `${who(event.player)} gained a worker (${event.owned} in all).` };
    case 'Retired': return { seat: event.player, text: `${who(event.player)} retired to tavern T${event.tavern}.` };
    case 'DockActivated': return { seat: event.player, text: `${who(event.player)}’s dock ${event.row} paid out ${event.times}×.` };
    case 'ScoreChanged': return { seat: event.player, text: `${who(event.player)} ${event.delta >= 0 ? 'scored' : 'lost'} ${Math.abs(event.delta)} VP (${event.reason}); ${event.total} in all.` };
    case 'TurnStarted': return null;
    case 'RoundEnded': return { seat: null, text: `Round ${event.round} is over.` };
    case 'GameEnded': return { seat: null, text: `The game is over: ${who(event.winner)} wins.` };
  }
}

// ---------------------------------------------------------------- the pieces on the table

/** What a piece of the table is, shown as its tooltip: a title and a body of lines (split at \n). */
export interface Tooltip {
  readonly title: string;
  readonly body: string;
}

/** Joins the lines that apply (false and null are left out). */
const lines = (...parts: readonly (string | false | null | undefined)[]): string => parts.filter((part): part is string => typeof part === 'string' && part !== '').join('\n');
const plural = (n: number, word: string, words = `${word}s`): string => `${n} ${n === 1 ? word : words}`;
const nameOf = (names: readonly string[], seat: number): string => names[seat] ?? `Player ${seat + 1}`;
const listOrNone = (items: readonly string[], none: string): string => (items.length > 0 ? items.join(', ') : none);

/** The icons a piece shows, named as the rules reference names them: "Grain + 3 Victory points". */
export function describeIcons(icons: readonly CountedIcon[]): string {
  return icons.map((icon) => (icon.count > 1 ? `${icon.count} ${ICON_NAMES[icon.kind]}` : ICON_NAMES[icon.kind])).join(' + ');
}

/** The final score of a seat if the game ended now (the engine's own projection; the real one once it is over). */
function projectedScore(state: GameState, seat: number): { total: number; crateSets: number } {
  const breakdown = finalScore(state).players[seat];
  return { total: breakdown?.total ?? 0, crateSets: breakdown?.crateSets ?? 0 };
}

/** Where the technology spaces that give `kind` are: "Village 1, Village 3". */
function techSpacesGiving(kind: data.TechReward['kind']): string {
  return data.TRACKS.flatMap((track) => data.TECH_TRACKS[track].rewards.flatMap((reward, i) => (reward.kind === kind ? [`${data.TECH_TRACKS[track].label} ${i + 1}`] : []))).join(', ');
}

export function trackTooltip(state: GameState, track: Track, viewedSeat: number, names: readonly string[]): Tooltip {
  const def = data.TECH_TRACKS[track];
  const at = state.players[viewedSeat]?.tech[track];
  const scoring = data.SCORING_TILES[state.scoringTiles[track]];
  return {
    title: `${def.label} track${at === undefined ? '' : ` (${nameOf(names, viewedSeat)} at ${at})`}`,
    body: lines(
      ...def.rewardLabels.map((reward, i) => `${i + 1}: ${reward} (${ICON_NAMES[techRewardIcon(def.rewards[i] ?? { kind: 'scoringTile' })]} icon) — costs ${def.costs[i] ?? ''}`),
      `Top: ${scoring.label}`,
      `Markers: ${state.players.map((player, seat) => `${nameOf(names, seat)} ${player.tech[track]}`).join(', ')}`,
      `End VP by position 0–${data.TOP_SPACE}: ${data.TECH_POSITION_VP.join('/')}`,
    ),
  };
}

/** A scoring tile on top of its technology track (RULES §9.3). */
export function scoringTileTooltip(state: GameState, track: Track, names: readonly string[]): Tooltip {
  const tile = data.SCORING_TILES[state.scoringTiles[track]];
  const trackLabel = data.TECH_TRACKS[track].label;
  const reached = state.players.flatMap((player, seat) => (player.tech[track] >= data.TOP_SPACE ? [nameOf(names, seat)] : []));
  const solo = state.players.length === 1;
  return {
    title: `Scoring tile: ${tile.label.split(':')[0] ?? tile.id} (${trackLabel} track)`,
    body: lines(
      tile.label,
      tile.timing === 'now'
        ? `Scored at once by each player who reaches space ${data.TOP_SPACE} of the ${trackLabel} track.`
        : `Scored in final scoring by each player who reached space ${data.TOP_SPACE} of the ${trackLabel} track.`,
      solo && tile.id === 'pioneer' && `Solo: ${data.SOLO.pioneerEarlyVp} VP if reached in round ${data.SOLO.pioneerEarlyLastRound} or earlier, else ${data.SOLO.pioneerLateVp}.`,
      `Reached the top: ${listOrNone(reached, 'nobody yet')}.`,
    ),
  };
}

/** A dock row of the viewed player's storage board (RULES §10.2, §12.3). */
export function dockTooltip(state: GameState, player: PlayerState, row: number): Tooltip {
  const dock = data.DOCKS[row - 1];
  const crates = player.docks[row - 1]?.length ?? 0;
  return {
    title: `Dock ${row} · ${data.CRATE_STACK_NAMES[row - 1] ?? ''} crates`,
    body: lines(
      dock && `${dock.label} (shown as ${describeIcons(dockRewardIcons(dock.reward))}).`,
      `Crates of order stack ${row} land here. When you retire, the dock pays out once per crate: ${plural(crates, 'crate')} now.`,
      `A crate in each of the ${data.DOCKS.length} docks makes a set: ${data.CRATE_SET_VP} VP each at the end (${projectedScore(state, player.seat).crateSets} VP of sets so far).`,
    ),
  };
}

/** The crates delivered to one space of a dock (the last space shows every crate beyond it too). */
export function dockCrateTooltip(row: number, crates: readonly number[]): Tooltip {
  const dock = data.DOCKS[row - 1];
  return {
    title: crates.length === 1 ? `Crate delivered to dock ${row}` : `${crates.length} crates delivered to dock ${row}`,
    body: lines(
      ...crates.map((id) => {
        const crate = data.CRATES[id];
        return crate ? `Paid ${describeCost(crate.cost)}: ${crate.vp} VP in final scoring.` : 'A crate.';
      }),
      dock && `Each crate here pays out the dock when you retire: ${dock.label}.`,
    ),
  };
}

/** The ×2 slot's note, for slot 0 of an upgraded boat (RULES §8.3). */
function doubleSlotNote(player: PlayerState, slot: number): string | null {
  if (!player.boat.upgraded || slot !== 0) return null;
  return `×${data.BOAT.doubleSlotMultiplier} slot: a token here scores its VP ${data.BOAT.doubleSlotMultiplier} times when you return home.`;
}

export function boatSlotTooltip(player: PlayerState, slot: number): Tooltip {
  const token = player.boat.slots[slot];
  const double = doubleSlotNote(player, slot);
  if (token === null || token === undefined) {
    return {
      title: `Empty boat slot ${slot + 1} of ${player.boat.slots.length}${double ? ` (×${data.BOAT.doubleSlotMultiplier})` : ''}`,
      body: lines('A token drawn when your boat advances goes into a free slot; a full boat throws one overboard first.', double),
    };
  }
  return {
    title: `Fishing token on your boat${double ? ` (×${data.BOAT.doubleSlotMultiplier} slot)` : ''}`,
    body: lines(`${describeToken(token)}, gained when you return home. Click to throw it overboard.`, double),
  };
}

export function boatTileTooltip(player: PlayerState): Tooltip {
  const section = data.FJORD_SECTIONS[player.boat.section - 1];
  const aboard = player.boat.slots.filter((token) => token !== null).length;
  return {
    title: `Boat${player.boat.upgraded ? ' (upgraded)' : ''}: ${plural(player.boat.slots.length, 'slot')}`,
    body: lines(
      section ? `In fjord section ${section.section}: returning home scores ${section.returnVp} VP, then every token's contents.` : 'In the harbour: it can only advance (to section 1).',
      `${plural(aboard, 'token')} aboard, ${player.collected.length} collected so far.`,
      `Slots: ${data.BOAT.basicSlots} on a basic boat, ${data.BOAT.upgradedSlots} upgraded (${techSpacesGiving('boatUpgrade')}, one slot ×${data.BOAT.doubleSlotMultiplier}), +${data.ABILITY_NUMBERS.shipwrightExtraSlots} with ${data.ABILITIES.shipwright.name}.`,
    ),
  };
}

export function workersTooltip(player: PlayerState): Tooltip {
  return {
    title: `Workers: ${player.workersOwned - player.workersPlaced} of ${player.workersOwned} available`,
    body: lines(
      'Free action: put an available worker on a vacant building of your village and activate it; it stays there until the end of the round.',
      `${player.workersPlaced} placed this round.`,
      `More workers from ${techSpacesGiving('worker')} (${data.GAME.workersPerPlayer} at most).`,
    ),
  };
}

export function roundTrackerTooltip(state: GameState): Tooltip {
  const perPlayer = state.players.length === 1 ? ` (solo: rolled as for ${data.SOLO.diceAsPlayers} players)` : '';
  return {
    title: state.phase === 'draft' ? 'Before round 1: the starting sets' : state.phase === 'over' ? `The game is over after round ${data.GAME.rounds}` : `Round ${state.round} of ${data.GAME.rounds}`,
    body: lines(
      `${plural(state.trackerDice.length, 'orange die', 'orange dice')} waiting on the round tracker: they join the pool in the coming rounds.`,
      `In round r the pool holds ${data.GAME.whiteDicePerPlayer} white and r orange dice per player${perPlayer}.`,
    ),
  };
}

export function scoreTrackTooltip(state: GameState, names: readonly string[]): Tooltip {
  const order = state.players.map((player, seat) => ({ seat, score: player.score })).sort((a, b) => b.score - a.score);
  return {
    title: 'Score track',
    body: lines(
      ...order.map(({ seat, score }) => `${nameOf(names, seat)}: ${score} VP`),
      `Final scoring adds tokens still aboard, 1 VP per ${data.GAME.fishPerFinalVp} fish after selling everything, crates and sets (${data.CRATE_SET_VP} VP each), technology (${data.TECH_POSITION_VP.join('/')} per track) and end scoring tiles.`,
    ),
  };
}

/** The area of the dice pool for one value. */
export function poolValueTooltip(state: GameState, value: number): Tooltip {
  const count = (dice: GameState['pool'], colour: 'white' | 'orange'): number => dice.filter((die) => die.value === value && die.colour === colour).length;
  const removed = state.removedDice.filter((die) => die.value === value).length;
  return {
    title: `Dice showing ${value}`,
    body: lines(
      `In the pool: ${count(state.pool, 'white')} white, ${count(state.pool, 'orange')} orange.`,
      `A white ${value} enters your village above column ${value}, an orange ${value} left of row ${value}.`,
      `Changing a die's value costs ${data.GAME.fishPerPip} fish per pip (no wrapping from 6 to 1).`,
      removed > 0 && `Removed this round (solo rule): ${removed}.`,
    ),
  };
}

/** Bit of a line in `completedLines`: rows 0..5, columns 6..11. */
const lineBit = (line: Line, index: number): number => 1 << ((line === 'row' ? 0 : 6) + index - 1);

/** The entry number of a row or column of the viewed village: where a die of that value enters. */
export function villageLineTooltip(state: GameState, player: PlayerState, line: Line, index: number): Tooltip {
  const walk = villageLayout(state.setup, player.seat).boardwalks.find((w) => (line === 'row' ? Math.floor(w.cell / 6) : w.cell % 6) === index - 1);
  const complete = (player.completedLines & lineBit(line, index)) !== 0;
  return {
    title: `${line === 'row' ? 'Row' : 'Column'} ${index}`,
    body: lines(
      line === 'row'
        ? `An orange die showing ${index} enters here and activates the buildings of row ${index} from the left.`
        : `A white die showing ${index} enters here and activates the buildings of column ${index} from the top.`,
      walk && `Boardwalk: ${walk.label} when the ${line} is complete${complete ? ' (complete, paid)' : ''}.`,
    ),
  };
}

/** The worker bit of `PlayerState.occupant` (engine/rules/village.ts HOLDS_WORKER; a Foreman cell holds a die too). */
const HOLDS_WORKER = 2;

/** What stands on a village cell this round (a die, the chain's die, a worker), or null when nothing does. */
export function occupantNote(state: GameState, player: PlayerState, cell: number): string | null {
  const placed = player.placedDice.find((die) => die.cell === cell);
  const chain = state.stack.find((frame) => frame.kind === 'chain' && frame.player === player.seat);
  const walking = chain?.kind === 'chain' && chain.lastCell === cell ? chain : null;
  const worker = ((player.occupant[cell] ?? 0) & HOLDS_WORKER) !== 0;
  return lines(
    placed && `A ${placed.colour} ${placed.value} stands here until the end of the round: the building is not vacant.`,
    walking && `The ${walking.line === 'column' ? 'white' : 'orange'} ${walking.index} of the running chain stands here.`,
    worker && 'A worker stands here until the end of the round: the building is not vacant.',
  ) || null;
}

/** The completion of the row and column a boardwalk sits on (RULES §5.3). */
export function boardwalkNote(player: PlayerState, cell: number): string {
  const row = Math.floor(cell / 6) + 1;
  const column = (cell % 6) + 1;
  const state = (line: Line, index: number): string => ((player.completedLines & lineBit(line, index)) !== 0 ? 'complete' : 'not complete');
  return `Row ${row} ${state('row', row)}, column ${column} ${state('column', column)}.`;
}

/** The name of the viewed village, and the dice set aside beside it. */
export function villageNameTooltip(state: GameState, player: PlayerState, name: string): Tooltip {
  const lineCount = Array.from({ length: 12 }, (_, bit) => (player.completedLines >> bit) & 1).reduce((a, b) => a + b, 0);
  return {
    title: `${name}’s village`,
    body: lines(
      // The limits of RULES §4.1: 3 white, and r orange in round r.
      `Dice taken this round: ${player.whiteTaken} of ${data.GAME.whiteLimitPerRound} white, ${player.orangeTaken} of ${state.round * data.GAME.orangeDicePerPlayerPerRound} orange.`,
      `Dice beside the name were set aside this round (${data.GAME.setAsideFish} fish each); ${player.diceSetAside} set aside this game.`,
      `${plural(player.tiles.length, 'building tile')}, ${plural(lineCount, 'complete row or column', 'complete rows or columns')}.`,
    ),
  };
}

export function harbourTooltip(state: GameState, names: readonly string[]): Tooltip {
  const here = state.players.flatMap((player, seat) => (player.boat.section === data.HARBOUR ? [nameOf(names, seat)] : []));
  return {
    title: 'Harbour',
    body: lines(`Boats here: ${listOrNone(here, 'none')}.`, 'A boat here advances to section 1; returning home brings a boat back here.'),
  };
}

export function sectionTooltip(state: GameState, section: data.FjordSection, names: readonly string[]): Tooltip {
  const here = state.players.flatMap((player, seat) => (player.boat.section === section.section ? [nameOf(names, seat)] : []));
  const seafaring = data.TECH_TRACKS.seafaring;
  const space = seafaring.rewards.findIndex((reward) => reward.kind === section.needs);
  const needs = space < 0 ? null : `Needs ${seafaring.label} ${space + 1}: ${seafaring.rewardLabels[space] ?? ''}.`;
  return {
    title: `Fjord section ${section.section}`,
    body: lines(
      `Return home from here: ${section.returnVp} VP.`,
      `${plural(state.fjord[section.section - 1]?.length ?? 0, 'token')} of type ${section.tokenType} left, face down.`,
      needs,
      `Boats here: ${listOrNone(here, 'none')}.`,
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
      `${player.score} VP${player.retired ? `, retired to tavern T${player.tavern ?? '?'}` : ''}.`,
      `${plural(crates, 'crate')}, boat ${player.boat.section === data.HARBOUR ? 'in the harbour' : `in section ${player.boat.section}`}, ${player.workersOwned - player.workersPlaced} of ${player.workersOwned} workers free.`,
      player.abilities.length > 0 && `Abilities: ${player.abilities.map((ability) => data.ABILITIES[ability].name).join(', ')}.`,
      'Click to show this village large.',
    ),
  };
}

/** The solo game's task and medals (RULES §13.2–13.3), measured by the engine's final scoring as things stand. */
export function soloTooltip(state: GameState): Tooltip {
  const result = finalScore(state);
  const task = state.setup.task;
  const { total } = projectedScore(state, 0);
  const medal = result.solo?.medal ?? null;
  return {
    title: task ? `Solo task: ${data.TASKS[task].text}` : 'Solo game',
    body: lines(
      task && `Fulfil it for a star next to your medal. As things stand: ${result.solo?.taskMet ? 'met' : 'not met'}.`,
      `Medals: ${data.MEDALS.map((m) => `${data.MEDAL_NAMES[m]} ${data.MEDAL_THRESHOLDS[m]}`).join(' · ')}.`,
      `${state.phase === 'over' ? 'Final score' : 'If the game ended now'}: ${total} VP${medal ? ` (${data.MEDAL_NAMES[medal]})` : ', no medal'}.`,
    ),
  };
}

// ---------------------------------------------------------------- the spots that act, and their accessible names

/** A tooltip read out as an accessible name. */
export const spokenTooltip = (tooltip: Tooltip): string => `${tooltip.title}. ${tooltip.body.replaceAll('\n', ' ')}`;

export function dieTooltip(die: Die): Tooltip {
  return {
    title: `${die.colour === 'white' ? 'White' : 'Orange'} die: ${die.value}`,
    body: die.colour === 'white' ? 'A white die enters your village above the column of its value.' : 'An orange die enters your village left of the row of its value.',
  };
}
export const dieLabel = (die: Die, takeable: boolean): string => `${die.colour} die showing ${die.value}${takeable ? ': take it' : ''}`;

/** A cell of the viewed village: a boardwalk, a building (and what stands on it) or an empty lot. */
export function cellTooltip(state: GameState, player: PlayerState, cell: number): Tooltip {
  const walk = villageLayout(state.setup, player.seat).boardwalks.find((w) => w.cell === cell);
  const code = player.buildings[cell];
  const where = `Row ${Math.floor(cell / 6) + 1}, column ${(cell % 6) + 1}`;
  const occupant = occupantNote(state, player, cell);
  if (walk) return { title: `Boardwalk · ${where}`, body: `When its row or column is complete: ${walk.label}. Never built on, never activated.\n${boardwalkNote(player, cell)}` };
  if (code) return { title: `${data.BUILDINGS[code].label} · ${where}`, body: buildingTooltip(code) + (occupant ? `\n${occupant}` : '') };
  return { title: `Empty lot · ${where}`, body: 'Buildable: a tile may be placed here. It stops an activation chain.' };
}

export const entryTooltip = (colour: Die['colour'], value: number): Tooltip => ({ title: `Place as ${value}`, body: `${colour === 'white' ? 'Column' : 'Row'} ${value}` });
export const entryLabel = (value: number): string => `Place the die as a ${value}`;

const tileNames = (tileId: number | undefined, separator: string): string | null => {
  const tile = tileId === undefined ? undefined : data.TILES[tileId];
  return tile ? tile.cells.map((c) => data.BUILDINGS[c].label).join(separator) : null;
};
export function stackTooltip(state: GameState, stack: data.StackId): Tooltip {
  return { title: `Building stack ${stack} (${state.buildingStacks[stack].length} tiles)`, body: tileNames(state.buildingStacks[stack][0], ' · ') ?? 'Empty' };
}
export const stackLabel = (state: GameState, stack: data.StackId): string => {
  const names = tileNames(state.buildingStacks[stack][0], ', ');
  return `Stack ${stack}${names ? `: ${names}` : ', empty'}`;
};

/** An order stack (1-based) and the dock its crates go to. */
export function crateStackTooltip(state: GameState, stack: number): Tooltip {
  const top = state.crateStacks[stack - 1]?.[0];
  return {
    title: `Order stack ${stack} · ${data.CRATE_STACK_NAMES[stack - 1] ?? ''}`,
    body: top === undefined ? 'Empty' : `Pay ${describeCrate(top)}. The crate goes to dock ${stack}: ${data.DOCKS[stack - 1]?.label ?? ''}.`,
  };
}
export const crateStackLabel = (state: GameState, stack: number): string => {
  const top = state.crateStacks[stack - 1]?.[0];
  return `Order ${stack}${top === undefined ? ', empty' : `: ${describeCrate(top)}`}`;
};

export const trackLabel = (track: Track): string => `${data.TECH_TRACKS[track].label} technology`;
export const scoringTileLabel = (tile: Tooltip, track: Track, activates: boolean): string => `${spokenTooltip(tile)}${activates ? ` Activate to gain ${trackLabel(track)}.` : ''}`;

type Tavern = (typeof data.TAVERNS)[number];
export function tavernTooltip(state: GameState, tavern: Tavern, names: readonly string[]): Tooltip {
  const seat = state.taverns[tavern.tavern - 1];
  return {
    title: `Tavern T${tavern.tavern}`,
    body: `${tavern.label}. Retire here to end your round; then your docks pay out.${seat !== null && seat !== undefined ? `\nTaken by ${names[seat] ?? ''}.` : ''}`,
  };
}
export const tavernLabel = (tavern: Tavern): string => `Tavern T${tavern.tavern}: ${tavern.label}`;

/** An ability on offer (titled as one), or one a player owns (its name alone). */
export const abilityTooltip = (ability: AbilityId, owned = false): Tooltip => ({ title: owned ? data.ABILITIES[ability].name : `Ability: ${data.ABILITIES[ability].name}`, body: data.ABILITIES[ability].text });
export const abilityLabel = (ability: AbilityId): string => `${data.ABILITIES[ability].name}: ${data.ABILITIES[ability].text}`;

export function resourceTooltip(resource: Resource): Tooltip {
  return {
    title: `${resource} (tier ${data.TIER[resource]})`,
    body: resource === 'fish' ? 'Fish is the currency: it pays for changing dice and free-action improves.' : `Sells for ${data.SELL_VALUE[resource]} fish. Click for free actions: sell, improve for fish, downgrade.`,
  };
}
export const resourceLabel = (player: PlayerState, resource: Resource): string => `${player.resources[resource]} ${resource}`;

export const showVillageLabel = (names: readonly string[], seat: number): string => `Show ${names[seat] ?? ''}’s village`;
