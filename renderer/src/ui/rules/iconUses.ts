import { data } from '../../game/engine';
import type { IconKind } from '../../scene/iconArt';
import { buildingIcons, dockRewardIcons, effectIcons, tavernIcon, techRewardIcon } from '../../scene/iconUse';

/**
 * Where the table shows each icon, in words taken from the edition data: the rules reference lists these under the
 * icon, so the legend follows whatever the table draws (both use scene/iconUse.ts).
 */
export function iconUses(kind: IconKind): string[] {
  const uses: string[] = [];
  for (const code of data.BUILDING_CODES) {
    if (buildingIcons(code).some((icon) => icon.kind === kind)) uses.push(`Building: ${data.BUILDINGS[code].label}`);
  }
  for (const walk of data.COMMON_VILLAGE.boardwalks) {
    if (effectIcons(walk.reward).some((icon) => icon.kind === kind)) uses.push(`Boardwalk: ${walk.label}`);
  }
  for (const tavern of data.TAVERNS) {
    if (tavernIcon(tavern.action) === kind) uses.push(`Tavern T${tavern.tavern}: ${tavern.label}`);
  }
  for (const dock of data.DOCKS) {
    if (dockRewardIcons(dock.reward).some((icon) => icon.kind === kind)) uses.push(`Dock ${dock.row}: ${dock.label}`);
  }
  for (const track of data.TRACKS) {
    const def = data.TECH_TRACKS[track];
    def.rewards.forEach((reward, i) => {
      if (techRewardIcon(reward) === kind) uses.push(`${def.label} ${i + 1}: ${def.rewardLabels[i] ?? ''}`);
    });
  }
  return uses;
}
