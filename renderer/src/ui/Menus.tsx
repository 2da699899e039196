import { useEffect, useState, type ReactNode } from 'react';
import { data, setupRefusal, withMedalLadder, type GameSetup, type SeatSetup, type TaskId } from '../game/engine';
import { refusalText } from '../game/describe/engineWords';
import type { SavedGameSummary, Settings, StorageResult } from '../platform/storage';
import { PLAYER_STYLES, cssHex } from '../scene/palette';
import { LANGUAGES, LANGUAGE_NAMES, isolate, systemLanguage, useTranslation } from '../i18n';
import { UI_SCALES } from '../../../engine/formats/index';
import { taskText } from '../game/names';
import { DEFAULT_VILLAGE_CHOICE, VillageOptions, clansClash, withVillageChoice, type VillageChoice } from './VillageOptions';
import { TableRulesOptions } from './TableRulesOptions';
import { SeatKindOptions, type SeatKind } from './SeatKindOptions';

interface SeatDraft {
  readonly name: string;
  readonly kind: SeatKind;
  readonly colour: number;
}

export function MainMenu(props: {
  readonly canContinue: boolean;
  readonly notice: string | null;
  /** Damaged or missing records whose previous version can be put back (profile, settings), each with its button. */
  readonly restoreOffers?: readonly { readonly id: string; readonly label: string; readonly onRestore: () => void }[];
  readonly onContinue: () => void;
  readonly onNew: () => void;
  readonly onCampaign: () => void;
  /** The guided first game (issue 12). */
  readonly onTutorial: () => void;
  readonly onQuickSolo: () => void;
  readonly onLoad: () => void;
  readonly onStatistics: () => void;
  readonly onSettings: () => void;
  readonly onRules: () => void;
  readonly onOnline: () => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <main className="menu main-menu" data-testid="main-menu">
      <h1>{t('menu.title')}</h1>
      <p className="tagline">{t('menu.tagline')}</p>
      {props.notice && <p className="notice" role="status">{props.notice}</p>}
      {props.restoreOffers?.map((offer) => (
        <button type="button" key={offer.id} data-testid={`restore-${offer.id}`} onClick={offer.onRestore}>{offer.label}</button>
      ))}
      <nav>
        <button type="button" className="primary" data-testid="menu-continue" disabled={!props.canContinue} onClick={props.onContinue}>{t('menu.continue')}</button>
        <button type="button" data-testid="menu-new" onClick={props.onNew}>{t('menu.newGame')}</button>
        <button type="button" data-testid="menu-online" onClick={props.onOnline}>{t('online.menu')}</button>
        <button type="button" data-testid="menu-tutorial" onClick={props.onTutorial}>{t('tutorial.listTitle')}</button>
        <button type="button" data-testid="menu-campaign" onClick={props.onCampaign}>{t('common.campaign')}</button>
        <button type="button" data-testid="menu-quick-solo" onClick={props.onQuickSolo}>{t('common.quickSolo')}</button>
        <button type="button" data-testid="menu-load" onClick={props.onLoad}>{t('menu.loadGame')}</button>
        <button type="button" data-testid="menu-statistics" onClick={props.onStatistics}>{t('stats.menu')}</button>
        <button type="button" data-testid="menu-settings" onClick={props.onSettings}>{t('menu.settings')}</button>
        <button type="button" data-testid="menu-rules" onClick={props.onRules}>{t('menu.rules')}</button>
      </nav>
    </main>
  );
}

const DEFAULT_NAMES = ['Astrid', 'Bjørn', 'Sigrid', 'Leif'];

/**
 * The new-game form; `online`, the host's form of an online game: the first seat the host's, at least two seats, and
 * no seed or solo task (the server draws the seed). `header` is shown under the title (the online screen's server).
 */
