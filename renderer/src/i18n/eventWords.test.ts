import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../engine/testing/index';
import { describeEvent } from '../game/describe';
import { reasonText } from '../game/describe/reasons';
import {
  CHANGE_REASON_CODES,
  GAME_EVENT_TYPES,
  data,
  type ChangeReason,
  type ChangeReasonCode,
  type FinalScoringCategory,
  type GameEvent,
  type GameEventType,
} from '../game/engine';
import { SCORE_CATEGORIES } from '../game/names';
import { LANGUAGES, applyLanguage, loadLanguage } from './index';

// Every catalog, German and Portuguese too (the app imports each only when its language is first shown).
beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

/**
 * The engine's events and the reasons they carry are codes with ids and numbers; the game log words them. Every event
 * type and every reason code the engine lists (its own lists, GAME_EVENT_TYPES and CHANGE_REASON_CODES, which its
 * unions are held to) has its words in every language, with each id of the edition's data it can name.
 */

type ReasonOf<Code extends ChangeReasonCode> = Extract<ChangeReason, { readonly code: Code }>;

const FINAL_CATEGORIES = SCORE_CATEGORIES.filter(
  (category): category is FinalScoringCategory => category !== 'duringPlay',
);

/** Each reason code with every value its data can take. */
const REASONS: { readonly [Code in ChangeReasonCode]: readonly ReasonOf<Code>[] } = {
  startingResources: [{ code: 'startingResources' }],
  building: [{ code: 'building' }],
  boardwalk: [{ code: 'boardwalk' }],
  tavern: [{ code: 'tavern' }],
  dock: [{ code: 'dock' }],
  changedDie: [{ code: 'changedDie' }],
  setAside: [{ code: 'setAside' }],
  built: [{ code: 'built' }],
  improved: [{ code: 'improved' }],
  order: [{ code: 'order' }],
  orderBonus: [{ code: 'orderBonus' }],
  noAbilityLeft: [{ code: 'noAbilityLeft' }],
  fishingTokens: [{ code: 'fishingTokens' }],
  sold: data.RESOURCES.map((resource) => ({ code: 'sold', resource })),
  downgraded: data.RESOURCES.map((resource) => ({ code: 'downgraded', resource })),
  improvedForFish: data.RESOURCES.map((resource) => ({ code: 'improvedForFish', resource })),
  technology: data.TRACKS.map((track) => ({ code: 'technology', track })),
  techReward: data.TRACKS.map((track) => ({ code: 'techReward', track })),
  scoringTile: data.SCORING_TILE_IDS.map((tile) => ({ code: 'scoringTile', tile })),
  ability: data.ABILITY_IDS.map((ability) => ({ code: 'ability', ability })),
  returnHome: data.FJORD_SECTIONS.map((section) => ({ code: 'returnHome', section: section.section })),
  finalScoring: FINAL_CATEGORIES.map((category) => ({ code: 'finalScoring', category })),
};

