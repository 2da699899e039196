import { data, type GameSetup } from '../../game/engine';
import { challengeOfSlot } from '../../game/campaign';
import { useTranslation } from '../../i18n';
import { SOLO_GOAL } from '../../scene/layout';
import './campaign.css';
import { challengeTitle, medalName, taskText } from '../../game/names';

/**
 * While a solo game is played: which challenge it is, its task and the medal thresholds, so the goal stays in view.
 * It sits on the table (in table coordinates, where a solo table leaves the villages' strip empty), under the hit
 * target that gives it its tooltip.
 */
export function SoloGoal({ setup, slot }: { readonly setup: GameSetup; readonly slot: string }): React.JSX.Element | null {
  const { t } = useTranslation();
  if (setup.seats.length !== 1 || setup.seats[0]?.kind !== 'human') return null;
  const challenge = challengeOfSlot(slot);
  const thresholds = data.MEDALS.map((medal) => `${medalName(medal)} ${data.MEDAL_THRESHOLDS[medal]}`).join(' · ');
  return (
    <div className="solo-goal" data-testid="solo-goal" style={{ left: SOLO_GOAL.x, top: SOLO_GOAL.y, width: SOLO_GOAL.w, height: SOLO_GOAL.h }}>
      <b>{challenge ? t('soloGoal.challenge', { number: data.CAMPAIGN.indexOf(challenge) + 1, title: challengeTitle(challenge) }) : t('soloGoal.solo')}</b>
      {setup.task && <div>★ {taskText(setup.task)}</div>}
      <div>{thresholds}</div>
    </div>
  );
}
