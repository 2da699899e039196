// The table's chunk (app/useTableModule.ts imports it on demand): the game screen, and the overlay the game on the
// table (screens/TableScreen.tsx) lays over it, drawn on the table's own geometry — TableMoments finds its places
// through the board areas, whose painters bring PixiJS with them, so importing it statically would put PixiJS into
// the menus' first chunk.
export { GameScreen } from './GameScreen';
export { TableMoments } from './TableMoments';