export function NewGameForm({ onStart, onBack, online = null }: {
  onStart: (setup: GameSetup) => void;
  onBack: () => void;
  online?: { readonly header: ReactNode; readonly busy: boolean } | null;
}): React.JSX.Element {
  const { t } = useTranslation();
  const [seats, setSeats] = useState<SeatDraft[]>(() => [
    { name: DEFAULT_NAMES[0] as string, kind: 'human', colour: 0 },
    ...(online ? [{ name: DEFAULT_NAMES[1] as string, kind: 'human' as const, colour: 1 }] : []),
  ]);
  const [seed, setSeed] = useState('');
  const [task, setTask] = useState<TaskId | ''>('');
  const [village, setVillage] = useState<VillageChoice>(DEFAULT_VILLAGE_CHOICE);
  const [tableRules, setTableRules] = useState<data.TableRules>(data.NO_TABLE_RULES);
  /** Why the engine refused the last setup Start was pressed with, in the player's words (RULES §2). */
  const [refused, setRefused] = useState<string | null>(null);
  const update = (i: number, change: Partial<SeatDraft>): void => setSeats((all) => all.map((seat, k) => (k === i ? { ...seat, ...change } : seat)));
  const addSeat = (): void => setSeats((all) => {
    const colour = [0, 1, 2, 3].find((c) => !all.some((s) => s.colour === c)) ?? 0;
    return [...all, { name: DEFAULT_NAMES[all.length] ?? t('newGame.defaultSeatName', { number: all.length + 1 }), kind: 'easy', colour }];
  });
  const coloursClash = new Set(seats.map((s) => s.colour)).size !== seats.length;
  const clanClash = clansClash(village, seats.length);
  const start = (): void => {
    const named: SeatSetup[] = seats.map((seat) => (seat.kind === 'human'
      ? { name: seat.name.trim() || t('newGame.unnamedHuman'), kind: 'human', colour: seat.colour }
      : { name: seat.name.trim() || t('newGame.unnamedBot'), kind: 'bot', bot: seat.kind, colour: seat.colour }));
    const setup: GameSetup = {
      ...withVillageChoice(named, village, Math.random),
      seed: seed.trim() === '' ? Math.floor(Math.random() * 2 ** 31) : seed.trim(),
      edition: data.NEW_GAME_EDITION,
      ...(data.anyTableRule(tableRules) ? { tableRules } : {}),
      ...(seats.length === 1 && task && !online ? { task } : {}),
    };
    const refusal = setupRefusal(setup);
    setRefused(refusal ? refusalText(refusal) : null);
    if (!refusal) onStart(withMedalLadder(setup));
  };
  return (
    <main className="menu" data-testid="new-game">
      <h2>{t(online ? 'online.hostTitle' : 'newGame.title')}</h2>
      {online?.header}
      {online && <p>{t('online.hostSeat')}</p>}
      <div className="seats">
        {seats.map((seat, i) => (
          <div className="seat-row" key={i} data-testid={`seat-${i}`}>
            <span className="seat-chip big" style={{ background: cssHex(PLAYER_STYLES[seat.colour]?.colour ?? 0) }} />
            <input dir="auto" aria-label={t('newGame.seatName', { number: i + 1 })} data-testid={`seat-name-${i}`} value={seat.name} maxLength={40} onChange={(e) => update(i, { name: e.target.value })} />
            <select aria-label={t('newGame.seatKind', { number: i + 1 })} data-testid={`seat-kind-${i}`} value={seat.kind} onChange={(e) => update(i, { kind: e.target.value as SeatKind })}>
              <SeatKindOptions />
            </select>
            <select aria-label={t('newGame.seatColour', { number: i + 1 })} data-testid={`seat-colour-${i}`} value={seat.colour} onChange={(e) => update(i, { colour: Number(e.target.value) })}>
              {PLAYER_STYLES.map((style, c) => <option key={c} value={c}>{t('newGame.colourOption', { name: t(`newGame.colour.${style.shape}`), shape: t(`newGame.shape.${style.shape}`) })}</option>)}
            </select>
            {i > (online ? 1 : 0) && <button type="button" aria-label={t('newGame.removeSeat', { number: i + 1 })} onClick={() => setSeats((all) => all.filter((_, k) => k !== i))}>{t('newGame.remove')}</button>}
          </div>
        ))}
      </div>
      {seats.length < 4 && <button type="button" data-testid="add-seat" onClick={addSeat}>{t('newGame.addSeat')}</button>}
      {coloursClash && <p className="notice">{t('newGame.coloursClash')}</p>}
      {!online && (
        <label className="field">{t('newGame.seed')}
          <input data-testid="seed" value={seed} maxLength={200} onChange={(e) => setSeed(e.target.value)} placeholder={t('newGame.seedPlaceholder')} />
        </label>
      )}
      <VillageOptions choice={village} seatNames={seats.map((seat, i) => seat.name.trim() || t('newGame.defaultSeatName', { number: i + 1 }))} onChange={setVillage} />
      <TableRulesOptions rules={tableRules} onChange={setTableRules} />
      {seats.length === 1 && !online && (
        <label className="field">{t('newGame.soloTask')}
          <select data-testid="task" value={task} onChange={(e) => setTask(e.target.value as TaskId | '')}>
            <option value="">{t('newGame.noTask')}</option>
            {data.TASK_IDS.map((id) => <option key={id} value={id}>{taskText(id)}</option>)}
          </select>
        </label>
      )}
      {refused && <p className="notice" role="alert" data-testid="setup-refused">{refused}</p>}
      <div className="row">
        <button type="button" onClick={onBack}>{t('common.back')}</button>
        <button type="button" className="primary" data-testid="start-game" disabled={coloursClash || clanClash || online?.busy === true} onClick={start}>{t(online ? 'online.hostStart' : 'common.start')}</button>
      </div>
    </main>
  );
}

