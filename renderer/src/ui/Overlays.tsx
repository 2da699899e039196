import { useState } from 'react';
import { data, finalScore, type GameState } from '../game/engine';
import type { LogEntry } from '../game/describe';
import type { SeatLook } from '../scene/model';
import { cssHex } from '../scene/palette';
import type { HitTarget } from './hitTargets';

export function TooltipBox({ target }: { target: HitTarget }): React.JSX.Element {
  const below = target.rect.y < 360;
  const left = Math.min(Math.max(8, target.rect.x + target.rect.w / 2 - 140), 1280 - 288);
  const style = below ? { left, top: target.rect.y + target.rect.h + 6 } : { left, bottom: 720 - target.rect.y + 6 };
  return (
    <div className="tooltip" role="tooltip" data-testid="tooltip" style={style}>
      <strong>{target.tooltip.title}</strong>
      {target.tooltip.body.split('\n').map((line, i) => <div key={i}>{line}</div>)}
    </div>
  );
}

export function LogDrawer({ entries, seats, onClose }: { entries: readonly LogEntry[]; seats: readonly SeatLook[]; onClose: () => void }): React.JSX.Element {
  const [filter, setFilter] = useState<number | 'all'>('all');
  const shown = entries.filter((entry) => filter === 'all' || entry.seat === filter);
  return (
    <aside className="log-drawer" data-testid="log" aria-label="Game log">
      <header>
        <strong>Game log</strong>
        <select aria-label="Show entries of" data-testid="log-filter" value={String(filter)} onChange={(e) => setFilter(e.target.value === 'all' ? 'all' : Number(e.target.value))}>
          <option value="all">Everyone</option>
          {seats.map((seat, i) => <option key={i} value={i}>{seat.name}</option>)}
        </select>
        <button type="button" onClick={onClose} aria-label="Close the log">×</button>
      </header>
      <ol>
        {shown.slice().reverse().map((entry) => (
          <li key={entry.id} data-testid="log-entry">
            {entry.seat !== null && <span className="seat-chip" style={{ background: cssHex(seats[entry.seat]?.colour ?? 0xffffff) }} />}
            <span className="round">R{entry.round}</span> {entry.text}
          </li>
        ))}
      </ol>
    </aside>
  );
}

const SHORTCUTS: readonly [string, string][] = [
  ['?', 'Show or hide this sheet'],
  ['Tab / Shift+Tab', 'Move between everything on the table; Enter or Space activates it'],
  ['D', 'Pick up the next die you may take'],
  ['← → or − +, 1–6', 'Change the picked die’s value (the fish cost is shown)'],
  ['Enter', 'Place the die / build the tile / continue the chain'],
  ['A', 'Set the picked die aside for 1 fish'],
  ['C / S', 'Continue or stop the activation chain'],
  ['Arrows, R, F', 'Move, rotate and mirror a tile being placed'],
  ['W', 'Place a worker'],
  ['E', 'End turn'],
  ['U or Ctrl+Z', 'Undo (within your turn, until something is revealed)'],
  ['L', 'Open the game log'],
  ['M', 'Sound on or off'],
  ['Space or click', 'Skip the running animation'],
  ['Esc', 'Put down what you picked up; close panels'],
];

export function CheatSheet({ onClose, onRules }: { onClose: () => void; onRules: () => void }): React.JSX.Element {
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div className="modal cheat-sheet" role="dialog" aria-label="Keyboard shortcuts" data-testid="cheat-sheet" onClick={(e) => e.stopPropagation()}>
        <h2>Keyboard</h2>
        <table><tbody>
          {SHORTCUTS.map(([keys, what]) => <tr key={keys}><th><kbd>{keys}</kbd></th><td>{what}</td></tr>)}
        </tbody></table>
        <div className="row">
          <button type="button" onClick={onClose}>Close (Esc)</button>
          <button type="button" data-testid="open-rules" onClick={onRules}>Rules reference</button>
        </div>
      </div>
    </div>
  );
}

const CATEGORIES = [
  ['duringPlay', 'Score track'],
  ['boatTokens', 'Tokens on the boat'],
  ['fish', 'Fish (1 VP per 3)'],
  ['crates', 'Crates'],
  ['crateSets', 'Crate sets'],
  ['technology', 'Technology'],
  ['scoringTiles', 'Scoring tiles'],
] as const;

export function EndScreen({ state, seats, onMenu }: { state: GameState; seats: readonly SeatLook[]; onMenu: () => void }): React.JSX.Element {
  const score = finalScore(state);
  const solo = score.solo;
  return (
    <div className="modal-backdrop">
      <div className="modal end-screen" role="dialog" aria-label="Final scores" data-testid="end-screen">
        <h2>{seats[score.winner]?.name ?? 'Someone'} {state.players.length > 1 ? 'wins' : 'finished'}!</h2>
        <table className="score-table">
          <thead><tr><th />{score.players.map((p) => <th key={p.seat} style={{ color: cssHex(seats[p.seat]?.colour ?? 0xffffff) }}>{seats[p.seat]?.name}</th>)}</tr></thead>
          <tbody>
            {CATEGORIES.map(([key, name]) => (
              <tr key={key}><th>{name}</th>{score.players.map((p) => <td key={p.seat} data-testid={`score-${key}-${p.seat}`}>{p[key]}</td>)}</tr>
            ))}
            <tr className="total"><th>Total</th>{score.players.map((p) => <td key={p.seat} data-testid={`score-total-${p.seat}`}>{p.total}</td>)}</tr>
          </tbody>
        </table>
        {solo && (
          <div className="solo-result" data-testid="solo-result">
            <div className="medal" data-testid="medal">{solo.medal ? `Medal: ${data.MEDAL_NAMES[solo.medal]}` : 'No medal this time'}</div>
            <div className="thresholds">
              {data.MEDALS.map((medal) => <span key={medal} className={solo.medal === medal ? 'earned' : ''}>{data.MEDAL_NAMES[medal]} {solo.thresholds[medal]}</span>)}
            </div>
            {solo.task && <div data-testid="task">Task: {data.TASKS[solo.task].text} — {solo.taskMet ? '★ star earned' : 'not met'}</div>}
          </div>
        )}
        <button type="button" className="primary" data-testid="end-to-menu" onClick={onMenu}>Back to the menu</button>
      </div>
    </div>
  );
}

