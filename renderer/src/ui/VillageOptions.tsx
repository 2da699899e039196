import { data, type ClanId, type GameSetup, type SeatSetup } from '../game/engine';
import { useTranslation } from '../i18n';

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
      <label className="field checkbox">
        <input
          type="checkbox"
          data-testid="advanced-game"
          checked={choice.advanced}
          onChange={(e) => onChange({ ...choice, advanced: e.target.checked })}
        />
        {t('newGame.advanced')}
      </label>
      <label className="field">
        {t('newGame.villageSide')}
        <select
          data-testid="village-side"
          value={choice.side}
          aria-label={t('newGame.villageSide')}
          onChange={(e) => onChange({ ...choice, side: e.target.value as VillageChoice['side'] })}
        >
          <option value="common">{t('newGame.commonSide')}</option>
          <option value="clan">{t('newGame.clanSide')}</option>
        </select>
      </label>
      {choice.side === 'clan' && (
        <fieldset className="field clans" data-testid="clan-choice">
          <label className="field">
            {t('newGame.clanMode')}
            <select
              data-testid="clan-mode"
              value={choice.clanMode}
              onChange={(e) => onChange({ ...choice, clanMode: e.target.value as VillageChoice['clanMode'] })}
            >
              <option value="pick">{t('newGame.clanPick')}</option>
              <option value="random">{t('newGame.clanRandom')}</option>
            </select>
          </label>
          {choice.clanMode === 'pick' &&
            seatNames.map((name, seat) => (
              <label className="field" key={seat}>
                {t('newGame.seatClan', { name })}
                <select
                  data-testid={`seat-clan-${seat}`}
                  value={choice.picks[seat]}
                  onChange={(e) => pick(seat, e.target.value as ClanId)}
                >
                  {data.CLAN_IDS.map((id) => (
                    <option key={id} value={id}>
                      {t('newGame.clanOption', { name: data.CLAN_BOARDS[id].name, motto: t(CLAN_MOTTO_KEYS[id]) })}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          {clansClash(choice, seatNames.length) && <p className="notice">{t('newGame.clansClash')}</p>}
        </fieldset>
      )}
    </>
  );
}
