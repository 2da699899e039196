import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ControllerSnapshot, GameController } from '../game/controller';
import { BANNER_MOMENTS, momentsOf, type Moment } from '../game/moments';
import { trackName } from '../game/names';
import { DOCKS } from '../scene/areas/docks';
import { playerPanelRect } from '../scene/areas/players';
import { trackRect } from '../scene/areas/tracks';
import { VILLAGE_CELL, VILLAGE_GRID, VILLAGE_NAME } from '../scene/areas/village';
import { rect, type Rect } from '../scene/layout';
import type { MotionSettings, SeatLook } from '../scene/model';
import { cssHex } from '../scene/palette';
import { SPEED_FACTOR } from '../scene/timing';
import { isolate, useTranslation, t } from '../i18n';
import './pace.css';

/** How long a banner and a celebration stay up at normal speed, in ms (the speed setting scales them). */
const BANNER_MS = 1600;
const CELEBRATION_MS = 2400;
/** Celebrations shown at once: a long chain of them keeps the newest. */
const MOST_CELEBRATIONS = 3;

interface Shown {
  readonly id: number;
  readonly moment: Moment;
}

/** A moment in the player's words: its headline, and for a banner what it means. */
function momentText(moment: Moment, name: (seat: number) => string): { title: string; detail: string | null } {
  switch (moment.kind) {
    case 'roundStart':
      return {
        title: t('banner.roundStart', { round: moment.round }),
        detail: t('banner.roundStartDetail', { name: name(moment.startPlayer) }),
      };
    case 'roundEnd':
      return { title: t('banner.roundEnd', { round: moment.round }), detail: t('banner.roundEndDetail') };
    case 'finalScoring':
      return { title: t('banner.finalScoring'), detail: null };
    case 'line':
      return {
        title: t(moment.line === 'row' ? 'celebrate.row' : 'celebrate.column', {
          name: name(moment.player),
          index: moment.index,
        }),
        detail: null,
      };
    case 'crateSet':
      return { title: t('celebrate.crateSet', { name: name(moment.player), count: moment.sets }), detail: null };
    case 'trackTop':
      return {
        title: t('celebrate.trackTop', { name: name(moment.player), track: trackName(moment.track) }),
        detail: null,
      };
  }
}

/**
 * What a celebration lights up on the table: the completed row or column of the village shown (when it is the
 * achiever's), the docks shown for a crate set, the track's top; and always the achiever's card.
 */
function achievedRects(moment: Moment, viewedSeat: number, seats: number): Rect[] {
  if (!('player' in moment)) return [];
  const card = playerPanelRect(moment.player, seats);
  const shown = moment.player === viewedSeat;
  switch (moment.kind) {
    case 'line': {
      if (!shown) return [card];
      const at = moment.index - 1;
      return [
        moment.line === 'row'
          ? rect(VILLAGE_GRID.x, VILLAGE_GRID.y + at * VILLAGE_CELL, VILLAGE_CELL * 6, VILLAGE_CELL)
          : rect(VILLAGE_GRID.x + at * VILLAGE_CELL, VILLAGE_GRID.y, VILLAGE_CELL, VILLAGE_CELL * 6),
        card,
      ];
    }
    case 'crateSet':
      return shown ? [DOCKS, card] : [card];
    case 'trackTop': {
      const track = trackRect(moment.track);
      return [rect(track.x, track.y, track.w, 84), card];
    }
  }
}

const box = (r: Rect): React.CSSProperties => ({ left: r.x, top: r.y, width: r.w, height: r.h });

/**
 * The moments of the batches the session plays from now on, each shown for its time at the motion's `scale`: the
 * newest banner, and the newest few celebrations. A batch played at once and the batches from before are not shown.
 */
function useShownMoments(batches: ControllerSnapshot['batches'], factor: number, scale: number) {
  const seen = useRef(batches.at(-1)?.id ?? 0);
  const nextId = useRef(1);
  const [banner, setBanner] = useState<Shown | null>(null);
  const [celebrations, setCelebrations] = useState<readonly Shown[]>([]);

  useEffect(() => {
    const fresh = batches.filter((batch) => batch.id > seen.current);
    if (fresh.length === 0) return;
    seen.current = fresh.at(-1)?.id ?? seen.current;
    if (factor === 0) return;
    const moments = fresh
      .filter((batch) => batch.maxMs !== 0)
      .flatMap((batch) => momentsOf(batch.events))
      .map((moment) => ({ id: nextId.current++, moment }));
    const banners = moments.filter((shown) => BANNER_MOMENTS.has(shown.moment.kind));
    const cheers = moments.filter((shown) => !BANNER_MOMENTS.has(shown.moment.kind));
    if (banners.length > 0) setBanner(banners.at(-1) ?? null);
    if (cheers.length > 0) setCelebrations((shown) => [...shown, ...cheers].slice(-MOST_CELEBRATIONS));
  }, [batches, factor]);

  useEffect(() => {
    if (!banner) return undefined;
    const timer = setTimeout(() => setBanner((shown) => (shown === banner ? null : shown)), BANNER_MS * scale);
    return () => clearTimeout(timer);
  }, [banner, scale]);

  const newest = celebrations.at(-1);
  useEffect(() => {
    if (!newest) return undefined;
    const timer = setTimeout(
      () => setCelebrations((shown) => shown.filter((s) => s.id > newest.id)),
      CELEBRATION_MS * scale,
    );
    return () => clearTimeout(timer);
  }, [newest, scale]);
  return { banner, celebrations };
}