/** One event of each type, as the engine emits them. */
const EVENTS: { readonly [Type in GameEventType]: Extract<GameEvent, { readonly type: Type }> } = {
  DiceRolled: {
    type: 'DiceRolled',
    round: 2,
    dice: [
      { id: 0, colour: 'white', value: 3 },
      { id: 6, colour: 'orange', value: 5 },
    ],
  },
  SetPicked: { type: 'SetPicked', player: 0, set: 1 },
  DieTaken: { type: 'DieTaken', player: 0, die: 0, colour: 'white', value: 3 },
  DieAdjusted: { type: 'DieAdjusted', player: 0, die: 0, from: 3, to: 5, fishPaid: 2 },
  DiePlaced: { type: 'DiePlaced', player: 0, die: 0, line: 'column', index: 5, cell: 12 },
  DieSetAside: { type: 'DieSetAside', player: 1, die: 6 },
  DieRemoved: { type: 'DieRemoved', die: 7, reason: 'solo' },
  BuildingActivated: { type: 'BuildingActivated', player: 0, cell: 12, by: 'die' },
  TilePlaced: { type: 'TilePlaced', player: 0, tile: 10, from: 'S1', cells: [13], revealed: 11 },
  TileDiscarded: { type: 'TileDiscarded', tile: 11, from: 'S1', revealed: 12 },
  LineCompleted: { type: 'LineCompleted', player: 0, line: 'row', index: 2, boardwalk: 9 },
  ResourcesChanged: {
    type: 'ResourcesChanged',
    player: 0,
    delta: { wood: -1, fish: 1 },
    reason: { code: 'sold', resource: 'wood' },
  },
  BoatMoved: { type: 'BoatMoved', player: 1, from: 1, to: 2 },
  BoatUpgraded: { type: 'BoatUpgraded', player: 1 },
  TokenDrawn: { type: 'TokenDrawn', player: 1, token: 7, section: 2, slot: 0 },
  TokenLookedAt: { type: 'TokenLookedAt', player: 1, tokens: [7, 8], section: 2 },
  TokenThrown: { type: 'TokenThrown', player: 1, token: 7, section: 2 },
  ReturnedHome: { type: 'ReturnedHome', player: 1, section: 2, tokens: [7], gain: { fish: 1, vp: 4 } },
  CrateSetCompleted: { type: 'CrateSetCompleted', player: 0, sets: 2 },
  OrderCompleted: {
    type: 'OrderCompleted',
    player: 0,
    crate: 3,
    stack: 1,
    dockRow: 1,
    dockSpace: 1,
    paid: ['wood', 'grain'],
    revealed: 4,
  },
  CrateDiscarded: { type: 'CrateDiscarded', crate: 5, stack: 2, revealed: 6 },
  TechAdvanced: { type: 'TechAdvanced', player: 0, track: 'craft', from: 0, to: 1, paid: 'wood' },
  TrackTopReached: { type: 'TrackTopReached', player: 0, track: 'craft', arrival: 1 },
  AbilityTaken: { type: 'AbilityTaken', player: 0, ability: 'navigator', from: 'board' },
  WorkerPlaced: { type: 'WorkerPlaced', player: 0, cell: 14 },
  WagonPlaced: { type: 'WagonPlaced', player: 0, wagon: 1, cell: 14 },
  WagonMoved: { type: 'WagonMoved', player: 0, wagon: 1, from: 14, to: 15 },
  WorkerGained: { type: 'WorkerGained', player: 0, owned: 2 },
  Retired: { type: 'Retired', player: 0, tavern: 3 },
  DockActivated: { type: 'DockActivated', player: 0, row: 2, times: 2 },
  ScoreChanged: { type: 'ScoreChanged', player: 0, delta: 3, total: 12, reason: { code: 'returnHome', section: 2 } },
  RoundStarted: { type: 'RoundStarted', round: 2, startPlayer: 1 },
  TurnStarted: { type: 'TurnStarted', player: 1, round: 2 },
  RoundEnded: { type: 'RoundEnded', round: 2, nextStartPlayer: 0 },
  GameEnded: { type: 'GameEnded', totals: [61, 58], winner: 0 },
};

/** The events the log leaves out, as they say nothing a line beside them does not: the chain's step, the turn's start. */
const SILENT: ReadonlySet<GameEventType> = new Set(['BuildingActivated', 'TurnStarted']);

const NAMES = ['Astrid', 'Bjørn'];

/** What is wrong with a text shown to the player: empty, a key shown for a missing text, a placeholder left unfilled. */
function flaw(text: string | undefined): string | null {
  if (text === undefined || text.trim() === '') return 'no words';
  if (/\b(table|engine|data|scoreCategory)\.[A-Za-z]/.test(text)) return `a key: ${text}`;
  if (/\{\{|\}\}|undefined|NaN/.test(text)) return `unfilled: ${text}`;
  return null;
}

/** The words of every sample in one language, by a name for each sample. */
async function wordsIn(
  language: (typeof LANGUAGES)[number],
): Promise<{ reasons: Map<string, string>; events: Map<string, string | null> }> {
  await applyLanguage(language);
  const reasons = new Map<string, string>();
  for (const code of CHANGE_REASON_CODES)
    for (const reason of REASONS[code] as readonly ChangeReason[])
      reasons.set(JSON.stringify(reason), reasonText(reason));
  const events = new Map<string, string | null>();
  for (const type of GAME_EVENT_TYPES) events.set(type, describeEvent(EVENTS[type], NAMES)?.text ?? null);
  return { reasons, events };
}

