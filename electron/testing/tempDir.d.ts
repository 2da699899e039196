/** A fresh folder on the real file system, removed when the current test finishes. */
export declare function tempDirForTest(): Promise<string>;
/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
export declare function listFilesUnder(dir: string): Promise<string[]>;
