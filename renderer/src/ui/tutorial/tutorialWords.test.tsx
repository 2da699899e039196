// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { createRecordStorage } from '../../platform/recordStorage';
import { memoryTextStore } from '../../platform/textStore';
import { GameScreen } from '../GameScreen';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { TutorialScreen } from './TutorialScreen';
import { deTutorial } from '../../i18n/tutorial/de';
import { enTutorial } from '../../i18n/tutorial/en';
import { ptTutorial } from '../../i18n/tutorial/pt';

// The table's drawing is not what this test reads: the words, the prompt's buttons and the table's spots are.
vi.mock('../TableCanvas', () => ({ TableCanvas: () => null }));

/**
 * The tutorial played by a reader who does exactly what each step's words say, through the table's own buttons and
 * spots, found by their own words (their text or spoken label): nothing is read from the script's data. A step whose
 * words cannot be followed, or lead to a different move, fails here, so the words and the game cannot drift apart.
 */

type Page = HTMLElement;

const buttons = (page: Page, within = ''): HTMLButtonElement[] => [
  ...page.querySelectorAll<HTMLButtonElement>(`${within} button`),
];
const named = (button: HTMLButtonElement): string => button.getAttribute('aria-label') ?? button.textContent ?? '';

/** The one button whose words begin with `words` (ignoring case), among the prompt's and the table's. */
function buttonNamed(page: Page, words: string | RegExp, within = ''): HTMLButtonElement {
  const wanted =
    typeof words === 'string' ? new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i') : words;
  const found = buttons(page, within).filter((button) => wanted.test(named(button).trim()));
  if (found.length !== 1)
    throw new Error(`${found.length} buttons say "${String(words)}": ${buttons(page, within).map(named).join(' | ')}`);
  return found[0] as HTMLButtonElement;
}

async function settle(): Promise<void> {
  // The tutorial's authority answers through promises and the page's message loop; a few turns of it deliver them.
  for (let turn = 0; turn < 8; turn++)
    await act(
      () =>
        new Promise<void>((resolve) => {
          setTimeout(resolve, 0);
        }),
    );
}

async function press(button: HTMLButtonElement): Promise<void> {
  fireEvent.click(button);
  await settle();
}

/** Points at a spot of the table as the keyboard does (a placement's ghost follows it), without clicking it. */
async function pointAt(button: HTMLButtonElement): Promise<void> {
  await act(() => {
    button.focus();
  });
}

const ORDINALS = ['first', 'second', 'third', 'fourth'];
/** The cell at `row`, `column`, checked to be the building the words name: its label or its tooltip says so. */
async function cellNamed(page: Page, building: string, row: number, column: number): Promise<HTMLButtonElement> {
  const cell = buttonNamed(page, new RegExp(`· Row ${row}, column ${column}$`, 'i'), '.hit-layer');
  await pointAt(cell);
  const shown = `${named(cell)} ${page.querySelector('[data-testid="tooltip"]')?.textContent ?? ''}`;
  expect(shown.toLowerCase(), `row ${row}, column ${column} is ${building}: ${shown}`).toContain(
    building.toLowerCase(),
  );
  return cell;
}

/** One thing the words ask, where in the words it is asked, and doing it on the page. */
interface Gesture {
  readonly at: number;
  readonly run: (page: Page) => Promise<void>;
}

