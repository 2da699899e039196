// What the desktop save store answers, as the page receives it across the bridge: a problem in words, or a listing.
import type { LoadProblemCode, Outcome, SaveKind } from '../save';

/**
 * `folder`: a folder is where a file was expected (a save, or the file chosen to import). `name-taken`: another slot
 * has the name in other capitals (engine/formats/slotNames.ts), and a new slot so named is refused. `moved-on`: the
 * slot holds the same game saved by a session that owns it (engine/save/lineage.ts).
 */
export type StoreProblemCode =
  | LoadProblemCode
  | 'bad-name'
  | 'missing'
  | 'io-error'
  | 'read-only'
  | 'folder'
  | 'name-taken'
  | 'moved-on';

export interface StoreProblem {
  readonly code: StoreProblemCode;
  /** For people: names the file and what is wrong with it. */
  readonly message: string;
  /** The previous version of the file is there and can be loaded instead (the `…Backup` methods). */
  readonly backupAvailable: boolean;
}

export type StoreOutcome<T> = Outcome<T, StoreProblem>;

/**
 * A profile or settings read: `dropped` names the fields (as the format calls them) that were bad in the file and
 * were reset or lost their bad entries, so that the page can say so; absent when the file was read whole.
 */
export type ReadOutcome<T> =
  | { readonly ok: true; readonly value: T; readonly dropped?: readonly string[] }
  | { readonly ok: false; readonly error: StoreProblem };

/** A saved game as the saves list shows it. */
export interface SaveSummary {
  readonly players: readonly string[];
  readonly round: number;
  readonly over: boolean;
  /** A bot played for a person, or it was played on from another game: never graded. */
  readonly assisted: boolean;
}

/** One entry of the saves list. Listing checks each file's envelope but does not replay it (that is `loadSave`). */
export type SaveListing =
  | {
      readonly slot: string;
      readonly status: 'ready';
      readonly kind: SaveKind;
      readonly createdAt: string;
      readonly updatedAt: string;
      readonly engineVersion: string;
      readonly actionCount: number;
      readonly hasBackup: boolean;
      /** What the list shows of the game, read from the file (never its setup: the seed stays in the main process). */
      readonly summary: SaveSummary | null;
    }
  | { readonly slot: string; readonly status: 'damaged'; readonly problem: string; readonly hasBackup: boolean };

/** How the store opened: read-only when its folder cannot be written (a read-only volume), with a notice saying so. */
export interface StoreStatus {
  readonly readOnly: boolean;
  readonly notice: string | null;
}
