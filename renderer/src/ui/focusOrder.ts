import type { Rect } from '../scene/layout';

/**
 * Tab order on the table: left to right as the player sees it, not the order the engine lists things in. The hit
 * layer keeps its groups in their order (the spots that act before the pieces that only inform, and a later group lies
 * over an earlier one); inside each run of targets of one kind — the dice, the cells, the resources, … — they go
 * line by line, each line left to right.
 */

export interface Placed {
  readonly id: string;
  readonly rect: Rect;
}

/** A target's kind: its id without the trailing number or name ("die-12" → "die", "dock-2-crate-0" → "dock-2-crate"). */
const kindOf = (id: string): string => id.slice(0, Math.max(0, id.lastIndexOf('-')));

/** Two rectangles are on one line when their vertical middles are closer than half the smaller height. */
const sameLine = (a: Rect, b: Rect): boolean => Math.abs(a.y + a.h / 2 - (b.y + b.h / 2)) < Math.min(a.h, b.h) / 2;

/** One run of targets, line by line from the top, each line left to right. */
function readingOrder<T extends Placed>(run: readonly T[]): T[] {
  const lines: T[][] = [];
  for (const target of [...run].sort((a, b) => a.rect.y - b.rect.y)) {
    const line = lines.find((candidate) => candidate.some((other) => sameLine(other.rect, target.rect)));
    if (line) line.push(target);
    else lines.push([target]);
  }
  return lines.flatMap((line) => line.sort((a, b) => a.rect.x - b.rect.x));
}

/**
 * The targets in Tab order. `column` groups targets that stand in one column of the screen (the dice of one pool
 * value): such a column is read whole before the next one to its right, as the pool is read value by value.
 */
export function screenOrder<T extends Placed>(
  targets: readonly T[],
  column: (target: T) => number | null = () => null,
): T[] {
  const out: T[] = [];
  let run: T[] = [];
  const flush = (): void => {
    const columns = new Map<number, T[]>();
    const loose: T[] = [];
    for (const target of run) {
      const key = column(target);
      if (key === null) loose.push(target);
      else columns.set(key, [...(columns.get(key) ?? []), target]);
    }
    out.push(
      ...[...columns.entries()].sort(([a], [b]) => a - b).flatMap(([, members]) => readingOrder(members)),
      ...readingOrder(loose),
    );
    run = [];
  };
  for (const target of targets) {
    if (run.length > 0 && kindOf((run[0] as T).id) !== kindOf(target.id)) flush();
    run.push(target);
  }
  flush();
  return out;
}
