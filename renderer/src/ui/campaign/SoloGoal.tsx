import { useCallback, useSyncExternalStore } from 'react';
import { data, soloMedalThresholds } from '../../game/engine';
import type { OpenGame } from '../../game/session';
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
export function SoloGoal({ game }: { readonly game: OpenGame }): React.JSX.Element | null {
  const { t } = useTranslation();
  const { controller, slot } = game;
  const snapshot = useSyncExternalStore(
    useCallback((listener) => controller.subscribe(listener), [controller]),
    () => controller.getSnapshot(),
  );
  const setup = snapshot.state.setup;
  // RULES §13.4: once a bot has played one of the person's decisions (or the game is practice) no medal is at stake;
  // which of the two it is is said, so that a game played on from a replay never claims a bot played in it.
  const botPlayed = snapshot.botPlayed.length > 0;
  const assisted = game.practice || botPlayed;
  if (setup.seats.length !== 1 || setup.seats[0]?.kind !== 'human') return null;
  const challenge = challengeOfSlot(slot);
  const medalThresholds = soloMedalThresholds(setup);
  const thresholds = data.MEDALS.map((medal) => `${medalName(medal)} ${medalThresholds[medal]}`).join(' · ');
  return (
    <div
      className="solo-goal"
      data-testid="solo-goal"
      style={{ left: SOLO_GOAL.x, top: SOLO_GOAL.y, width: SOLO_GOAL.w, height: SOLO_GOAL.h }}
    >
      <b>
        {challenge
          ? t('soloGoal.challenge', { number: data.CAMPAIGN.indexOf(challenge) + 1, title: challengeTitle(challenge) })
          : t('soloGoal.solo')}
      </b>
      {setup.task && <div>★ {taskText(setup.task)}</div>}
      {assisted ? (
        <div className="solo-goal-assisted" data-testid="solo-goal-assisted">
          {t(botPlayed ? 'assisted.noMedal' : 'playOn.practiceNoMedal')}
        </div>
      ) : (
        <div>{thresholds}</div>
      )}
    </div>
  );
}
