// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { data } from '../../game/engine';
import { ICON_KINDS, iconShapes } from '../../scene/iconArt';
import { buildingIcons, tavernIcon, techRewardIcon } from '../../scene/iconUse';
import { RulesReference } from './RulesReference';
import { REFERENCE_EDITION } from './referenceEdition';
import { RULES_SECTIONS } from './sections';
import { cleanup, fireEvent, render } from '@testing-library/react';
import {
  abilityText,
  boardwalkText,
  buildingText,
  dockText,
  medalName,
  scoringTileName,
  taskText,
  tavernText,
  techRewardText,
  trackName,
} from '../../game/names';

const open = (onBack: () => void = () => {}): HTMLElement => render(<RulesReference onBack={onBack} />).container;

afterEach(cleanup);

const tab = (page: HTMLElement, id: string): HTMLButtonElement =>
  page.querySelector(`[data-testid="rules-tab-${id}"]`) as HTMLButtonElement;

/** Clicks through every section and keeps a copy of each entry (`data-entry`) shown, by its key. */
function entriesOfAllSections(page: HTMLElement): Map<string, Element> {
  const entries = new Map<string, Element>();
  for (const section of RULES_SECTIONS) {
    fireEvent.click(tab(page, section.id));
    for (const entry of page.querySelectorAll('[data-entry]'))
      entries.set(entry.getAttribute('data-entry') ?? '', entry.cloneNode(true) as Element);
  }
  return entries;
}

function entry(entries: Map<string, Element>, key: string): Element {
  const found = entries.get(key);
  if (!found) throw new Error(`the rules reference has no entry ${key}`);
  return found;
}

/** The names of the icons an entry draws (inline SVG icons and icon rows both mark each icon with data-icon). */
const iconsIn = (element: Element): string[] =>
  [...element.querySelectorAll('[data-icon]')].map((icon) => icon.getAttribute('data-icon') ?? '');

describe('the rules reference', () => {
  it('has an entry, drawn with the table’s icons, for every building and resource of the edition data', () => {
    const entries = entriesOfAllSections(open());
    for (const code of data.BUILDING_CODES) {
      const house = entry(entries, `building:${code}`);
      expect(house.querySelector('svg title')?.textContent).toBe(buildingText(code));
      expect(iconsIn(house)).toEqual(buildingIcons(code).map((icon) => icon.kind));
    }
    for (const resource of data.RESOURCES) expect(iconsIn(entry(entries, `resource:${resource}`))).toContain(resource);
  });

  it('has an entry, drawn with the table’s icons, for every track and track space of the edition data', () => {
    const entries = entriesOfAllSections(open());
    for (const track of data.TRACKS) {
      const def = data.TECH_TRACKS[track];
      expect(entry(entries, `track:${track}`).textContent).toContain(trackName(track));
      def.rewards.forEach((reward, i) => {
        const space = entry(entries, `track:${track}:${i + 1}`);
        expect(iconsIn(space)).toEqual([def.costs[i], techRewardIcon(reward)]);
        expect(space.textContent).toContain(def.rewardLabels[i]);
      });
    }
  });

  it('has an entry for every tavern, dock, boardwalk, fjord section, token type, crate and stack of the edition data', () => {
    const entries = entriesOfAllSections(open());
    for (const tavern of REFERENCE_EDITION.taverns) {
      const row = entry(entries, `tavern:${tavern.tavern}`);
      expect(iconsIn(row)).toEqual([tavernIcon(tavern.action)]);
      expect(row.textContent).toContain(tavernText(tavern.action));
    }
    for (const dock of data.DOCKS)
      expect(entry(entries, `dock:${dock.row}`).textContent).toContain(dockText(dock.reward));
    for (const walk of data.COMMON_VILLAGE.boardwalks)
      expect(iconsIn(entry(entries, `boardwalk:${walk.cell}`)).length).toBeGreaterThan(0);
    for (const section of data.FJORD_SECTIONS)
      expect(entry(entries, `section:${section.section}`).textContent).toContain(`${section.returnVp} VP`);
    for (const type of data.TOKEN_TYPES) expect(iconsIn(entry(entries, `tokens:${type}`)).length).toBeGreaterThan(0);
    for (const crate of data.CRATES) expect(iconsIn(entry(entries, `crate:${crate.id}`))).toEqual(crate.cost);
    for (const stack of data.STACK_IDS)
      expect(entry(entries, `stack:${stack}`).textContent).toContain(String(data.STACK_TILES[stack].length));
  });
});

