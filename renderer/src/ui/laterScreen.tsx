import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation, t } from '../i18n';

/** A screen whose code is a chunk of its own: what React.lazy loads it with, and how to fetch it before it is shown. */
export interface ScreenChunk<T> {
  /** For React.lazy: the chunk's screen as its default export. */
  readonly load: () => Promise<{ default: T }>;
  /** Fetches and runs the chunk (once; a chunk that failed is fetched again next time). */
  readonly prefetch: () => Promise<unknown>;
}

/**
 * A promise that hands `value` to `then`'s callback at once rather than on a later tick. React.lazy reads the module
 * within the render when its loader's promise answers at once; given an ordinary promise it suspends once, even for a
 * chunk already run, and a Suspense boundary that has shown its fallback holds the screen back for 300 ms (React's
 * fallback throttle). So a prefetched screen opens in the same frame as the click.
 */
function answeredAtOnce<T>(value: T): Promise<T> {
  const settled = Promise.resolve(value);
  return Object.assign(settled, {
    // biome-ignore lint/suspicious/noThenProperty: the point is a promise whose then answers at once (see above)
    then: ((onFulfilled, onRejected) => {
      if (!onFulfilled) return Promise.prototype.then.call(settled, onFulfilled, onRejected);
      try {
        return Promise.resolve(onFulfilled(value));
      } catch (error: unknown) {
        return Promise.reject(error);
      }
    }) as Promise<T>['then'],
  });
}

/** The screen `load` resolves to, as a chunk for React.lazy (laterScreens.ts) with a prefetch. */
export function screenChunk<T extends ComponentType<never>>(load: () => Promise<T>): ScreenChunk<T> {
  let loaded: { default: T } | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const prefetch = (): Promise<{ default: T }> => {
    loading ??= load().then(
      (screen) => {
        loaded = { default: screen };
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return { load: () => (loaded ? answeredAtOnce(loaded) : prefetch()), prefetch };
}

/** Shown while a screen's chunk is fetched: nothing at first, then (styles.css .screen-loading) a short line. */
function ScreenLoading(): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <p className="notice screen-loading" role="status">
      {t('app.screenLoading')}
    </p>
  );
}

/** Why a screen could not be loaded, and the way back from it. */
function ScreenFailed({
  failure,
  onBack,
}: {
  readonly failure: string;
  readonly onBack: () => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <div className="notice" role="alert">
      <p>{failure}</p>
      <button type="button" data-testid="screen-failed-back" onClick={onBack}>
        {t('app.screenFailedBack')}
      </button>
    </div>
  );
}

interface FrameProps {
  readonly children: ReactNode;
  /** Called when the player leaves a screen that could not be loaded (the table closes its rules overlay). */
  readonly onBack?: () => void;
}

/**
 * Where the later screens (laterScreens.ts) are shown: the line above while a chunk is fetched, and why, should one
 * fail to load, in place of the screen, with a way back: the frame shows its children again as they open (around the
 * app, the main menu; a game in progress was saved after its last action), and the chunk is fetched again when the
 * screen is asked for next.
 */
export class LaterScreenFrame extends Component<FrameProps, { readonly failure: string | null }> {
  override state: { readonly failure: string | null } = { failure: null };

  static getDerivedStateFromError(error: unknown): { failure: string } {
    return { failure: t('app.screenFailed', { reason: error instanceof Error ? error.message : String(error) }) };
  }

  private readonly back = (): void => {
    this.setState({ failure: null });
    this.props.onBack?.();
  };

  override render(): ReactNode {
    if (this.state.failure !== null) return <ScreenFailed failure={this.state.failure} onBack={this.back} />;
    return <Suspense fallback={<ScreenLoading />}>{this.props.children}</Suspense>;
  }
}
