// The import boundaries of the project, checked by `npm test` (scripts/checks.mjs runs dependency-cruiser with this
// file; alone: `npm run lint`). docs/architecture.md's map says what each part may import.
//
// Declared entry points: the only engine files the renderer may import. Everything else under engine/ is internal.
const ENGINE_ENTRY_POINTS = [
  '^engine/index[.]ts$', // the rules engine
  '^engine/session/index[.]ts$', // the session chart of rounds and turns
  '^engine/authority/index[.]ts$', // a game's one authority and the protocol its clients speak
  '^engine/bots/index[.]ts$', // the bots and the bot worker's message protocol
  '^engine/bots/botServer[.]ts$', // what a bot worker or thread runs: answers questions posted to it
  '^engine/save/index[.]ts$', // the save format
  '^engine/formats/index[.]ts$', // the formats page and main process share: settings, profile, the bridge contract
];
// Test helpers a test anywhere may use besides the entry points (never product code).
const ENGINE_TEST_ENTRY_POINTS = ['^engine/testing/index[.]ts$'];
// A test file: a unit test beside its code, or anything of the renderer's browser end-to-end specs.
const TEST_FILES = ['[.](test|spec)[.]tsx?$', '^renderer/e2e/'];

/**
 * A part's test code: its unit tests, its browser end-to-end specs and its test helpers (its `testing/` folder).
 * @param {string} part the part's folder
 * @returns {string[]}
 */
function testCodeOf(part) {
  return [`^${part}/.*[.](test|spec)[.]tsx?$`, `^${part}/e2e/`, `^${part}/testing/`];
}

/**
 * A part of the app imports the engine only through its declared entry points, and the part's tests through those and
 * the test helpers' entry point.
 * @param {string} part the part's folder
 * @param {string} who the part, as the rules' comments name it
 * @returns {import('dependency-cruiser').IForbiddenRuleType[]}
 */
function throughEngineEntryPoints(part, who) {
  return [
    {
      name: `${part}-to-engine-internals`,
      severity: 'error',
      comment: `${who} imports the engine only through its declared entry points.`,
      from: { path: `^${part}/`, pathNot: testCodeOf(part) },
      to: { path: '^engine/', pathNot: ENGINE_ENTRY_POINTS },
    },
    {
      name: `${part}-tests-to-engine-internals`,
      severity: 'error',
      comment: `The tests of ${part}/ and its test helpers (${part}/testing/) import the engine through its entry points and its test helpers' entry point.`,
      from: { path: testCodeOf(part) },
      to: { path: '^engine/', pathNot: [...ENGINE_ENTRY_POINTS, ...ENGINE_TEST_ENTRY_POINTS] },
    },
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles (type-only imports included) make module order matter and tangle concerns.',
      from: {},
      to: { circular: true },
    },
    ...throughEngineEntryPoints('renderer', 'The page'),
    {
      name: 'renderer-to-electron',
      severity: 'error',
      comment:
        'The page and its unit tests never import the main process: formats both share live in engine/formats/. ' +
        "Only the browser end-to-end specs, which test the whole app, may use the shell's code (the CSP spec serves " +
        'the build with the headers electron/windowOptions.ts gives it).',
      from: { path: '^renderer/', pathNot: '^renderer/e2e/' },
      to: { path: '^electron/' },
    },
    {
      name: 'engine-to-renderer-or-electron',
      severity: 'error',
      comment: 'The engine is pure: it knows neither the page nor the main process.',
      from: { path: '^engine/' },
      to: { path: '^(renderer|electron)/' },
    },
    {
      name: 'game-to-tools',
      severity: 'error',
      comment:
        'The developer tools (tools/) import the engine, never the other way: no code the game runs uses them. ' +
        "Only tests and the engine's test helpers may; compositions of tools and the app's code live in scripts/.",
      from: { path: '^(engine|renderer|electron|server|files)/', pathNot: [...TEST_FILES, '^engine/testing/'] },
      to: { path: '^tools/' },
    },
    ...throughEngineEntryPoints('server', 'The online server, hosting the game as the page does,'),
    ...throughEngineEntryPoints('files', 'What the shell and the server share'),
    ...throughEngineEntryPoints('electron', 'The desktop shell'),
    {
      name: 'server-to-page-or-shell',
      severity: 'error',
      comment: 'The server shares files/ with the desktop shell, never the shell or the page themselves.',
      from: { path: '^server/' },
      to: { path: '^(renderer|electron)/' },
    },
    {
      name: 'nothing-else-to-server',
      severity: 'error',
      comment:
        'The server is an entry point of its own: the page, the shell and the engine never import it, but for the ' +
        'desktop app\'s "Host on this network" (electron/networkHost.ts), which starts it through its one start function.',
      from: { path: '^(renderer|electron|engine|files)/', pathNot: '^electron/networkHost[.]ts$' },
      to: { path: '^server/' },
    },
    {
      name: 'network-host-to-server-internals',
      severity: 'error',
      comment:
        "The desktop app's network host starts the server through server/server.ts only, as server/main.ts does.",
      from: { path: '^electron/networkHost[.]ts$' },
      to: { path: '^server/', pathNot: '^server/server[.]ts$' },
    },
    {
      name: 'files-to-the-app',
      severity: 'error',
      comment:
        "files/ holds what the desktop shell and the server both run (file writes, bot threads): it knows neither (its tests may use the shell's helpers).",
      from: { path: '^files/', pathNot: TEST_FILES },
      to: { path: '^(renderer|electron|server)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage|test-results|playwright-report)/' },
    // TypeScript 7 (the native compiler) has no JavaScript API for dependency-cruiser to parse with: Babel strips the
    // types and JSX first, keeping type-only imports (see its config file). dependency-cruiser scans .ts and .tsx files
    // only when it finds a TypeScript below 7 or @swc/core, which is therefore installed; swc's own parser is not
    // used, as dependency-cruiser calls it without JSX.
    babelConfig: { fileName: 'scripts/boundaries/babel.cjs' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.d.ts', '.mts', '.d.mts', '.js', '.mjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
