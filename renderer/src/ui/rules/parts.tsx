import { REFERENCE_EDITION } from './referenceEdition';
import { data, type Gain, type Resource } from '../../game/engine';
import { describeCost, describeGain } from '../../game/describe';
import { effectIcons, gainIcons, techRewardIcon } from '../../scene/iconUse';
import { GameIcon, IconRow } from '../ArtSvg';
import { i18n, useTranslation, t } from '../../i18n';
import { boardwalkText, techRewardText, trackName } from '../../game/names';

/** Small building blocks of the rules reference's sections. */

/** The cubes of a cost, one icon each, as printed on crates and technology tracks. */
export function CostIcons({ cost, size }: { cost: readonly Resource[]; size?: number }): React.JSX.Element {
  return (
    <IconRow icons={cost.map((kind) => ({ kind, count: 1 }))} title={describeCost(cost)} {...(size ? { size } : {})} />
  );
}

/** What a gain gives, as icons with counts. */
export function GainIcons({ gain, size }: { gain: Gain; size?: number }): React.JSX.Element {
  return <IconRow icons={gainIcons(gain)} title={describeGain(gain)} {...(size ? { size } : {})} />;
}

/** Items in a list in the language being shown: "1 and 3", "wood or grain". */
export const listOf = (
  items: readonly (string | number)[],
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string => new Intl.ListFormat(i18n.language, { type }).format(items.map(String));

/** The spaces (1-based) of a track whose reward is of kind `kind`, as a list: "1 and 3". */
export function spacesWith(track: data.TrackDef, kind: data.TechReward['kind']): string {
  return listOf(track.rewards.flatMap((reward, i) => (reward.kind === kind ? [i + 1] : [])));
}

/** The first technology space that gives a reward of kind `kind`: its name (`Seafaring 1`) and what it gives. */
export function techStep(kind: data.TechReward['kind']): { name: string; label: string } {
  for (const track of data.TRACKS) {
    const def = data.TECH_TRACKS[track];
    const i = def.rewards.findIndex((reward) => reward.kind === kind);
    const reward = def.rewards[i];
    if (reward) return { name: `${trackName(track)} ${i + 1}`, label: techRewardText(reward) };
  }
  return { name: t('data.icon.tech'), label: t('data.icon.tech') };
}

/** The tavern whose action is of kind `kind`, in a sentence: `tavern T3`. */
export function tavernWith(kind: data.TavernAction['kind']): string {
  const tavern = REFERENCE_EDITION.taverns.find((t) => t.action.kind === kind);
  return tavern ? t('ruleBook.common.tavern', { tavern: tavern.tavern }) : t('ruleBook.common.anyTavern');
}

/** One row of a track table: the track, its name, and the `data-entry` of its row (each space's adds `:<space>`). */
export interface TrackRow {
  readonly entry: string;
  readonly name: string;
  readonly track: data.TrackDef;
}

/** Technology tracks, one row each and one column per space: what the step costs, and the reward it reaches. */
export function TrackTable({ rows }: { rows: readonly TrackRow[] }): React.JSX.Element {
  const { t } = useTranslation();
  const spaces = rows[0]?.track.costs ?? [];
  return (
    <table className="rules-table tracks">
      <thead>
        <tr>
          <th>{t('ruleBook.common.track')}</th>
          {spaces.map((_, i) => (
            <th key={i}>{t('ruleBook.common.space', { space: i + 1 })}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ entry, name, track }) => (
          <tr key={entry} data-entry={entry}>
            <th>{name}</th>
            {track.rewards.map((reward, i) => {
              const cost = track.costs[i];
              const label = techRewardText(reward);
              return (
                <td key={i} data-entry={`${entry}:${i + 1}`}>
                  <div className="track-step">
                    {cost && <CostIcons cost={[cost]} size={16} />}
                    <span aria-hidden="true">→</span>
                    <GameIcon kind={techRewardIcon(reward)} size={20} title={label} />
                  </div>
                  <div className="track-reward">{label}</div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A village board's boardwalks as table rows: where each lies and its reward, in icons and in words. */
export function BoardwalkRows({
  boardwalks,
  entry,
}: {
  boardwalks: readonly data.Boardwalk[];
  entry: string;
}): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      {boardwalks.map((walk) => (
        <tr key={walk.cell} data-entry={`${entry}:${walk.cell}`}>
          <th>{t('table.target.where', { row: data.cellRow(walk.cell), column: data.cellCol(walk.cell) })}</th>
          <td className="art">
            <IconRow icons={effectIcons(walk.reward)} title={boardwalkText(walk.reward)} />
          </td>
          <td>{boardwalkText(walk.reward)}</td>
        </tr>
      ))}
    </>
  );
}
