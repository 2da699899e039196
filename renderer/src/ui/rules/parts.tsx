import { data, type Gain, type Resource } from '../../game/engine';
import { describeCost, describeGain } from '../../game/describe';
import { gainIcons } from '../../scene/iconUse';
import { IconRow } from '../ArtSvg';
import { techRewardText, trackName } from '../../game/names';

/** Small building blocks of the rules reference's sections. */

/** The cubes of a cost, one icon each, as printed on crates and technology tracks. */
export function CostIcons({ cost, size }: { cost: readonly Resource[]; size?: number }): React.JSX.Element {
  return <IconRow icons={cost.map((kind) => ({ kind, count: 1 }))} title={describeCost(cost)} {...(size ? { size } : {})} />;
}

/** What a gain gives, as icons with counts. */
export function GainIcons({ gain, size }: { gain: Gain; size?: number }): React.JSX.Element {
  return <IconRow icons={gainIcons(gain)} title={describeGain(gain)} {...(size ? { size } : {})} />;
}

/** The first technology space that gives a reward of kind `kind`: its name (`Seafaring 1`) and what it gives. */
export function techStep(kind: data.TechReward['kind']): { name: string; label: string } {
  for (const track of data.TRACKS) {
    const def = data.TECH_TRACKS[track];
    const i = def.rewards.findIndex((reward) => reward.kind === kind);
    const reward = def.rewards[i];
    if (reward) return { name: `${trackName(track)} ${i + 1}`, label: techRewardText(reward) };
  }
  return { name: 'technology', label: kind };
}

/** The tavern whose action is of kind `kind`, e.g. `tavern T3`. */
export function tavernWith(kind: data.TavernAction['kind']): string {
  const tavern = data.TAVERNS.find((t) => t.action.kind === kind);
  return tavern ? `tavern T${tavern.tavern}` : 'a tavern';
}
