// `npm start`: will launch the desktop game once the renderer and the Electron shell exist.
// Until then it says so plainly and exits 0.
console.log(
  'Saltfjord: the game table (renderer and Electron shell) is not built yet in this version — ' +
    'try the rules engine with `npm run sim -- --games 10 --players 4 --seed 1 --json`.',
);
