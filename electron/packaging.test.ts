// The packaging configuration (build/electron-builder.ts). Packaging itself cannot run here (Electron's binaries cannot
// be downloaded), so its configuration is checked against electron-builder's own schema and the project's rules.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Packager } from 'electron-builder';
import { describe, expect, it } from 'vitest';
import config from '../build/electron-builder';

const BUILD_DIR = join(import.meta.dirname, '..', 'build');

/** Width and height of a PNG file, from its IHDR chunk. */
async function pngSize(path: string): Promise<{ width: number; height: number }> {
  const bytes = await readFile(path);
  expect(bytes.subarray(1, 4).toString('latin1'), path).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function targetNames(targets: unknown): string[] {
  return (Array.isArray(targets) ? targets : [targets]).map((target) =>
    typeof target === 'string' ? target : String((target as { target: string }).target),
  );
}

describe('packaging configuration', () => {
  it("passes electron-builder's own configuration schema", async () => {
    // validateConfig normalises the configuration it is given in place (`files` becomes a list of file sets): a copy.
    const packager = new Packager({ projectDir: join(import.meta.dirname, '..'), config: structuredClone(config) });
    await expect(packager.validateConfig()).resolves.toBeUndefined();
  });

  it('builds AppImage and deb on Linux, NSIS on Windows, dmg on macOS', () => {
    expect(targetNames(config.linux?.target)).toEqual(['AppImage', 'deb']);
    expect(targetNames(config.win?.target)).toEqual(['nsis']);
    expect(targetNames(config.mac?.target)).toEqual(['dmg']);
  });

  it('packs the bundles and the renderer build, and starts the bundled main process', () => {
    expect(config.files).toEqual(expect.arrayContaining(['dist/electron/**/*', 'dist/renderer/**/*']));
    expect(config.extraMetadata?.['main']).toBe('dist/electron/main.cjs');
    expect(config.asar).toBe(true);
  });

  it('flips the Electron fuses of the security checklist (item 19)', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('never deletes the player’s saves on uninstall', () => {
    expect(config.nsis?.deleteAppDataOnUninstall).toBe(false);
  });

  it('has the app icons rendered from build/icon.svg at their stated sizes', async () => {
    expect(await readFile(join(BUILD_DIR, 'icon.svg'), 'utf8')).toMatch(/^<svg /);
    expect(await pngSize(join(BUILD_DIR, 'icon.png'))).toEqual({ width: 1024, height: 1024 });
    const linuxIcons = (await readdir(join(BUILD_DIR, 'icons'))).sort(
      (left, right) => Number.parseInt(left, 10) - Number.parseInt(right, 10),
    );
    expect(linuxIcons).toEqual([
      '16x16.png',
      '24x24.png',
      '32x32.png',
      '48x48.png',
      '64x64.png',
      '128x128.png',
      '256x256.png',
      '512x512.png',
    ]);
    for (const name of linuxIcons) {
      const size = Number.parseInt(name, 10);
      expect(await pngSize(join(BUILD_DIR, 'icons', name)), name).toEqual({ width: size, height: size });
    }
  });

  it('is packaged by `npm run dist`, after building the main process, the preload and the renderer', async () => {
    const manifest = JSON.parse(await readFile(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts['dist']).toBe(
      'npm run build:electron && npm run build:web && electron-builder --config build/electron-builder.ts --publish never',
    );
  });
});
