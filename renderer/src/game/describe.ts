/**
 * Plain-words descriptions of actions, events and the pieces on the table, in the language shown, built from the
 * edition data the engine uses. One module per concern; this is the one place the rest of the renderer imports them from.
 */
export { describeAction } from './describe/actions';
export { boardWords } from './describe/boardWords';
export { describeEvent } from './describe/events';
export { promptText, refusalText } from './describe/engineWords';
export {
  describeCost,
  describeCrate,
  describeGain,
  describeIcons,
  describeTile,
  describeToken,
  type Tooltip,
} from './describe/pieces';
export {
  harbourTooltip,
  playerTooltip,
  poolValueTooltip,
  roundTrackerTooltip,
  scoreTrackTooltip,
  scoringTileTooltip,
  sectionTooltip,
  soloTooltip,
  trackTooltip,
} from './describe/boardTooltips';
export {
  abilityLabel,
  abilityTooltip,
  buildingNote,
  cellTooltip,
  crateStackLabel,
  crateStackTooltip,
  dieLabel,
  dieTooltip,
  entryLabel,
  entryTooltip,
  resourceLabel,
  resourceTooltip,
  scoringTileLabel,
  showVillageLabel,
  spokenTooltip,
  stackLabel,
  stackTooltip,
  tavernLabel,
  tavernTooltip,
  trackLabel,
} from './describe/targets';
export {
  boardwalkNote,
  boatSlotTooltip,
  boatTileTooltip,
  dockCrateTooltip,
  dockTooltip,
  occupantNote,
  villageLineTooltip,
  villageNameTooltip,
  workersTooltip,
} from './describe/villageTooltips';
