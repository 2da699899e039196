import { data, type ClanId, type GameSetup, type SeatSetup } from '../game/engine';
import { useTranslation } from '../i18n';
import { CheckField, ChoiceField } from './fields';

/**
 * The new-game form's choices of RULES §14: the advanced game (wagons) and the village side — the common side, or
 * the clan boards, each player picking theirs or all dealt at random when the game starts.
 */
export interface VillageChoice {
  readonly advanced: boolean;
  readonly side: 'common' | 'clan';
  readonly clanMode: 'pick' | 'random';
  /** The clan each seat picked (used when clanMode is 'pick'), by seat. */
  readonly picks: readonly ClanId[];
}

/** Each clan's few words in the catalog, named in full so the catalog's checks see every key used. */
export const CLAN_MOTTO_KEYS = {
  clan1: 'clans.clan1',
  clan2: 'clans.clan2',
  clan3: 'clans.clan3',
  clan4: 'clans.clan4',
} as const satisfies Record<ClanId, string>;

export const DEFAULT_VILLAGE_CHOICE: VillageChoice = {
  advanced: false,
  side: 'common',
  clanMode: 'pick',
  picks: [...data.CLAN_IDS],
};

/** Whether two seats picked the same clan (there is one board per clan: RULES §14.2). */
export function clansClash(choice: VillageChoice, seats: number): boolean {
  if (choice.side !== 'clan' || choice.clanMode !== 'pick') return false;
  const picked = choice.picks.slice(0, seats);
  return new Set(picked).size !== picked.length;
}

/** `count` distinct clans in a random order (`random` returns numbers in [0, 1), like Math.random). */
export function dealClans(count: number, random: () => number): ClanId[] {
  const clans = [...data.CLAN_IDS];
  for (let i = clans.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [clans[i], clans[j]] = [clans[j] as ClanId, clans[i] as ClanId];
  }
  return clans.slice(0, count);
}

/** The setup's variant, village side and seats (each with its clan on the clan side) for this choice. */
export function withVillageChoice(
  seats: readonly SeatSetup[],
  choice: VillageChoice,
  random: () => number,
): Pick<GameSetup, 'seats' | 'villageSide' | 'variant'> {
  const variant = choice.advanced ? 'advanced' : 'basic';
  if (choice.side === 'common') return { seats, villageSide: 'common', variant };
  const clans = choice.clanMode === 'random' ? dealClans(seats.length, random) : choice.picks.slice(0, seats.length);
  return { seats: seats.map((seat, i) => ({ ...seat, clan: clans[i] as ClanId })), villageSide: 'clan', variant };
}

export function VillageOptions({
  choice,
  seatNames,
  onChange,
}: {
  readonly choice: VillageChoice;
  readonly seatNames: readonly string[];
  readonly onChange: (choice: VillageChoice) => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  const pick = (seat: number, clan: ClanId): void =>
    onChange({ ...choice, picks: choice.picks.map((c, i) => (i === seat ? clan : c)) });
  return (
    <>
      <CheckField
        label={t('newGame.advanced')}
        testId="advanced-game"
        checked={choice.advanced}
        onToggle={(advanced) => onChange({ ...choice, advanced })}
        className="field checkbox"
      />
      <ChoiceField
        label={t('newGame.villageSide')}
        ariaLabel={t('newGame.villageSide')}
        testId="village-side"
        value={choice.side}
        choices={[
          ['common', t('newGame.commonSide')],
          ['clan', t('newGame.clanSide')],
        ]}
        onChoose={(side) => onChange({ ...choice, side })}
      />
      {choice.side === 'clan' && (
        <fieldset className="field clans" data-testid="clan-choice">
          <ChoiceField
            label={t('newGame.clanMode')}
            testId="clan-mode"
            value={choice.clanMode}
            choices={[
              ['pick', t('newGame.clanPick')],
              ['random', t('newGame.clanRandom')],
            ]}
            onChoose={(clanMode) => onChange({ ...choice, clanMode })}
          />
          {choice.clanMode === 'pick' &&
            seatNames.map((name, seat) => (
              <ChoiceField
                key={seat}
                label={t('newGame.seatClan', { name })}
                testId={`seat-clan-${seat}`}
                value={choice.picks[seat] as ClanId}
                choices={data.CLAN_IDS.map(
                  (id) =>
                    [
                      id,
                      t('newGame.clanOption', { name: data.CLAN_BOARDS[id].name, motto: t(CLAN_MOTTO_KEYS[id]) }),
                    ] as const,
                )}
                onChoose={(clan) => pick(seat, clan)}
              />
            ))}
          {clansClash(choice, seatNames.length) && <p className="notice">{t('newGame.clansClash')}</p>}
        </fieldset>
      )}
    </>
  );
}
