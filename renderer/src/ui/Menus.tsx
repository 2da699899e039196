import { useEffect, useState } from 'react';
import { data, type GameSetup, type TaskId } from '../game/engine';
import type { SavedGameSummary, Settings } from '../platform/storage';
import { PLAYER_STYLES, cssHex } from '../scene/palette';

export type SeatKind = 'human' | 'easy' | 'medium' | 'hard';

interface SeatDraft {
  readonly name: string;
  readonly kind: SeatKind;
  readonly colour: number;
}

export function MainMenu(props: {
  readonly canContinue: boolean;
  readonly notice: string | null;
  readonly onContinue: () => void;
  readonly onNew: () => void;
  readonly onCampaign: () => void;
  readonly onQuickSolo: () => void;
  readonly onLoad: () => void;
  readonly onSettings: () => void;
  readonly onRules: () => void;
}): React.JSX.Element {
  return (
    <main className="menu main-menu" data-testid="main-menu">
      <h1>Saltfjord</h1>
      <p className="tagline">Draft dice, grow a fishing village, sail the fjord.</p>
      {props.notice && <p className="notice" role="status">{props.notice}</p>}
      <nav>
        <button type="button" className="primary" data-testid="menu-continue" disabled={!props.canContinue} onClick={props.onContinue}>Continue</button>
        <button type="button" data-testid="menu-new" onClick={props.onNew}>New game</button>
        <button type="button" data-testid="menu-campaign" onClick={props.onCampaign}>Campaign</button>
        <button type="button" data-testid="menu-quick-solo" onClick={props.onQuickSolo}>Quick solo</button>
        <button type="button" data-testid="menu-load" onClick={props.onLoad}>Load game</button>
        <button type="button" data-testid="menu-settings" onClick={props.onSettings}>Settings</button>
        <button type="button" data-testid="menu-rules" onClick={props.onRules}>Rules</button>
      </nav>
    </main>
  );
}

const DEFAULT_NAMES = ['Astrid', 'Bjørn', 'Sigrid', 'Leif'];

export function NewGameForm({ onStart, onBack }: { onStart: (setup: GameSetup) => void; onBack: () => void }): React.JSX.Element {
  const [seats, setSeats] = useState<SeatDraft[]>([{ name: DEFAULT_NAMES[0] as string, kind: 'human', colour: 0 }]);
  const [seed, setSeed] = useState('');
  const [task, setTask] = useState<TaskId | ''>('');
  const update = (i: number, change: Partial<SeatDraft>): void => setSeats((all) => all.map((seat, k) => (k === i ? { ...seat, ...change } : seat)));
  const addSeat = (): void => setSeats((all) => {
    const colour = [0, 1, 2, 3].find((c) => !all.some((s) => s.colour === c)) ?? 0;
    return [...all, { name: DEFAULT_NAMES[all.length] ?? `Player ${all.length + 1}`, kind: 'easy', colour }];
  });
  const coloursClash = new Set(seats.map((s) => s.colour)).size !== seats.length;
  const start = (): void => {
    const setup: GameSetup = {
      seats: seats.map((seat) => (seat.kind === 'human'
        ? { name: seat.name.trim() || 'Player', kind: 'human', colour: seat.colour }
        : { name: seat.name.trim() || 'Bot', kind: 'bot', bot: seat.kind, colour: seat.colour })),
      seed: seed.trim() === '' ? Math.floor(Math.random() * 2 ** 31) : seed.trim(),
      villageSide: 'common',
      variant: 'basic',
      ...(seats.length === 1 && task ? { task } : {}),
    };
    onStart(setup);
  };
  return (
    <main className="menu" data-testid="new-game">
      <h2>New game</h2>
      <div className="seats">
        {seats.map((seat, i) => (
          <div className="seat-row" key={i} data-testid={`seat-${i}`}>
            <span className="seat-chip big" style={{ background: cssHex(PLAYER_STYLES[seat.colour]?.colour ?? 0) }} />
            <input aria-label={`Name of seat ${i + 1}`} data-testid={`seat-name-${i}`} value={seat.name} maxLength={40} onChange={(e) => update(i, { name: e.target.value })} />
            <select aria-label={`Who plays seat ${i + 1}`} data-testid={`seat-kind-${i}`} value={seat.kind} onChange={(e) => update(i, { kind: e.target.value as SeatKind })}>
              <option value="human">Human</option>
              <option value="easy">Bot — easy</option>
              <option value="medium">Bot — medium</option>
              <option value="hard">Bot — hard</option>
            </select>
            <select aria-label={`Colour of seat ${i + 1}`} data-testid={`seat-colour-${i}`} value={seat.colour} onChange={(e) => update(i, { colour: Number(e.target.value) })}>
              {PLAYER_STYLES.map((style, c) => <option key={c} value={c}>{style.name} ({style.shape})</option>)}
            </select>
            {i > 0 && <button type="button" aria-label={`Remove seat ${i + 1}`} onClick={() => setSeats((all) => all.filter((_, k) => k !== i))}>Remove</button>}
          </div>
        ))}
      </div>
      {seats.length < 4 && <button type="button" data-testid="add-seat" onClick={addSeat}>Add a seat</button>}
      {coloursClash && <p className="notice">Two seats share a colour: pick different ones.</p>}
      <label className="field">Seed (optional, same seed = same game)
        <input data-testid="seed" value={seed} maxLength={200} onChange={(e) => setSeed(e.target.value)} placeholder="random" />
      </label>
      <label className="field">Village side
        <select disabled value="common" aria-label="Village side"><option value="common">Common side</option></select>
      </label>
      {seats.length === 1 && (
        <label className="field">Solo task (earns a star)
          <select data-testid="task" value={task} onChange={(e) => setTask(e.target.value as TaskId | '')}>
            <option value="">None</option>
            {data.TASK_IDS.map((id) => <option key={id} value={id}>{data.TASKS[id].text}</option>)}
          </select>
        </label>
      )}
      <div className="row">
        <button type="button" onClick={onBack}>Back</button>
        <button type="button" className="primary" data-testid="start-game" disabled={coloursClash} onClick={start}>Start</button>
      </div>
    </main>
  );
}

