import { useEffect } from 'react';
import { TABLE_HEIGHT, TABLE_WIDTH } from '../../scene/layout';

/**
 * How much larger than at 1280×720 the menus and dialogs are drawn in a window of this size: as much as the table is
 * (it fits the window), but never smaller than designed — a small window scrolls a menu rather than shrink its text
 * below the sizes it was made readable at.
 */
export function windowScale(width: number, height: number): number {
  return Math.max(1, Math.min(width / TABLE_WIDTH, height / TABLE_HEIGHT));
}

/** Keeps --window-scale (styles.css multiplies it into the menus' and dialogs' zoom) at the window's scale. */
export function useWindowScale(): void {
  useEffect(() => {
    const apply = (): void =>
      document.documentElement.style.setProperty(
        '--window-scale',
        String(windowScale(window.innerWidth, window.innerHeight)),
      );
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);
}
