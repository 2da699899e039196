import { Container, type Text } from 'pixi.js';
import type { GameEvent } from '../game/engine';
import type { Animator } from './animator';
import { playerPanelRect } from './areas/players';
import { PALETTE } from './palette';
import { label } from './pieces';
import type { TableView } from './tableView';
import { boardWords } from '../game/describe';

/** Each seat's score on its panel, on the live layer so that it can tick up as points come in. */
export class ScoreCounters {
  readonly layer = new Container();
  private readonly counters = new Map<number, { readonly text: Text; value: number }>();

  constructor(private readonly animator: Animator) {}

  /** Scores tick from the old total to the new one when the batch scored them; otherwise they just show the total. */
  show(view: TableView, events: readonly GameEvent[], duration: number): void {
    const { state } = view;
    state.players.forEach((player, seat) => {
      const panel = playerPanelRect(seat, state.players.length);
      const counter = this.counters.get(seat) ?? this.add(seat, player.score);
      counter.text.position.set(panel.x + panel.w - 8, panel.y + 5);
      if (counter.value === player.score) return;
      const scored = events.some((event) => event.type === 'ScoreChanged' && event.player === seat);
      const tally = { value: counter.value };
      counter.value = player.score;
      if (duration === 0 || !scored) {
        counter.text.text = boardWords.points(player.score);
        return;
      }
      this.animator.timeline().to(tally, {
        value: player.score,
        duration: 0.8 * duration,
        ease: 'power1.out',
        onUpdate: () => {
          counter.text.text = boardWords.points(Math.round(tally.value));
        },
      });
    });
  }

  private add(seat: number, score: number): { readonly text: Text; value: number } {
    const counter = {
      text: label(
        boardWords.points(score),
        0,
        0,
        { fontSize: 15, fontWeight: '800', fill: PALETTE.resourceRoof },
        [1, 0],
      ),
      value: score,
    };
    this.layer.addChild(counter.text);
    this.counters.set(seat, counter);
    return counter;
  }
}