/** The reasons of every resource and score change in a solo, a two- and a three-seat game of each edition and variant. */
function reasonsMetInWholeGames(): Set<string> {
  const met = new Set<string>();
  const seats = [
    { name: 'A', kind: 'human' },
    { name: 'B', kind: 'human' },
    { name: 'C', kind: 'human' },
  ] as const;
  for (const [players, edition, variant] of [
    [1, 2, 'basic'],
    [2, 1, 'advanced'],
    [3, 2, 'advanced'],
  ] as const) {
    playRandomGame(
      { seats: seats.slice(0, players), seed: `reasons-${players}`, edition, villageSide: 'common', variant },
      players,
      {
        policy: 'eager',
        onAction: (_before, _action, _after, events) => {
          for (const event of events)
            if (event.type === 'ResourcesChanged' || event.type === 'ScoreChanged')
              met.add(JSON.stringify(event.reason));
        },
      },
    );
  }
  return met;
}

describe('the engine’s events and their reasons, in words', () => {
  afterAll(() => applyLanguage('en'));

  it("takes the event types and reason codes from the engine's lists, and has samples of each", () => {
    expect(GAME_EVENT_TYPES).toContain('ScoreChanged');
    expect(CHANGE_REASON_CODES).toContain('finalScoring');
    expect(GAME_EVENT_TYPES.filter((type) => EVENTS[type]?.type !== type)).toEqual([]);
    expect(CHANGE_REASON_CODES.filter((code) => !REASONS[code]?.length)).toEqual([]);
    expect(FINAL_CATEGORIES).toHaveLength(6);
  });

  for (const language of LANGUAGES) {
    it(`${language}: every reason code has its words, with each id it names`, async () => {
      const { reasons } = await wordsIn(language);
      expect([...reasons].flatMap(([reason, text]) => (flaw(text) ? [`${reason}: ${flaw(text)}`] : []))).toEqual([]);
    });

    it(`${language}: every event type has its line in the log (but the ones it leaves out), naming its reason`, async () => {
      const { events } = await wordsIn(language);
      expect(GAME_EVENT_TYPES.filter((type) => SILENT.has(type) !== (events.get(type) === null))).toEqual([]);
      expect(
        [...events].flatMap(([type, text]) => (text !== null && flaw(text) ? [`${type}: ${flaw(text)}`] : [])),
      ).toEqual([]);
      const scored = describeEvent(EVENTS.ScoreChanged, NAMES)?.text ?? '';
      expect(scored).toContain(reasonText(EVENTS.ScoreChanged.reason));
      expect(describeEvent(EVENTS.ResourcesChanged, NAMES)?.text ?? '').toContain(
        reasonText(EVENTS.ResourcesChanged.reason),
      );
    });
  }

  it('has among its samples every reason whole games give, of each edition and variant, solo too', () => {
    const samples = new Set(
      CHANGE_REASON_CODES.flatMap((code) =>
        (REASONS[code] as readonly ChangeReason[]).map((reason) => JSON.stringify(reason)),
      ),
    );
    const met = reasonsMetInWholeGames();
    expect(met.size, 'kinds of reason met').toBeGreaterThan(10);
    expect([...met].filter((reason) => !samples.has(reason))).toEqual([]);
  });

  it('de, pt: no reason and no event line is left in English (an English text is a fallback for a missing one)', async () => {
    const english = await wordsIn('en');
    for (const language of ['de', 'pt'] as const) {
      const own = await wordsIn(language);
      expect(
        [...own.reasons]
          .filter(([reason, text]) => text === english.reasons.get(reason))
          .map(([reason]) => `${language} ${reason}`),
      ).toEqual([]);
      expect(
        [...own.events]
          .filter(([type, text]) => text !== null && text === english.events.get(type))
          .map(([type]) => `${language} ${type}`),
      ).toEqual([]);
    }
  });
});
