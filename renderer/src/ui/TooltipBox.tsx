import { useLayoutEffect, useRef, useState } from 'react';
import type { Rect } from '../scene/layout';
import type { HitTarget } from './hitTargets';
import { placeTooltip } from './tooltipPlacement';

/**
 * The tooltip of the spot under the pointer (or focused): measured once drawn, then placed beside what it explains, off
 * what the decision is acted on (`keepClear`), before the browser paints it (a layout effect), so it never shows
 * anywhere else first.
 */
export function TooltipBox({
  target,
  keepClear,
  explained,
}: {
  target: HitTarget;
  keepClear: readonly Rect[];
  /** What the tooltip explains and never covers: its spot, or the group of spots a tutorial step points at. */
  explained: Rect;
}): React.JSX.Element {
  const box = useRef<HTMLDivElement | null>(null);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const { title, body } = target.tooltip;
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever its text changes, which changes its size
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measured = { w: element.offsetWidth, h: element.offsetHeight };
    setSize((known) => (known && known.w === measured.w && known.h === measured.h ? known : measured));
  }, [title, body]);
  const placed = size ? placeTooltip(target.rect, size, keepClear, explained) : null;
  const style = placed ? { left: placed.x, top: placed.y } : { left: 0, top: 0, visibility: 'hidden' as const };
  return (
    <div className="tooltip" role="tooltip" data-testid="tooltip" data-target={target.id} ref={box} style={style}>
      <strong>{title}</strong>
      {body.split('\n').map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </div>
  );
}