describe('the rules reference: the advanced game, abilities, scoring and editions', () => {
  it('RULES §14: explains the advanced Trade track space by space, the wagons, and draws every clan board with its boardwalks', () => {
    const entries = entriesOfAllSections(open());
    const track = data.ADVANCED_TRADE_TRACK;
    track.rewards.forEach((reward, i) => {
      const space = entry(entries, `track:advancedTrade:${i + 1}`);
      expect(iconsIn(space)).toEqual([track.costs[i], techRewardIcon(reward)]);
      expect(space.textContent).toContain(techRewardText(reward));
    });
    expect(iconsIn(entry(entries, 'wagon'))).toEqual(['wagon']);
    for (const id of data.CLAN_IDS) {
      const board = entry(entries, `clan:${id}`);
      expect(board.textContent).toContain(data.CLAN_BOARDS[id].name);
      expect(board.querySelector('svg title')?.textContent).toContain(data.CLAN_BOARDS[id].name);
      for (const walk of data.CLAN_BOARDS[id].layout.boardwalks)
        expect(entry(entries, `clanBoardwalk:${id}:${walk.cell}`).textContent).toContain(boardwalkText(walk.reward));
    }
  });

  it('lists every ability, scoring tile, task and medal, with the medal thresholds read from the data', () => {
    const entries = entriesOfAllSections(open());
    for (const id of data.ABILITY_IDS) expect(entry(entries, `ability:${id}`).textContent).toContain(abilityText(id));
    for (const id of data.SCORING_TILE_IDS)
      expect(entry(entries, `scoringTile:${id}`).textContent).toContain(scoringTileName(id));
    for (const id of data.TASK_IDS) expect(entry(entries, `task:${id}`).textContent).toBe(taskText(id));
    for (const medal of data.MEDALS) {
      const row = entry(entries, `medal:${medal}`);
      expect(row.textContent).toContain(medalName(medal));
      expect(row.textContent).toContain(`${data.MEDAL_THRESHOLDS[medal]} VP`);
    }
  });

  it('RULES §10.3, §14.3, §16: shows edition 2’s taverns and face-down crates, edition 1’s taverns beside them, and the table rules', () => {
    expect(REFERENCE_EDITION.edition).toBe(data.NEW_GAME_EDITION);
    const entries = entriesOfAllSections(open());
    expect(entry(entries, 'tavern:1').textContent).toContain('Complete an order or gain technology');
    expect(entry(entries, 'tavern:5').textContent).toContain('Gain 2 planks and 2 resources');
    for (const tavern of data.EDITION_DATA[1].taverns)
      expect(entry(entries, 'taverns:edition-1').textContent).toContain(
        `T${tavern.tavern} ${tavernText(tavern.action)}`,
      );
    expect(entry(entries, 'crates:face-down').textContent).toContain('face down');
    expect(entry(entries, 'table-rule:passOccupied').textContent).toContain('Pass occupied buildings');
    expect(entry(entries, 'table-rule:openCrates').textContent).toContain('Open crates');
    for (const key of ['edition:crates', 'edition:face-down', 'edition:taverns']) expect(entries.has(key)).toBe(true);
  });
});

describe('the rules reference: its icons, its markup and its keys', () => {
  it('explains every icon, drawn from the same shape data as the table', () => {
    const entries = entriesOfAllSections(open());
    for (const kind of ICON_KINDS) {
      const row = entry(entries, `icon:${kind}`);
      const svg = row.querySelector(`svg[data-icon="${kind}"]`);
      expect(svg, kind).not.toBeNull();
      // One SVG element per shape of the definition, plus the icon's <title>.
      expect(svg?.children.length, kind).toBe(iconShapes(kind).length + 1);
      expect(row.querySelector('td:last-child')?.textContent?.length, kind).toBeGreaterThan(10);
    }
  });

  it('uses no inline style attribute, which the desktop app’s Content-Security-Policy would refuse', () => {
    const page = open();
    for (const section of RULES_SECTIONS) {
      fireEvent.click(tab(page, section.id));
      expect(page.querySelectorAll('[style]').length, section.id).toBe(0);
    }
  });

  it('moves between sections with the arrow keys, Home and End, and goes back on Escape', () => {
    const onBack = vi.fn();
    const page = open(onBack);
    const [first, second] = RULES_SECTIONS;
    const last = RULES_SECTIONS[RULES_SECTIONS.length - 1];
    if (!first || !second || !last) throw new Error('the reference needs sections');
    expect(document.activeElement).toBe(tab(page, first.id));
    const press = (key: string): boolean => fireEvent.keyDown(document.activeElement ?? document.body, { key });
    press('ArrowDown');
    expect(document.activeElement).toBe(tab(page, second.id));
    expect(tab(page, second.id).getAttribute('aria-selected')).toBe('true');
    expect(page.querySelector(`[data-testid="rules-panel-${second.id}"]`)).not.toBeNull();
    press('End');
    expect(document.activeElement).toBe(tab(page, last.id));
    press('ArrowDown');
    expect(document.activeElement).toBe(tab(page, first.id));
    press('ArrowUp');
    expect(document.activeElement).toBe(tab(page, last.id));
    press('Home');
    expect(tab(page, first.id).getAttribute('aria-selected')).toBe('true');
    expect(onBack).not.toHaveBeenCalled();
    press('Escape');
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
