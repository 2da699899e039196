// One writer per game in the browser: the tab that plays a game holds a Web Lock named after its slot for as long as
// the game is open. A second tab finds the lock held and opens the game read-only or takes it over explicitly; a tab
// whose lock was taken over stops saving. The lock tells the tabs what to offer; what keeps a tab that lost the game
// from writing it — even a save already on its way — is the storage's lease, which each session takes before it reads
// the game (recordStorage.ts, `leaseGame`), in browsers without Web Locks too.

/** The part of the Web Locks API used here (navigator.locks). */
export interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable?: boolean; steal?: boolean },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<void>;
}

export interface GameLock {
  /** Resolves when another tab takes the game over: from then on this tab must not save it. */
  readonly lost: Promise<void>;
  release(): void;
}

export type Claim =
  | { readonly kind: 'held'; readonly lock: GameLock }
  | { readonly kind: 'elsewhere' }
  | { readonly kind: 'unsupported' };

function browserLocks(): LockManagerLike | null {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManagerLike }).locks;
  return locks ?? null;
}

/** Claims the game in `slot` for this tab; `takeOver` takes it from the tab that holds it. */
export function claimGame(
  slot: string,
  takeOver: boolean,
  locks: LockManagerLike | null = browserLocks(),
): Promise<Claim> {
  if (locks === null) return Promise.resolve({ kind: 'unsupported' });
  return new Promise((resolve) => {
    let release: () => void = () => undefined;
    let markLost: () => void = () => undefined;
    const lost = new Promise<void>((resolveLost) => {
      markLost = resolveLost;
    });
    const held = locks.request(`saltfjord-game:${slot}`, takeOver ? { steal: true } : { ifAvailable: true }, (lock) => {
      if (lock === null) {
        resolve({ kind: 'elsewhere' });
        return Promise.resolve();
      }
      return new Promise<void>((released) => {
        release = released;
        resolve({ kind: 'held', lock: { lost, release: () => release() } });
      });
    });
    // A lock taken over by another tab ends this request with an AbortError.
    held.catch(() => markLost());
  });
}
