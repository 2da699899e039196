// The table's chunk (App.tsx imports it on demand): the game screen, and the overlay App lays over a game that is
// drawn on the table's own geometry — TableMoments finds its places through the board areas, whose painters bring
// PixiJS with them, so importing it from App would put PixiJS into the menus' first chunk.
export { GameScreen } from './GameScreen';
export { TableMoments } from './TableMoments';
