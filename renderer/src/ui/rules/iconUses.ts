import { data } from '../../game/engine';
import type { IconKind } from '../../scene/iconArt';
import { buildingIcons, dockRewardIcons, effectIcons, tavernIcon, techRewardIcon } from '../../scene/iconUse';
import { t } from '../../i18n';
import { boardwalkText, buildingText, dockText, tavernText, techRewardText, trackName } from '../../game/names';

const iconUse = (what: 'building' | 'boardwalk'): string =>
  t(what === 'building' ? 'rules.building' : 'rules.boardwalk');
import { REFERENCE_EDITION } from './referenceEdition';

/** Reward kinds of the basic tracks: their icons are explained there already. */
const TRACK_REWARD_KINDS: ReadonlySet<string> = new Set(
  data.TRACKS.flatMap((track) => data.TECH_TRACKS[track].rewards.map((reward) => reward.kind)),
);

/**
 * Where the table shows each icon, in words taken from the edition data: the rules reference lists these under the
 * icon, so the legend follows whatever the table draws (both use scene/iconUse.ts).
 */
export function iconUses(kind: IconKind): string[] {
  const uses: string[] = [];
  for (const code of data.BUILDING_CODES) {
    if (buildingIcons(code).some((icon) => icon.kind === kind))
      uses.push(`${iconUse('building')}: ${buildingText(code)}`);
  }
  for (const walk of data.COMMON_VILLAGE.boardwalks) {
    if (effectIcons(walk.reward).some((icon) => icon.kind === kind))
      uses.push(`${iconUse('boardwalk')}: ${boardwalkText(walk.reward)}`);
  }
  for (const tavern of REFERENCE_EDITION.taverns) {
    if (tavernIcon(tavern.action) === kind)
      uses.push(`${t('table.target.tavern', { tavern: tavern.tavern })}: ${tavernText(tavern.action)}`);
  }
  for (const dock of data.DOCKS) {
    if (dockRewardIcons(dock.reward).some((icon) => icon.kind === kind))
      uses.push(`${t('rules.dockRow', { row: dock.row })}: ${dockText(dock.reward)}`);
  }
  for (const track of data.TRACKS) {
    const def = data.TECH_TRACKS[track];
    def.rewards.forEach((reward, i) => {
      if (techRewardIcon(reward) === kind) uses.push(`${trackName(track)} ${i + 1}: ${techRewardText(reward)}`);
    });
  }
  const advanced = t('ruleBook.advanced.trackName', { track: trackName(data.ADVANCED_TRADE_TRACK.track) });
  data.ADVANCED_TRADE_TRACK.rewards.forEach((reward, i) => {
    if (techRewardIcon(reward) === kind && !TRACK_REWARD_KINDS.has(reward.kind))
      uses.push(`${advanced} ${i + 1}: ${techRewardText(reward)}`);
  });
  if (kind === 'wagon') uses.push(t('ruleBook.icons.wagonUse'));
  return uses;
}
