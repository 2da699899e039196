import { useState, type ReactNode } from 'react';
import { data, setupRefusal, withMedalLadder, type GameSetup, type SeatSetup, type TaskId } from '../../game/engine';
import { refusalText } from '../../game/describe/engineWords';
import { PLAYER_STYLES, cssHex } from '../../scene/palette';
import { useTranslation } from '../../i18n';
import { taskText } from '../../game/names';
import {
  DEFAULT_VILLAGE_CHOICE,
  VillageOptions,
  clansClash,
  withVillageChoice,
  type VillageChoice,
} from '../VillageOptions';
import { TableRulesOptions } from '../TableRulesOptions';
import { SeatKindOptions, type SeatKind } from '../SeatKindOptions';

interface SeatDraft {
  readonly name: string;
  readonly kind: SeatKind;
  readonly colour: number;
}

/** What the form holds besides its seats. */
interface GameDraft {
  readonly seed: string;
  readonly task: TaskId | '';
  readonly village: VillageChoice;
  readonly tableRules: data.TableRules;
}

const DEFAULT_NAMES = ['Astrid', 'Bjørn', 'Sigrid', 'Leif'];

/**
 * The seats of the form, a new one taking the next default name and the first colour nobody has; an online game's form
 * starts with two people's seats (the host's and a friend's).
 */
function useSeatDrafts(online: boolean) {
  const { t } = useTranslation();
  const [seats, setSeats] = useState<SeatDraft[]>(() => [
    { name: DEFAULT_NAMES[0] as string, kind: 'human', colour: 0 },
    ...(online ? [{ name: DEFAULT_NAMES[1] as string, kind: 'human' as const, colour: 1 }] : []),
  ]);
  const update = (i: number, change: Partial<SeatDraft>): void =>
    setSeats((all) => all.map((seat, k) => (k === i ? { ...seat, ...change } : seat)));
  const add = (): void =>
    setSeats((all) => {
      const colour = [0, 1, 2, 3].find((c) => !all.some((s) => s.colour === c)) ?? 0;
      const name = DEFAULT_NAMES[all.length] ?? t('newGame.defaultSeatName', { number: all.length + 1 });
      return [...all, { name, kind: 'easy', colour }];
    });
  const remove = (i: number): void => setSeats((all) => all.filter((_, k) => k !== i));
  return { seats, update, add, remove };
}

/** The game the form describes; a seat left unnamed is called by the catalog's word for an unnamed human or bot. */
function setupOf(
  seats: readonly SeatDraft[],
  draft: GameDraft,
  unnamed: { human: string; bot: string },
  online: boolean,
): GameSetup {
  const named: SeatSetup[] = seats.map((seat) =>
    seat.kind === 'human'
      ? { name: seat.name.trim() || unnamed.human, kind: 'human', colour: seat.colour }
      : { name: seat.name.trim() || unnamed.bot, kind: 'bot', bot: seat.kind, colour: seat.colour },
  );
  return {
    ...withVillageChoice(named, draft.village, Math.random),
    seed: draft.seed.trim() === '' ? Math.floor(Math.random() * 2 ** 31) : draft.seed.trim(),
    edition: data.NEW_GAME_EDITION,
    ...(data.anyTableRule(draft.tableRules) ? { tableRules: draft.tableRules } : {}),
    ...(seats.length === 1 && draft.task && !online ? { task: draft.task } : {}),
  };
}

function SeatRow(props: {
  readonly seat: SeatDraft;
  readonly index: number;
  readonly onChange: (change: Partial<SeatDraft>) => void;
  readonly onRemove: () => void;
  /** Seats up to this one cannot be removed (the first; online, the host's and a friend's). */
  readonly fixedSeats: number;
}): React.JSX.Element {
  const { t } = useTranslation();
  const { seat, index: i, onChange } = props;
  return (
    <div className="seat-row" data-testid={`seat-${i}`}>
      <span className="seat-chip big" style={{ background: cssHex(PLAYER_STYLES[seat.colour]?.colour ?? 0) }} />
      <input
        dir="auto"
        aria-label={t('newGame.seatName', { number: i + 1 })}
        data-testid={`seat-name-${i}`}
        value={seat.name}
        maxLength={40}
        onChange={(e) => onChange({ name: e.target.value })}
      />
      <select
        aria-label={t('newGame.seatKind', { number: i + 1 })}
        data-testid={`seat-kind-${i}`}
        value={seat.kind}
        onChange={(e) => onChange({ kind: e.target.value as SeatKind })}
      >
        <SeatKindOptions />
      </select>
      <select
        aria-label={t('newGame.seatColour', { number: i + 1 })}
        data-testid={`seat-colour-${i}`}
        value={seat.colour}
        onChange={(e) => onChange({ colour: Number(e.target.value) })}
      >
        {PLAYER_STYLES.map((style, c) => (
          <option key={c} value={c}>
            {t('newGame.colourOption', {
              name: t(`newGame.colour.${style.shape}`),
              shape: t(`newGame.shape.${style.shape}`),
            })}
          </option>
        ))}
      </select>
      {i >= props.fixedSeats && (
        <button type="button" aria-label={t('newGame.removeSeat', { number: i + 1 })} onClick={props.onRemove}>
          {t('newGame.remove')}
        </button>
      )}
    </div>
  );
}

