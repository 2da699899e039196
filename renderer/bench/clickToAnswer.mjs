// Click-to-answer for the render benchmark (renderBench.mjs): a person plays a solo game started from the menu, with
// the game's authority in its worker behind the protocol, and each decision made by a real click on the table or its
// prompt is timed from the press to the end of the first frame drawn after the table's view answers it (the game
// screen's `data-answered`, the authority's count of the player's moves it has answered, changes). Only the page's
// DOM is read, as a person reads the screen: the production build has no test hooks.

/** How long one answer may take before the run is called broken (a click that sent nothing, a stopped worker). */
const ANSWER_TIMEOUT_MS = 10_000;
/** The longest the whole measurement may play before it reports the decisions it timed. */
const PLAY_BUDGET_MS = 180_000;

/**
 * Readies the page to time the next press: resolves `window.__clickToAnswer` with the ms from that press's pointerdown
 * to the end of the first frame after `data-answered` changes. The end of the frame is a message posted from its
 * animation-frame callback (the table's canvas is drawn in the same frame's callbacks, before the paint), so the
 * figure includes drawing what changed; a timeout resolves null.
 */
function armTiming(page, timeoutMs) {
  return page.evaluate((timeout) => {
    const screen = document.querySelector('[data-testid=game-screen]');
    const before = screen?.getAttribute('data-answered');
    window.__clickToAnswer = new Promise((resolve) => {
      let pressedAt = null;
      document.addEventListener(
        'pointerdown',
        (event) => {
          pressedAt = event.timeStamp;
        },
        { capture: true, once: true },
      );
      const observer = new MutationObserver(() => {
        if (screen.getAttribute('data-answered') === before) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          const frameEnd = new MessageChannel();
          frameEnd.port1.onmessage = () => resolve(pressedAt === null ? null : performance.now() - pressedAt);
          frameEnd.port2.postMessage(null);
        });
      });
      observer.observe(screen, { attributes: true, attributeFilter: ['data-answered'] });
      setTimeout(() => {
        observer.disconnect();
        resolve(null);
      }, timeout);
    });
  }, timeoutMs);
}

const byTestId = (testId) => `[data-testid="${testId}"]`;
/** The prompt's "no, thanks" of an optional decision (it has no test id of its own). */
const DECLINE = '[data-action="decline"]';

/** Clicks the first element `selector` finds as the decision's answer and returns its click-to-answer time in ms. */
async function answerWithClick(page, selector, kind) {
  await armTiming(page, ANSWER_TIMEOUT_MS);
  await page.locator(selector).first().click();
  const millis = await page.evaluate(() => window.__clickToAnswer);
  if (millis === null)
    throw new Error(`clicking ${selector} on a ${kind} decision was not answered within ${ANSWER_TIMEOUT_MS} ms`);
  return millis;
}

/** The data-testid values of the hit layer's spots matching `prefix` that may be used now. */
function enabledSpots(page, prefix) {
  return page
    .locator(`[data-testid^="${prefix}"][data-enabled="true"]`)
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
}

async function buttonEnabled(page, testId) {
  const button = page.getByTestId(testId);
  return (await button.count()) > 0 && (await button.first().isEnabled());
}

/** Points the ghost tile at each cell it may go to (turning it when none fits) and builds where it first fits. */
async function placeTile(page, kind) {
  const cells = await page
    .locator('[data-testid^="cell-"][data-placeable="true"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
  for (let turn = 0; turn < 8; turn++) {
    for (const cell of cells) {
      await page.getByTestId(cell).hover();
      // The ghost follows the pointer once React has drawn the hover.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      if ((await page.getByTestId('placement-panel').getAttribute('data-ghost-legal')) === 'true')
        return answerWithClick(page, byTestId('confirm-placement'), kind);
    }
    await page.getByTestId(turn === 3 ? 'mirror' : 'rotate').click();
  }
  throw new Error('no spot found for the tile');
}

/** A turn's decision: end the turn once its main action is done, else place (or set aside) a die, else retire. */
async function playTurn(page) {
  if (await buttonEnabled(page, 'end-turn')) return answerWithClick(page, byTestId('end-turn'), 'turn');
  const [die] = await enabledSpots(page, 'die-');
  if (die) {
    // Picking the die up only opens its panel; the press that places it is the decision.
    await page.getByTestId(die).click();
    await page.getByTestId('die-panel').waitFor();
    return answerWithClick(
      page,
      byTestId((await buttonEnabled(page, 'place-die')) ? 'place-die' : 'aside-die'),
      'turn',
    );
  }
  const [tavern] = await enabledSpots(page, 'tavern-');
  return answerWithClick(page, byTestId(tavern), 'turn');
}

/** Answers the decision the prompt asks with the simplest choice the screen offers; returns its time in ms. */
async function answerDecision(page, kind) {
  switch (kind) {
    case 'turn':
      return playTurn(page);
    case 'startingTile':
      return placeTile(page, kind);
    case 'chain':
      return answerWithClick(
        page,
        byTestId((await buttonEnabled(page, 'chain-continue')) ? 'chain-continue' : 'chain-stop'),
        kind,
      );
    case 'buildSmall': {
      const [stack] = await enabledSpots(page, 'stack-S');
      if (!stack) return answerWithClick(page, DECLINE, kind);
      await page.getByTestId(stack).click();
      return placeTile(page, kind);
    }
    case 'orderOrTech': {
      const [pick] = [...(await enabledSpots(page, 'crate-')), ...(await enabledSpots(page, 'track-'))];
      return answerWithClick(page, pick ? byTestId(pick) : DECLINE, kind);
    }
    case 'chooseAbility': {
      // The offer lights up once the table has shown what led to it.
      await page.locator('[data-testid^="ability-"][data-enabled="true"]').first().waitFor();
      const [ability] = await enabledSpots(page, 'ability-');
      return answerWithClick(page, byTestId(ability), kind);
    }
    // draftPick, improve, boat, netsKeep, boatFull, tokenSlot, dockTrade, chooseResource: the prompt's buttons.
    default:
      return answerWithClick(page, byTestId('option-0'), kind);
  }
}

/** Starts a solo game from the main menu, as a person does: New game, a seed, Start. */
async function startSoloGame(page, url, seed) {
  await page.goto(url);
  await page.getByTestId('menu-new').click();
  await page.getByTestId('seed').fill(seed);
  await page.getByTestId('start-game').click();
  await page.waitForSelector('[data-testid=board][data-painted=true]');
}

/**
 * Plays `decisions` decisions of a solo game on a new page of `browser` (its own storage) and returns each one's
 * click-to-answer time in ms, in the order played (fewer if the game ends or the time budget runs out first).
 */
export async function measureClickToAnswer(browser, url, decisions) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await startSoloGame(page, url, 'bench-click-to-answer');
  const times = [];
  const end = Date.now() + PLAY_BUDGET_MS;
  while (times.length < decisions && Date.now() < end) {
    // A decision is read only once the table settles: while an answer is animated the screen shows the last one.
    await page.waitForSelector('[data-testid=prompt][data-settled=true], [data-testid=end-screen]', {
      timeout: ANSWER_TIMEOUT_MS * 3,
    });
    if (await page.getByTestId('end-screen').isVisible()) break;
    const kind = await page.getByTestId('prompt').getAttribute('data-pending-kind');
    times.push(await answerDecision(page, kind));
  }
  await page.close();
  return times;
}
