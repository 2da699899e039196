import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, applyLanguage, i18n, loadLanguage } from '../i18n';
import { ICON_KINDS } from '../scene/iconArt';
import { data } from './engine';
import {
  abilityName,
  abilityText,
  boardwalkText,
  buildingText,
  challengeIntro,
  challengeTitle,
  crateStackName,
  dockText,
  iconName,
  medalName,
  resourceName,
  scoringTileLine,
  startingResourcesText,
  taskText,
  tavernText,
  techRewardText,
  trackName,
} from './names';

// Every catalog, German and Portuguese too (the app imports each only when its language is first shown).
beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

/** Every component of the edition, by the name and text the table shows for it. */
function everyName(): string[] {
  return [
    ...data.RESOURCES.map(resourceName),
    ...data.BUILDING_CODES.map(buildingText),
    ...data.ABILITY_IDS.flatMap((id) => [abilityName(id), abilityText(id)]),
    ...data.TRACKS.flatMap((track) => [trackName(track), ...data.TECH_TRACKS[track].rewards.map(techRewardText)]),
    ...data.SCORING_TILE_IDS.map(scoringTileLine),
    ...data.DOCKS.map((dock) => dockText(dock.reward)),
    ...data.EDITIONS.flatMap((edition) =>
      data.EDITION_DATA[edition].taverns.map((tavern) => tavernText(tavern.action)),
    ),
    ...data.VILLAGES.common.boardwalks.map((walk) => boardwalkText(walk.reward)),
    ...data.CRATE_STACK_NAMES.map((_, i) => crateStackName(i + 1)),
    ...data.STARTING_RESOURCE_TILES.map((tile) => startingResourcesText(tile.id)),
    ...data.TASK_IDS.map(taskText),
    ...data.MEDALS.map(medalName),
    ...data.CAMPAIGN.flatMap((challenge) => [challengeTitle(challenge), challengeIntro(challenge)]),
    ...ICON_KINDS.map(iconName),
  ];
}

describe('the names of the edition’s components', () => {
  afterAll(() => applyLanguage('en'));

  for (const language of LANGUAGES) {
    it(`${language}: every building, ability, track, reward, tile, dock, tavern, task, medal and challenge has its words (no key shown in place of a text)`, async () => {
      await applyLanguage(language);
      const names = everyName();
      expect(names.filter((name) => name === '' || /\b(data|table)\.[a-z]/.test(name) || name.includes('{{'))).toEqual(
        [],
      );
    });
  }

  it('carry the numbers of the engine data, so a changed number changes every language', async () => {
    for (const language of LANGUAGES) {
      await applyLanguage(language);
      expect(abilityText('merchant')).toContain(`+${data.ABILITY_NUMBERS.merchantFish}`);
      expect(scoringTileLine('trader')).toContain(
        String(data.SCORING_TILES.trader.timing === 'end' ? data.SCORING_TILES.trader.vpPer : 0),
      );
      expect(techRewardText({ kind: 'boatUpgrade' })).toContain(String(data.BOAT.upgradedSlots));
      expect(taskText('eightTokens')).toContain(String(data.TASKS.eightTokens.target));
    }
  });

  it('read as the players of each language know them', async () => {
    await applyLanguage('en');
    expect(buildingText('WF')).toBe('Gain 1 wood + 1 fish');
    expect(dockText({ kind: 'trade', grainVp: 3, foodVp: 5 })).toBe('Pay 1 grain for 3 VP, or 1 food for 5 VP');
    await applyLanguage('de');
    expect(i18n.language).toBe('de');
    expect(buildingText('F2')).toBe('Erhalte 2 Fisch');
    expect(trackName('seafaring')).toBe('Seefahrt');
    expect(scoringTileLine('trader')).toBe('Kaufmann: 2 SP je Kiste');
    await applyLanguage('pt');
    expect(buildingText('F2')).toBe('Ganhe 2 peixes');
    expect(medalName('silver')).toBe('Prata');
    expect(scoringTileLine('trader')).toBe('Negociante: 2 PV por caixote');
  });
});
