import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../engine/formats/index';
import { LANGUAGES, applyLanguage, i18n, loadLanguage } from '../i18n';
import { createRecordStorage } from './recordStorage';
import { memoryTextStore } from './textStore';
import {
  loadNotices,
  partlyReadText,
  readProblemText,
  recordText,
  writeProblemText,
  type DamageReason,
  type Situation,
  type StoredRecord,
} from './storageWords';

// Every catalog, German and Portuguese too (the app imports each only when its language is first shown).
beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

/**
 * What the storage layer tells the player is the catalog's, in the language shown (every word a player reads comes
 * from the catalog): a whole sentence per record and situation, the slot and the reason filled in.
 */

const GAME: StoredRecord = { record: 'game', slot: 'game-1' };
const RECORDS: readonly StoredRecord[] = [GAME, { record: 'profile' }, { record: 'settings' }];
const SITUATIONS: readonly Situation[] = [
  'missingRestorable',
  'damaged',
  'damagedRestorable',
  'unreadable',
  'notWritten',
  'readOnly',
  'unsynced',
  'noPrevious',
  'previousDamaged',
  'notRestored',
];
/** The situations whose sentence about a game names its slot (not writing it, or a read-only or unsynced store, need not). */
const SLOT_NAMING_SITUATIONS = SITUATIONS.filter(
  (situation) => !['notWritten', 'readOnly', 'unsynced'].includes(situation),
);
const REASONS: readonly DamageReason[] = [
  'too-large',
  'not-utf8',
  'not-json',
  'forbidden-key',
  'too-deep',
  'unknown-version',
  'newer-version',
  'invalid',
  'illegal-action',
  'engine-failure',
  'not-text',
];

/** Every English text of the storage section, filled in as the player would read it (to look for in other languages). */
const englishSentences = async (): Promise<string[]> => {
  await applyLanguage('en');
  return RECORDS.flatMap((stored) => SITUATIONS.map((situation) => recordText(stored, situation)));
};

afterEach(() => applyLanguage('en'));

/** `stored` has a sentence in `language` for every situation, with every reason filled in and no key left showing. */
function expectSentencesOf(stored: StoredRecord, language: string): void {
  for (const situation of SITUATIONS) {
    expect(i18n.exists(`storage.${stored.record}.${situation}`, { lng: language, fallbackLng: false })).toBe(true);
    for (const reason of REASONS) expect(recordText(stored, situation, reason)).not.toMatch(/\{\{|\}\}|storage\./);
  }
}

describe('storage problems in the player’s words', () => {
  it.each(LANGUAGES)(
    '%s: every record has a sentence for every situation, its slot and reason filled in',
    async (language) => {
      await applyLanguage(language);
      for (const stored of RECORDS) expectSentencesOf(stored, language);
      for (const situation of SLOT_NAMING_SITUATIONS) {
        for (const reason of REASONS)
          expect(recordText(GAME, situation, reason), `${language} ${situation}`).toContain('game-1');
      }
    },
  );

  it('a damaged settings record read from the browser store is said in German, in German words only', async () => {
    const store = memoryTextStore();
    const storage = createRecordStorage(store);
    await storage.writeSettings(DEFAULT_SETTINGS);
    await store.put('settings', '{"schemaVersion": 1, "trunc');
    const english = await englishSentences();
    await applyLanguage('de');
    const read = await storage.readSettings();
    expect(read).toEqual({
      ok: false,
      message: 'Deine Einstellungen sind beschädigt (der Inhalt ist abgeschnitten oder verstümmelt).',
      restorable: false,
    });
    expect(english).not.toContain(read.ok ? '' : read.message);
  });

  it('the desktop store’s codes become the record’s sentence: missing, damaged by its code, read-only, a bad name', async () => {
    await applyLanguage('pt');
    const game: StoredRecord = { record: 'game', slot: 'duelo' };
    expect(readProblemText(game, 'missing', false)).toBe('Não existe jogo salvo chamado “duelo”.');
    expect(readProblemText(game, 'missing', true)).toBe(
      'O jogo salvo “duelo” sumiu; a versão anterior dele pode ser restaurada.',
    );
    expect(readProblemText(game, 'newer-version', false)).toBe(
      'O jogo salvo “duelo” está danificado (vem de uma versão mais nova do Saltfjord).',
    );
    expect(readProblemText({ record: 'profile' }, 'io-error', false)).toBe('Não foi possível ler seu perfil.');
    expect(writeProblemText({ record: 'settings' }, 'read-only')).toBe(
      'Suas configurações não foram salvas: o Saltfjord não consegue gravar na sua pasta de dados.',
    );
    expect(writeProblemText(game, 'bad-name')).toBe('Esse nome não pode ser usado para um jogo salvo.');
    expect(writeProblemText(game, 'internal')).toBe('O Saltfjord não conseguiu atender a este pedido.');
  });
});

describe('storage problems in the player’s words: imports, bad fields, a full browser, a changed save', () => {
  it('a folder chosen to import is said to be a folder, in each language', async () => {
    const game: StoredRecord = { record: 'game', slot: 'imported' };
    const said: string[] = [];
    for (const language of ['en', 'de', 'pt'] as const) {
      await applyLanguage(language);
      said.push(writeProblemText(game, 'folder'));
    }
    expect(said).toEqual([
      'What you chose is a folder, not a saved game.',
      'Was du gewählt hast, ist ein Ordner, kein Spielstand.',
      'O que você escolheu é uma pasta, não um jogo salvo.',
    ]);
  });

  it('a profile or settings record read with bad fields reset names them, in each language', async () => {
    await applyLanguage('pt');
    expect(partlyReadText('profile', ['medals', 'history'])).toBe(
      'Parte do seu perfil não pôde ser lida e foi deixada de fora: suas medalhas e suas partidas terminadas.',
    );
    expect(partlyReadText('settings', ['language'])).toBe(
      'Algumas das suas configurações não puderam ser lidas e voltaram ao padrão: idioma.',
    );
    expect(partlyReadText('settings', [])).toBeNull();
    expect(partlyReadText('settings', undefined)).toBeNull();
  });

  it('a browser that has no room left to save says so', async () => {
    const full = {
      ...memoryTextStore(),
      put: async () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    expect(await createRecordStorage(full).writeSettings(DEFAULT_SETTINGS)).toMatchObject({
      ok: false,
      message: 'Your settings could not be saved. There is no room left to save: free some space and try again.',
    });
  });

  it('a save that loaded with a change says what changed, in the language shown', async () => {
    await applyLanguage('de');
    expect(loadNotices('alt', { migratedFrom: 1, snapshotMatched: false, savedBy: '0.9.0', engine: '1.0.0' })).toEqual([
      'Der Spielstand „alt“ wurde vom Speicherformat 1 auf 3 aktualisiert.',
      'Der Spielstand „alt“ stammt von der Regel-Engine 0.9.0; er wurde mit 1.0.0 nachgespielt.',
      'Im Spielstand „alt“ wich die gespeicherte Stellung vom Nachspielen der Züge ab; es gilt die nachgespielte Partie.',
    ]);
    expect(
      loadNotices('neu', { migratedFrom: null, snapshotMatched: true, savedBy: '1.0.0', engine: '1.0.0' }),
    ).toEqual([]);
  });
});
