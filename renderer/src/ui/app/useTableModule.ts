import { useEffect, useState } from 'react';
import { t } from '../../i18n';

/** The table's components once its chunk (tableChunk.ts) has run, or why it could not be loaded. */
export interface TableModule {
  readonly GameScreen: typeof import('../tableChunk').GameScreen | null;
  readonly TableMoments: typeof import('../tableChunk').TableMoments | null;
  readonly failure: string | null;
}

/**
 * The table (PixiJS, gsap and the scene) is its own chunk: the menus and the storage open without it, and it is
 * fetched (index.html preloads it) and run meanwhile, in time for the first game. It is kept in state rather than
 * loaded through React.lazy: a Suspense boundary that has shown its fallback holds the content back for 300 ms
 * (React's fallback throttle), which held back the table's first frame just as long.
 */
export function useTableModule(): TableModule {
  const [loaded, setLoaded] = useState<TableModule>({ GameScreen: null, TableMoments: null, failure: null });
  useEffect(() => {
    let mounted = true;
    import('../tableChunk').then(
      (module) => {
        if (mounted) setLoaded({ GameScreen: module.GameScreen, TableMoments: module.TableMoments, failure: null });
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        if (mounted) setLoaded({ GameScreen: null, TableMoments: null, failure: t('app.tableFailed', { reason }) });
      },
    );
    return () => {
      mounted = false;
    };
  }, []);
  return loaded;
}