/** A round's banner: its headline and what it means. */
function RoundBanner({
  banner,
  name,
  still,
}: {
  readonly banner: Shown;
  readonly name: (seat: number) => string;
  readonly still: string;
}): React.JSX.Element {
  const { title, detail } = momentText(banner.moment, name);
  return (
    <div className={`round-banner${still}`} data-testid="round-banner" data-kind={banner.moment.kind} role="status">
      <strong>{title}</strong>
      {detail && <span>{detail}</span>}
    </div>
  );
}

/** The celebrations: what each achieved lit up on the table, and each said in the bar under the village. */
function Celebrations({
  celebrations,
  seats,
  players,
  viewedSeat,
  name,
  still,
}: {
  readonly celebrations: readonly Shown[];
  readonly seats: readonly SeatLook[];
  /** How many players the game has (their cards are laid out by it). */
  readonly players: number;
  readonly viewedSeat: number;
  readonly name: (seat: number) => string;
  readonly still: string;
}): React.JSX.Element {
  return (
    <>
      {celebrations.flatMap(({ id, moment }) =>
        achievedRects(moment, viewedSeat, players).map((r, i) => (
          <div key={`${id}:${i}`} className={`achieved${still}`} data-testid="achieved" style={box(r)} />
        )),
      )}
      <div className="celebrations" style={box(VILLAGE_NAME)}>
        {celebrations.map(({ id, moment }) => (
          <div
            key={id}
            className={`celebration${still}`}
            data-testid="celebration"
            data-kind={moment.kind}
            role="status"
            style={{ borderColor: 'player' in moment ? cssHex(seats[moment.player]?.colour ?? 0xffffff) : undefined }}
          >
            <span className="celebration-star" aria-hidden="true">
              ★
            </span>{' '}
            {momentText(moment, name).title}
          </div>
        ))}
      </div>
    </>
  );
}

/**
 * The round banners and the celebrations, over the table, as the session plays the batches that hold their events
 * (moments.ts). They never hold the game. Animations off: none; reduced motion: they still appear, without moving (a
 * static highlight). A batch played at once (skipping to a person's turn) and the batches from before the table
 * opened are not celebrated. A celebration lights up what was achieved and says it in its own spot, the bar under the
 * village (where the village's name is): opaque, over nothing the player acts on but the village's lowest row, and
 * only while it lasts.
 */
export function TableMoments({
  controller,
  seats,
  motion,
  viewedSeat,
}: {
  readonly controller: GameController;
  readonly seats: readonly SeatLook[];
  readonly motion: MotionSettings;
  /** Whose village the table shows large (a completed row or column lights up there). */
  readonly viewedSeat: number;
}): React.JSX.Element | null {
  // Re-rendered in the language shown when it changes.
  useTranslation();
  const snapshot = useSyncExternalStore(
    useCallback((listener) => controller.subscribe(listener), [controller]),
    () => controller.getSnapshot(),
  );
  const factor = SPEED_FACTOR[motion.speed];
  // Reduced motion shows each moment still, for as long as at normal speed.
  const scale = motion.reducedMotion ? 1 : factor;
  const { banner, celebrations } = useShownMoments(snapshot.batches, factor, scale);

  if (factor === 0 || (!banner && celebrations.length === 0)) return null;
  const name = (seat: number): string => isolate(seats[seat]?.name ?? '');
  const still = motion.reducedMotion ? ' still' : '';
  const style = {
    '--moment-ms': `${Math.round(BANNER_MS * scale)}ms`,
    '--cheer-ms': `${Math.round(CELEBRATION_MS * scale)}ms`,
  } as React.CSSProperties;
  return (
    <div className="table-moments" style={style} aria-live="polite">
      {banner && <RoundBanner key={banner.id} banner={banner} name={name} still={still} />}
      <Celebrations
        celebrations={celebrations}
        seats={seats}
        players={snapshot.state.players.length}
        viewedSeat={viewedSeat}
        name={name}
        still={still}
      />
    </div>
  );
}
