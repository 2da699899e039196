// Damaged files never crash or mislead the store: 2,000 mutated save files, and mutated profiles and settings, through the store as the app
// meets them — in the saves folder beside a good save, listed and loaded; as profile.json and settings.json beside
// their backups. No crash, no hang, the good save always listed; each mutated save either refused with a clear
// message naming its file, or loaded as a whole game that replays to its own snapshot; a mutated profile or settings
// file either loads or is reported with its previous version on offer — never taken for a new one, never pushed into
// the backup, so no medal is lost silently.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, NEW_PROFILE, type Profile, type Settings } from '../engine/formats';
import { replay } from '../engine/index';
import { engineSaveCodec, serializeSave } from '../engine/save';
import { cutOffSave, seededRuns } from '../engine/testing/index';
import { openSaveStore } from './saveStore';
import { tempDirForTest } from './testing/tempDir';

/** C0 controls, DEL and C1 controls: none may reach the player in a problem's words. */
function isControlCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

const MUTATED_SAVES = 2000;
const MUTATED_SMALL_FILES = 500;
/** Only a guard against a hang; the work is bounded by the counts above. */
const HANG_GUARD_MS = 30 * 60 * 1000;

/** A refusal's words name the file and hold no control character. */
function expectClearRefusal(message: string, how: string): void {
  expect(message, `${how}: the refusal names the file`).toContain('saves/victim.json');
  expect([...message].filter(isControlCharacter), `${how}: control characters in the refusal`).toEqual([]);
}

function realSave(): string {
  return cutOffSave(3, 'mutated', 40, 'autosave');
}

const SPECIAL_BYTES = [...'{}[]":,.-+0123456789eEtfn\\ ']
  .map((char) => char.charCodeAt(0))
  .concat([0x00, 0x07, 0x1b, 0x7f, 0xc3, 0xff]);

/** One change of a file's bytes, as fast-check draws it: where, how far, which bit or byte, and which kind. */
interface Mutation {
  readonly kind: 'bit flipped' | 'byte replaced' | 'bytes cut' | 'bytes doubled' | 'cut short';
  readonly at: number;
  readonly span: number;
  readonly bit: number;
  readonly byte: number;
}

/** The mutations of a file of `length` bytes: a bit flipped, a byte replaced, a span cut out or doubled, cut short. */
function mutationOf(length: number): fc.Arbitrary<Mutation> {
  return fc.record({
    kind: fc.constantFrom('bit flipped', 'byte replaced', 'bytes cut', 'bytes doubled', 'cut short'),
    at: fc.integer({ min: 0, max: length - 1 }),
    span: fc.integer({ min: 1, max: 40 }),
    bit: fc.integer({ min: 0, max: 7 }),
    byte: fc.constantFrom(...SPECIAL_BYTES),
  });
}

function mutate(original: Uint8Array, mutation: Mutation): { bytes: Uint8Array; how: string } {
  const bytes = Uint8Array.from(original);
  const { at, span } = mutation;
  switch (mutation.kind) {
    case 'bit flipped':
      bytes[at] = (bytes[at] as number) ^ (1 << mutation.bit);
      return { bytes, how: `bit ${mutation.bit} flipped at ${at}` };
    case 'byte replaced':
      bytes[at] = mutation.byte;
      return { bytes, how: `byte replaced by ${mutation.byte} at ${at}` };
    case 'bytes cut':
      return {
        bytes: Uint8Array.from([...bytes.subarray(0, at), ...bytes.subarray(at + span)]),
        how: `${span} bytes cut at ${at}`,
      };
    case 'bytes doubled':
      return {
        bytes: Uint8Array.from([...bytes.subarray(0, at + span), ...bytes.subarray(at)]),
        how: `${span} bytes doubled at ${at}`,
      };
    case 'cut short':
      return { bytes: bytes.subarray(0, at), how: `cut short at ${at}` };
  }
}

