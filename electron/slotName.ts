import { z } from 'zod';

export { foldSlotName, sameSlotName } from '../engine/formats';

/** Long enough for any name a player types; short enough that `<slot>.json.bak` fits every file system's name limit. */
export const MAX_SLOT_NAME_LENGTH = 64;
const MAX_SLOT_NAME_BYTES = 180;

/**
 * Names Windows reserves for devices, with or without an extension; a file called `con.json` cannot be created there.
 * The superscript digits are reserved too.
 */
const WINDOWS_DEVICE_NAME = /^(con|prn|aux|nul|conin\$|conout\$|(com|lpt)[0-9¹²³])$/iu;

/** Letters and digits of any script, and space, hyphen, underscore inside the name. No dots, so no `..`. */
const SAFE_SLOT_NAME = /^[\p{L}\p{N}](?:[\p{L}\p{N}\p{M} _-]*[\p{L}\p{N}\p{M}])?$/u;

/**
 * A save slot's name, which becomes a file name in the saves folder. The rule is a whitelist so that nothing can
 * leave the folder (`..`, `/`, `\`, `:`, NUL) or trip a platform (reserved device names, trailing spaces that
 * Windows drops, names that differ only in Unicode normalisation on macOS).
 */
export const slotNameSchema = z
  .string()
  .min(1, 'A save name cannot be empty.')
  .max(MAX_SLOT_NAME_LENGTH, `A save name can have at most ${MAX_SLOT_NAME_LENGTH} characters.`)
  .refine((name) => SAFE_SLOT_NAME.test(name), {
    message: 'A save name may use letters, digits, spaces, "-" and "_", and must start and end with a letter or digit.',
  })
  .refine((name) => name.normalize('NFC') === name, { message: 'A save name must be in Unicode normal form C.' })
  .refine((name) => new TextEncoder().encode(name).byteLength <= MAX_SLOT_NAME_BYTES, {
    message: 'A save name is too long.',
  })
  .refine((name) => !WINDOWS_DEVICE_NAME.test(name), { message: 'That name is reserved by Windows.' });