export function LoadList(props: { list: () => Promise<SavedGameSummary[]>; onOpen: (slot: string) => void; onDelete: (slot: string) => Promise<void>; onBack: () => void }): React.JSX.Element {
  const [games, setGames] = useState<SavedGameSummary[] | null>(null);
  const { list } = props;
  useEffect(() => { void list().then(setGames); }, [list]);
  return (
    <main className="menu" data-testid="load-game">
      <h2>Saved games</h2>
      {games === null && <p>Reading…</p>}
      {games?.length === 0 && <p>No saved games yet.</p>}
      <ul className="save-list">
        {games?.map((game) => (
          <li key={game.slot}>
            <button type="button" data-testid={`load-${game.slot}`} disabled={game.problem !== undefined} onClick={() => props.onOpen(game.slot)}>
              {game.problem !== undefined
                ? `${game.slot}: cannot be opened — ${game.problem}`
                : `${game.players.join(', ')} — ${game.over ? 'finished' : `round ${game.round}`} · ${new Date(game.updatedAt).toLocaleString()}`}
            </button>
            <button type="button" aria-label="Delete this save" onClick={() => void props.onDelete(game.slot).then(() => list().then(setGames))}>Delete</button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={props.onBack}>Back</button>
    </main>
  );
}

export function SettingsForm({ settings, onChange, onBack }: { settings: Settings; onChange: (s: Settings) => void; onBack: () => void }): React.JSX.Element {
  return (
    <main className="menu" data-testid="settings">
      <h2>Settings</h2>
      <label className="field">Animation speed
        <select data-testid="setting-speed" value={settings.animationSpeed} onChange={(e) => onChange({ ...settings, animationSpeed: e.target.value as Settings['animationSpeed'] })}>
          <option value="slow">Slow</option><option value="normal">Normal</option><option value="fast">Fast</option><option value="instant">Instant</option>
        </select>
      </label>
      <label className="check"><input type="checkbox" data-testid="setting-reduced-motion" checked={settings.reducedMotion} onChange={(e) => onChange({ ...settings, reducedMotion: e.target.checked })} /> Reduced motion (no flying pieces or tumbling dice)</label>
      <label className="check"><input type="checkbox" data-testid="setting-colour-blind" checked={settings.colourBlindPalette} onChange={(e) => onChange({ ...settings, colourBlindPalette: e.target.checked })} /> High-contrast player colours</label>
      <label className="check"><input type="checkbox" data-testid="setting-sound" checked={settings.sound} onChange={(e) => onChange({ ...settings, sound: e.target.checked })} /> Sound</label>
      <label className="field">Volume {Math.round(settings.volume * 100)}%
        <input type="range" data-testid="setting-volume" min={0} max={1} step={0.05} value={settings.volume} disabled={!settings.sound} onChange={(e) => onChange({ ...settings, volume: Number(e.target.value) })} />
      </label>
      <button type="button" onClick={onBack}>Back</button>
    </main>
  );
}
