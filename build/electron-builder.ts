// electron-builder configuration: `npm run dist` packages the app for the platform it runs on.
// Not part of CI: packaging downloads Electron's binaries, which these build machines cannot fetch.
import type { Configuration } from 'electron-builder';

const config: Configuration = {
  appId: 'com.saltfjord.game',
  productName: 'Saltfjord',
  copyright: 'Copyright © 2026 the Saltfjord developers',
  directories: { output: 'dist/installers', buildResources: 'build' },
  // The main process and the preload are self-contained bundles (electron/bundle.ts) and the renderer is a static
  // build, so the app needs no node_modules at run time.
  files: ['dist/electron/**/*', 'dist/renderer/**/*', '!**/*.map', '!**/node_modules/**'],
  extraMetadata: {
    main: 'dist/electron/main.cjs',
    author: { name: 'The Saltfjord developers', email: 'developers@saltfjord.invalid' },
  },
  asar: true,
  npmRebuild: false,
  publish: null,
  // Electron fuses (security checklist item 19): the packaged app cannot be turned into a plain Node runtime, does
  // not honour NODE_OPTIONS or --inspect, loads only its own integrity-checked app.asar, and grants file:// nothing.
  electronFuses: {
    runAsNode: false,
    enableCookieEncryption: true,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    loadBrowserProcessSpecificV8Snapshot: false,
    grantFileProtocolExtraPrivileges: false,
  },
  linux: {
    target: ['AppImage', 'deb'],
    icon: 'build/icons',
    category: 'Game',
    synopsis: 'A dice-drafting board game of fishing villages on a Nordic fjord',
    maintainer: 'The Saltfjord developers <developers@saltfjord.invalid>',
    desktop: { entry: { StartupWMClass: 'Saltfjord', Keywords: 'board game;dice;fjord;strategy;' } },
  },
  win: {
    target: ['nsis'],
    icon: 'build/icon.png',
  },
  nsis: {
    oneClick: false,
    perMachine: false,
    allowToChangeInstallationDirectory: true,
    createDesktopShortcut: true,
    createStartMenuShortcut: true,
    // Saves, medals and settings are the player's: uninstalling the app leaves them in place.
    deleteAppDataOnUninstall: false,
  },
  mac: {
    target: ['dmg'],
    icon: 'build/icon.png',
    category: 'public.app-category.board-games',
    hardenedRuntime: true,
  },
  dmg: {
    title: 'Saltfjord',
    backgroundColor: '#0f2a3f',
  },
};

export default config;