describe('mutated files in the saves folder', () => {
  it(
    `${MUTATED_SAVES} mutated saves: listed and loaded without a crash, each refused clearly or loaded whole`,
    async () => {
      const userDataDir = await tempDirForTest();
      const store = await openSaveStore({ userDataDir, codec: engineSaveCodec });
      const good = realSave();
      expect((await store.writeSave('good', good)).ok).toBe(true);
      const original = new TextEncoder().encode(good);
      const tally = { refused: 0, sameGame: 0, otherValidGame: 0 };
      await fc.assert(
        fc.asyncProperty(mutationOf(original.length), async (mutation) => {
          const { bytes, how } = mutate(original, mutation);
          await writeFile(join(userDataDir, 'saves', 'victim.json'), bytes);
          const listed = await store.listSaves();
          if (!listed.ok) throw new Error(`${how}: the list failed: ${listed.error.message}`);
          expect(
            listed.value.map((entry) => entry.slot),
            how,
          ).toEqual(['good', 'victim']);
          expect(listed.value[0]?.status, how).toBe('ready');
          const loaded = await store.loadSave('victim');
          if (!loaded.ok) {
            tally.refused += 1;
            expectClearRefusal(loaded.error.message, how);
            return;
          }
          // A change the format cannot tell from a real one (a name, a time, a seed) is a whole, consistent game.
          expect(loaded.value.save.snapshot, how).toEqual(replay(loaded.value.save.setup, loaded.value.save.actions));
          if (serializeSave(loaded.value.save) === good) tally.sameGame += 1;
          else tally.otherValidGame += 1;
        }),
        seededRuns(MUTATED_SAVES),
      );
      console.log(`mutated saves: ${JSON.stringify(tally)}`);
      expect(tally.refused + tally.sameGame + tally.otherValidGame).toBe(MUTATED_SAVES);
      expect(tally.refused, 'most byte changes break the JSON or the schema').toBeGreaterThan(MUTATED_SAVES / 2);
    },
    HANG_GUARD_MS,
  );
});

describe('mutated files of the profile and the settings', () => {
  it(
    `${MUTATED_SMALL_FILES} mutated profiles and settings: each loads, or is reported with its previous version kept`,
    async () => {
      const userDataDir = await tempDirForTest();
      const store = await openSaveStore({ userDataDir, codec: engineSaveCodec });
      const medalled: Profile = { ...NEW_PROFILE, medals: { bronze: 3, silver: 2, gold: 1, fjordMaster: 1 } };
      const chosen: Settings = { ...DEFAULT_SETTINGS, sound: false, volume: 0.4 };
      const documents = [
        {
          file: 'profile.json',
          value: medalled,
          write: () => store.writeProfile(medalled),
          read: () => store.readProfile(),
          backup: () => store.readProfileBackup(),
        },
        {
          file: 'settings.json',
          value: chosen,
          write: () => store.writeSettings(chosen),
          read: () => store.readSettings(),
          backup: () => store.readSettingsBackup(),
        },
      ];
      for (const document of documents) {
        await document.write();
        await document.write();
        const original = new TextEncoder().encode(`${JSON.stringify(document.value, null, 2)}\n`);
        await fc.assert(
          fc.asyncProperty(mutationOf(original.length), async (mutation) => {
            const { bytes, how } = mutate(original, mutation);
            const context = `${document.file} ${how}`;
            await writeFile(join(userDataDir, document.file), bytes);
            const read = await document.read();
            if (read.ok) {
              // A change the format cannot tell from a real one (a count, a choice) loads; start again from the original.
              await document.write();
              await document.write();
              return;
            }
            expect(read.error.backupAvailable, context).toBe(true);
            expect(read.error.message, context).toContain(document.file);
            // What the app does next (restores, or writes again): the damaged file never becomes the previous version.
            await document.write();
            expect(await document.backup(), context).toEqual({ ok: true, value: document.value });
          }),
          seededRuns(MUTATED_SMALL_FILES),
        );
      }
    },
    HANG_GUARD_MS,
  );
});