/** What the reader does for each kind of phrase a step's words use. */
const PHRASES: readonly {
  readonly pattern: RegExp;
  readonly gesture: (match: RegExpExecArray) => (page: Page) => Promise<void>;
}[] = [
  {
    pattern: /(?:click|take) the (white|orange) (\d)/gi,
    gesture:
      ([, colour, value]) =>
      (page) =>
        press(buttonNamed(page, `${colour} die showing ${value}`, '.hit-layer')),
  },
  {
    pattern: /raise it to (\d) with \+ \((\d) fish\)/g,
    gesture:
      ([, value, fish]) =>
      async (page) => {
        // One press of + per fish: each pip costs one (RULES §4.1).
        for (let pip = 0; pip < Number(fish); pip++) await press(buttonNamed(page, 'Raise the value'));
        expect(page.querySelector('[data-testid="die-value"]')?.textContent, 'the value the presses reach').toBe(value);
        expect(page.querySelector('[data-testid="die-cost"]')?.getAttribute('data-fish'), 'the fish it costs').toBe(
          fish,
        );
      },
  },
  {
    pattern: /place it (above column|beside row) (\d)/g,
    gesture:
      ([, where, value]) =>
      (page) =>
        press(buttonNamed(page, `Place in ${where?.split(' ')[1]} ${value}`)),
  },
  {
    pattern: /pick the (first|second|third|fourth) starting set/gi,
    gesture:
      ([, ordinal]) =>
      (page) =>
        press(buttons(page, '.options')[ORDINALS.indexOf(ordinal?.toLowerCase() ?? '')] as HTMLButtonElement),
  },
  {
    pattern: /on the two top start squares: ([\w ]+?) left, ([\w ]+?) right/g,
    gesture: () => async (page) => {
      // The top start squares: the placeable cells of the highest row.
      const cells = [...page.querySelectorAll<HTMLButtonElement>('.hit-layer [data-placeable="true"]')];
      const top = Math.min(...cells.map((cell) => Number(/Row (\d)/.exec(named(cell))?.[1])));
      const left = cells.find((cell) => named(cell).includes(`Row ${top},`));
      if (left) await pointAt(left);
    },
  },
  {
    pattern: /take the one-square (\w+) tile and build it in row (\d), column (\d)/g,
    gesture:
      ([, tile, row, column]) =>
      async (page) => {
        // A one-square tile names one building: no comma in its stack's words.
        await press(buttonNamed(page, new RegExp(`^Stack \\w+: [^,]*\\b${tile}\\b[^,]*$`, 'i'), '.hit-layer'));
        const cell = buttonNamed(page, new RegExp(`· Row ${row}, column ${column}$`, 'i'), '.hit-layer');
        await pointAt(cell);
        await press(cell);
      },
  },
  {
    pattern: /[Pp]ress ([A-Z][\w ]*?)(?=[:.,]| to | then|$)/g,
    gesture:
      ([, name]) =>
      (page) =>
        press(buttonNamed(page, name ?? '')),
  },
  {
    pattern: /click the building “([^”]+)” in row (\d), column (\d)/g,
    gesture:
      ([, building, row, column]) =>
      async (page) =>
        press(await cellNamed(page, building ?? '', Number(row), Number(column))),
  },
  {
    pattern: /[Pp]ut your new worker on ([\w ]+?) in the top left corner/g,
    gesture:
      ([, building]) =>
      async (page) => {
        await press(buttonNamed(page, 'Place a worker'));
        await press(await cellNamed(page, building ?? '', 1, 1));
      },
  },
  {
    pattern: /(?:[Cc]lick|[Rr]etire at) tavern (\d)/g,
    gesture:
      ([, tavern]) =>
      (page) =>
        press(buttonNamed(page, new RegExp(`^Tavern T?${tavern}:`, 'i'), '.hit-layer')),
  },
  {
    pattern: /[Cc]hoose the (\w+) track(?:: pay | again \()(\d \w+)/g,
    gesture:
      ([, track, cost]) =>
      (page) =>
        press(buttonNamed(page, new RegExp(`\\b${track} technology · pay ${cost}\\b`), '.options')),
  },
  {
    pattern: /[Cc]hoose (?!the \w+ track)(?:the )?([A-Z][\w ]*?)(?=[:.,(]| again|$)/g,
    gesture:
      ([, option]) =>
      (page) =>
        press(buttonNamed(page, option ?? '', '.options')),
  },
  {
    pattern: /Deliver the ([\w-]+) crate of stack (\d)/g,
    gesture:
      ([, , stack]) =>
      (page) =>
        press(buttonNamed(page, `Complete order ${stack}`, '.options')),
  },
  {
    pattern: /Take the ([A-Z]\w+)\b/g,
    gesture:
      ([, ability]) =>
      (page) =>
        press(buttonNamed(page, new RegExp(`\\b${ability}\\b`), '.options')),
  },
];

/** The gestures a step's words ask for, in the order the words ask them. */
function gesturesOf(words: string): Gesture[] {
  const gestures: Gesture[] = [];
  for (const { pattern, gesture } of PHRASES) {
    for (const match of words.matchAll(pattern))
      gestures.push({ at: match.index, run: gesture(match as RegExpExecArray) });
  }
  return gestures.sort((a, b) => a.at - b.at);
}

/** A note's one way on: the tutorial's own button, named apart from the game's Continue of a chain. */
const NEXT_STEP: Gesture = { at: 0, run: (page) => press(buttonNamed(page, 'Next step')) };
const panel = (page: Page): HTMLElement => page.querySelector('[data-testid="tutorial-panel"]') as HTMLElement;
const stepShown = (page: Page): string | null =>
  page.querySelector('[data-testid="tutorial-panel"]')?.getAttribute('data-step') ?? null;

describe('the tutorial, played by following its own words', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(cleanup);

  it('every step: its words lead to the move it waits for, through the table’s own buttons and spots', async () => {
    const storage = createRecordStorage(memoryTextStore());
    const page = render(
      <TutorialScreen
        storage={storage}
        GameScreen={GameScreen}
        motion={{ speed: 'instant', reducedMotion: true }}
        sound={{ enabled: false, volume: 0 }}
        lookOf={(setup) =>
          setup.seats.map((seat) => ({ name: seat.name, colour: 0xe69f00, shape: 'circle' as const, bot: false }))
        }
        onToggleSound={() => undefined}
        renderSettings={() => null}
        onLeave={() => undefined}
      />,
    ).container;
    await settle();
    const followed: string[] = [];
    while (stepShown(page) !== null) {
      const step = stepShown(page) as string;
      const words = page.querySelector('[data-testid="hint-text"]')?.textContent ?? '';
      const gestures = gesturesOf(words);
      // A note asks for nothing but the panel's Next step; every other step asks for something. One button at most says
      // Continue: the game's, on a chain.
      expect(
        buttons(page).filter((button) => /^continue/i.test(named(button))).length,
        `${step}: one Continue`,
      ).toBeLessThanOrEqual(1);
      const note = panel(page).getAttribute('data-step-kind') === 'note';
      expect(gestures.length > 0, `${step}: "${words}" ${note ? 'asks for nothing' : 'says what to do'}`).toBe(!note);
      for (const gesture of note ? [NEXT_STEP] : gestures) await gesture.run(page);
      expect(
        page.querySelector('[data-testid="tutorial-not-now"]')?.textContent,
        `${step}: "${words}"`,
      ).toBeUndefined();
      expect(stepShown(page), `${step}: following "${words}" played its move`).not.toBe(step);
      followed.push(step);
    }
    expect(page.querySelector('[data-testid="tutorial-sections-screen"]')).not.toBeNull();
    expect(followed).toHaveLength(44);
  });

  it('says the same numbers in German and Portuguese as in the English words followed above, step by step', () => {
    const numbers = (words: string | undefined): string[] => (words?.match(/\d+/g) ?? []).sort();
    for (const [id, words] of Object.entries(enTutorial.tutorial.step)) {
      for (const catalog of [deTutorial, ptTutorial]) {
        const translated = (catalog.tutorial.step as Record<string, { readonly do: string } | undefined>)[id];
        expect(numbers(translated?.do), `${id}: ${translated?.do}`).toEqual(numbers(words.do));
      }
    }
  });
});
