import { useState } from 'react';
import { data, type GameSetup } from '../../game/engine';
import { quickSoloSetup } from '../../game/campaign';
import './campaign.css';

/** A solo game on a random deal, played for a medal, with a random task for a star if the player wants one. */
export function QuickSoloForm({ onStart, onBack }: { readonly onStart: (setup: GameSetup) => void; readonly onBack: () => void }): React.JSX.Element {
  const [withTask, setWithTask] = useState(true);
  return (
    <main className="menu quick-solo" data-testid="quick-solo">
      <h2>Quick solo</h2>
      <p>A fresh deal of the fjord, just you and the dice. Score enough for a medal:</p>
      <ul className="quick-solo-thresholds">
        {data.MEDALS.map((medal) => <li key={medal}>{data.MEDAL_NAMES[medal]}: {data.MEDAL_THRESHOLDS[medal]} points</li>)}
      </ul>
      <label className="check">
        <input type="checkbox" data-testid="quick-solo-task" checked={withTask} onChange={(e) => setWithTask(e.target.checked)} />
        {' '}Draw a random task too (fulfil it for a star)
      </label>
      <div className="row">
        <button type="button" onClick={onBack}>Back</button>
        <button type="button" className="primary" data-testid="quick-solo-start" onClick={() => onStart(quickSoloSetup(Math.random, withTask))}>Deal and play</button>
      </div>
    </main>
  );
}
