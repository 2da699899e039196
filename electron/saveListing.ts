import { BACKUP_GENERATIONS } from './storedDocument';

/**
 * The slots a saves folder holds, sorted: every `<slot><extension>`, and every slot of which only backups are left
 * (`<slot><extension>.bak`, `.bak2`, …), so that a save whose main file is gone is still listed and can be restored.
 * Names that are not valid slot names (other programs' files, hidden files) are left out.
 */
export function listSlots(
  names: readonly string[],
  extension: string,
  isSlotName: (slot: string) => boolean,
): string[] {
  const suffixes = [
    extension,
    ...Array.from({ length: BACKUP_GENERATIONS }, (_, index) => `${extension}.bak${index === 0 ? '' : index + 1}`),
  ];
  const slots = new Set<string>();
  for (const name of names) {
    const suffix = suffixes.find((candidate) => name.endsWith(candidate));
    if (suffix === undefined) continue;
    const slot = name.slice(0, -suffix.length);
    if (isSlotName(slot)) slots.add(slot);
  }
  return [...slots].sort((left, right) => left.localeCompare(right));
}