/** The task a solo game may be played with (RULES §13.3), or none. */
function SoloTaskField({
  task,
  onChange,
}: {
  readonly task: TaskId | '';
  readonly onChange: (task: TaskId | '') => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <label className="field">
      {t('newGame.soloTask')}
      <select data-testid="task" value={task} onChange={(e) => onChange(e.target.value as TaskId | '')}>
        <option value="">{t('newGame.noTask')}</option>
        {data.TASK_IDS.map((id) => (
          <option key={id} value={id}>
            {taskText(id)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** An online game's form (the host's): the server's line shown under the title, and whether a host request is on its way. */
export interface OnlineHosting {
  readonly header: ReactNode;
  readonly busy: boolean;
}

/**
 * The new game's seats, seed, village, table rules and solo task; Start hands the setup on once the engine takes it.
 * With `online`, the host's form of an online game: at least two people's seats, and no seed or solo task (the server
 * draws the seed).
 */
export function NewGameForm({
  onStart,
  onBack,
  online = null,
}: {
  onStart: (setup: GameSetup) => void;
  onBack: () => void;
  online?: OnlineHosting | null;
}): React.JSX.Element {
  const { t } = useTranslation();
  const { seats, update, add, remove } = useSeatDrafts(online !== null);
  const [draft, setDraft] = useState<GameDraft>({
    seed: '',
    task: '',
    village: DEFAULT_VILLAGE_CHOICE,
    tableRules: data.NO_TABLE_RULES,
  });
  const change = (part: Partial<GameDraft>): void => setDraft((all) => ({ ...all, ...part }));
  /** Why the engine refused the last setup Start was pressed with, in the player's words (RULES §2). */
  const [refused, setRefused] = useState<string | null>(null);
  const coloursClash = new Set(seats.map((s) => s.colour)).size !== seats.length;
  const clanClash = clansClash(draft.village, seats.length);
  const start = (): void => {
    const setup = setupOf(
      seats,
      draft,
      { human: t('newGame.unnamedHuman'), bot: t('newGame.unnamedBot') },
      online !== null,
    );
    const refusal = setupRefusal(setup);
    setRefused(refusal ? refusalText(refusal) : null);
    if (!refusal) onStart(withMedalLadder(setup));
  };
  const seatNames = seats.map((seat, i) => seat.name.trim() || t('newGame.defaultSeatName', { number: i + 1 }));
  return (
    <main className="menu" data-testid="new-game">
      <h2>{t(online ? 'online.hostTitle' : 'newGame.title')}</h2>
      {online?.header}
      {online && <p>{t('online.hostSeat')}</p>}
      <div className="seats">
        {seats.map((seat, i) => (
          <SeatRow
            key={i}
            seat={seat}
            index={i}
            fixedSeats={online ? 2 : 1}
            onChange={(part) => update(i, part)}
            onRemove={() => remove(i)}
          />
        ))}
      </div>
      {seats.length < 4 && (
        <button type="button" data-testid="add-seat" onClick={add}>
          {t('newGame.addSeat')}
        </button>
      )}
      {coloursClash && <p className="notice">{t('newGame.coloursClash')}</p>}
      {!online && (
        <label className="field">
          {t('newGame.seed')}
          <input
            data-testid="seed"
            value={draft.seed}
            maxLength={200}
            onChange={(e) => change({ seed: e.target.value })}
            placeholder={t('newGame.seedPlaceholder')}
          />
        </label>
      )}
      <VillageOptions choice={draft.village} seatNames={seatNames} onChange={(village) => change({ village })} />
      <TableRulesOptions rules={draft.tableRules} onChange={(tableRules) => change({ tableRules })} />
      {seats.length === 1 && !online && <SoloTaskField task={draft.task} onChange={(task) => change({ task })} />}
      {refused && (
        <p className="notice" role="alert" data-testid="setup-refused">
          {refused}
        </p>
      )}
      <div className="row">
        <button type="button" onClick={onBack}>
          {t('common.back')}
        </button>
        <button
          type="button"
          className="primary"
          data-testid="start-game"
          disabled={coloursClash || clanClash || online?.busy === true}
          onClick={start}
        >
          {t(online ? 'online.hostStart' : 'common.start')}
        </button>
      </div>
    </main>
  );
}
