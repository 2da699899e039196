import { data, type Action, type GameEvent, type GameState } from './engine';
import type { Gain, Resource } from './engine';

/** Plain-words descriptions of actions and events, built from the edition data the engine uses. */

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