export function LoadList(props: {
  list: () => Promise<StorageResult<SavedGameSummary[]>>;
  onOpen: (slot: string) => void;
  onReplay: (slot: string) => void;
  onDelete: (slot: string) => Promise<void>;
  /** Puts a damaged save's previous version back; resolves to a problem in words, or null when it worked. */
  onRestore: (slot: string) => Promise<string | null>;
  onBack: () => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  const [listed, setListed] = useState<StorageResult<SavedGameSummary[]> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** The save whose Delete was clicked: it is deleted only once the player confirms. */
  const [deleting, setDeleting] = useState<string | null>(null);
  const { list } = props;
  const refresh = (): Promise<void> => list().then(setListed);
  useEffect(() => { void list().then(setListed); }, [list]);
  const games = listed?.ok ? listed.value : null;
  return (
    <main className="menu" data-testid="load-game">
      <h2>{t('load.title')}</h2>
      {listed === null && <p>{t('load.reading')}</p>}
      {listed !== null && !listed.ok && <p className="notice" role="alert" data-testid="load-failed">{t('load.listFailed', { problem: listed.message })}</p>}
      {problem !== null && <p className="notice" role="alert">{problem}</p>}
      {games?.length === 0 && <p>{t('load.empty')}</p>}
      <ul className="save-list">
        {games?.map((game) => (
          <li key={game.slot}>
            <button type="button" data-testid={`load-${game.slot}`} disabled={game.problem !== undefined} onClick={() => props.onOpen(game.slot)}>
              {game.problem !== undefined
                ? t('load.unreadable', { slot: isolate(game.slot), problem: game.problem })
                : t('load.summary', {
                  players: game.players.map(isolate).join(', '),
                  progress: game.over ? t('load.finished') : t('load.round', { round: game.round }),
                  time: new Date(game.updatedAt),
                })}
              {game.assisted && <span className="assisted-tag" data-testid={`assisted-${game.slot}`}> · {t('assisted.tag')}</span>}
            </button>
            {game.problem !== undefined && game.restorable === true && (
              <button type="button" data-testid={`restore-${game.slot}`} onClick={() => void props.onRestore(game.slot).then((failed) => { setProblem(failed); return refresh(); })}>{t('load.restore')}</button>
            )}
            {game.problem === undefined && (
              <button type="button" data-testid={`replay-${game.slot}`} onClick={() => props.onReplay(game.slot)} title={t('load.replayTitle')}>{t('load.replay')}</button>
            )}
            {deleting === game.slot ? (
              <span className="confirm-delete" role="group" aria-label={t('load.confirmDelete')} data-testid={`confirm-delete-${game.slot}`}>
                {t('load.confirmDelete')}
                <button type="button" className="danger" data-testid={`delete-yes-${game.slot}`}
                  onClick={() => { setDeleting(null); void props.onDelete(game.slot).then(refresh); }}>{t('load.deleteConfirm')}</button>
                <button type="button" data-testid={`delete-no-${game.slot}`} onClick={() => setDeleting(null)}>{t('load.keep')}</button>
              </span>
            ) : (
              <button type="button" aria-label={t('load.deleteLabel')} data-testid={`delete-${game.slot}`} onClick={() => setDeleting(game.slot)}>{t('load.delete')}</button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" onClick={props.onBack}>{t('common.back')}</button>
    </main>
  );
}

export function SettingsForm({ settings, onChange, onBack }: { settings: Settings; onChange: (s: Settings) => void; onBack: () => void }): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <main className="menu" data-testid="settings">
      <h2>{t('settings.title')}</h2>
      <label className="field">{t('settings.animationSpeed')}
        <select data-testid="setting-speed" value={settings.animationSpeed} onChange={(e) => onChange({ ...settings, animationSpeed: e.target.value as Settings['animationSpeed'] })}>
          <option value="slow">{t('settings.speedSlow')}</option><option value="normal">{t('settings.speedNormal')}</option><option value="fast">{t('settings.speedFast')}</option><option value="instant">{t('settings.speedInstant')}</option>
        </select>
      </label>
      <label className="field">{t('pace.botSpeed')}
        <select data-testid="setting-bot-speed" value={settings.botSpeed} onChange={(e) => onChange({ ...settings, botSpeed: e.target.value as Settings['botSpeed'] })}>
          <option value="slow">{t('pace.botSpeedSlow')}</option><option value="normal">{t('pace.botSpeedNormal')}</option><option value="fast">{t('pace.botSpeedFast')}</option><option value="instant">{t('pace.botSpeedInstant')}</option>
        </select>
      </label>
      <label className="check"><input type="checkbox" data-testid="setting-reduced-motion" checked={settings.reducedMotion} onChange={(e) => onChange({ ...settings, reducedMotion: e.target.checked })} /> {t('settings.reducedMotion')}</label>
      <label className="check"><input type="checkbox" data-testid="setting-colour-blind" checked={settings.colourBlindPalette} onChange={(e) => onChange({ ...settings, colourBlindPalette: e.target.checked })} /> {t('settings.highContrast')}</label>
      <label className="check"><input type="checkbox" data-testid="setting-sound" checked={settings.sound} onChange={(e) => onChange({ ...settings, sound: e.target.checked })} /> {t('settings.sound')}</label>
      <label className="field">{t('settings.volume', { volume: settings.volume })}
        <input type="range" data-testid="setting-volume" min={0} max={1} step={0.05} value={settings.volume} disabled={!settings.sound} onChange={(e) => onChange({ ...settings, volume: Number(e.target.value) })} />
      </label>
      <label className="field">{t('settings.language')}
        <select data-testid="setting-language" value={settings.language} onChange={(e) => onChange({ ...settings, language: e.target.value as Settings['language'] })}>
          <option value="system">{t('settings.languageSystem', { language: LANGUAGE_NAMES[systemLanguage()] })}</option>
          {LANGUAGES.map((language) => <option key={language} value={language} lang={language}>{LANGUAGE_NAMES[language]}</option>)}
        </select>
      </label>
      <label className="field">{t('settings.uiScale')}
        <select data-testid="setting-ui-scale" value={String(settings.uiScale)} onChange={(e) => onChange({ ...settings, uiScale: UI_SCALES.find((scale) => String(scale) === e.target.value) ?? 1 })}>
          {UI_SCALES.map((scale) => <option key={scale} value={String(scale)}>{t('settings.uiScaleOption', { percent: Math.round(scale * 100) })}</option>)}
        </select>
      </label>
      <button type="button" data-testid="settings-back" onClick={onBack}>{t('common.back')}</button>
    </main>
  );
}
