import { useCallback, useEffect, useState } from 'react';
import { data, type GameSetup } from '../../game/engine';
import { campaignSlot, campaignStandings, challengeSetup, type ChallengeStanding } from '../../game/campaign';
import { ChallengePanel } from './ChallengePanel';
import type { GameStorage, Profile } from '../../platform/storage';
import { FjordMap } from './FjordMap';
import { ConfirmDialog } from './ConfirmDialog';
import { readProfile, resetProfile } from './profileAccess';
import { useTranslation } from '../../i18n';
import './campaign.css';

interface Props {
  readonly storage: GameStorage;
  /** Starts a new game of `setup` in `slot` (replacing whatever game that slot held). */
  readonly onPlay: (setup: GameSetup, slot: string) => void;
  readonly onResume: (slot: string) => void;
  readonly onBack: () => void;
}

type Asking = { readonly kind: 'restart'; readonly standing: ChallengeStanding } | { readonly kind: 'reset' } | null;

/** The first challenge still to earn a medal in (or the last one, once all have one): where the player goes next. */
function nextChallenge(standings: readonly ChallengeStanding[]): number {
  const open = standings.filter((s) => s.unlocked);
  return (open.find((s) => s.bestMedal === null) ?? open[open.length - 1] ?? standings[0])?.index ?? 0;
}

/** The profile and which challenge slots hold a game that is not over (those are resumed rather than started). */
function useCampaignRecords(storage: GameStorage) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [inPlay, setInPlay] = useState<ReadonlySet<string>>(new Set());
  const load = useCallback(async (): Promise<void> => {
    const [read, listed] = await Promise.all([readProfile(storage), storage.listGames()]);
    if (read.ok) setProfile(read.value);
    else setProblem(read.message);
    if (listed.ok)
      setInPlay(new Set(listed.value.filter((game) => !game.over && !game.problem).map((game) => game.slot)));
  }, [storage]);
  useEffect(() => {
    void load();
  }, [load]);
  return { profile, problem, setProblem, inPlay, load };
}

/** Starts the profile over; the problem in words, or null. Unfinished challenge games belong to it: they go with it. */
async function resetCampaign(storage: GameStorage, inPlay: ReadonlySet<string>): Promise<string | null> {
  const reset = await resetProfile(storage);
  await Promise.all(
    data.CAMPAIGN.map((challenge) =>
      inPlay.has(campaignSlot(challenge)) ? storage.deleteGame(campaignSlot(challenge)) : null,
    ),
  );
  return reset.ok ? null : reset.message;
}

/** The question before a challenge is restarted or the profile reset. */
function CampaignQuestion({
  asking,
  onConfirm,
  onCancel,
}: {
  readonly asking: NonNullable<Asking>;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  return asking.kind === 'restart' ? (
    <ConfirmDialog
      title={t('campaign.restartTitle', { number: asking.standing.index + 1 })}
      text={t('campaign.restartText')}
      confirm={t('campaign.restartConfirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  ) : (
    <ConfirmDialog
      title={t('campaign.resetTitle')}
      text={t('campaign.resetText')}
      confirm={t('campaign.resetConfirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/** The screen while the profile is read, or why it cannot be. */
function CampaignNotReady({
  problem,
  onBack,
}: {
  readonly problem: string | null;
  readonly onBack: () => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  if (!problem)
    return (
      <main className="menu" data-testid="campaign">
        <p>{t('campaign.reading')}</p>
      </main>
    );
  return (
    <main className="menu" data-testid="campaign">
      <h2>{t('common.campaign')}</h2>
      <p className="notice" role="alert">
        {problem}
      </p>
      <button type="button" onClick={onBack}>
        {t('common.back')}
      </button>
    </main>
  );
}

/** RULES §13.4: the twelve challenges along the fjord, each with its best result, and what the selected one asks. */
export function CampaignScreen({ storage, onPlay, onResume, onBack }: Props): React.JSX.Element {
  const { t } = useTranslation();
  const { profile, problem, setProblem, inPlay, load } = useCampaignRecords(storage);
  const [selected, setSelected] = useState<number | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  if (problem || !profile) return <CampaignNotReady problem={problem} onBack={onBack} />;

  const standings = campaignStandings(profile);
  const shown = standings[selected ?? nextChallenge(standings)] as ChallengeStanding;
  const confirm = async (): Promise<void> => {
    if (asking?.kind === 'restart')
      onPlay(challengeSetup(asking.standing.challenge), campaignSlot(asking.standing.challenge));
    if (asking?.kind === 'reset') {
      const failed = await resetCampaign(storage, inPlay);
      if (failed !== null) setProblem(failed);
      setSelected(null);
      setAsking(null);
      await load();
    }
  };
  return (
    <main className="campaign-screen" data-testid="campaign">
      <header className="campaign-header">
        <button type="button" onClick={onBack} data-testid="campaign-back">
          {t('common.back')}
        </button>
        <h2>{t('campaign.title')}</h2>
        <span className="campaign-progress" data-testid="campaign-progress">
          {t('campaign.progress', {
            won: standings.filter((s) => s.bestMedal).length,
            total: standings.length,
            stars: standings.filter((s) => s.star).length,
          })}
        </span>
      </header>
      <div className="campaign-body">
        <FjordMap standings={standings} selected={shown.index} onSelect={setSelected} />
        <ChallengePanel
          profile={profile}
          shown={shown}
          total={standings.length}
          resumable={shown.unlocked && inPlay.has(campaignSlot(shown.challenge))}
          onPlay={onPlay}
          onResume={onResume}
          onRestart={(standing) => setAsking({ kind: 'restart', standing })}
          onReset={() => setAsking({ kind: 'reset' })}
        />
      </div>
      {asking && <CampaignQuestion asking={asking} onConfirm={() => void confirm()} onCancel={() => setAsking(null)} />}
    </main>
  );
}
