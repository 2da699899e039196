/**
 * The renderer's view of the engine: everything comes from engine/index.ts. The edition data's types live under its
 * `data` namespace; they are named here once so the rest of the renderer can import them plainly.
 */
import type { data } from '../../../engine/index';

export * from '../../../engine/index';
export type StackId = data.StackId;
export type Track = data.Track;
export type Resource = data.Resource;
export type Resources = data.Resources;
export type DieColour = data.DieColour;
export type AbilityId = data.AbilityId;
export type BuildingCode = data.BuildingCode;
export type Gain = data.Gain;
export type TileDef = data.TileDef;
export type TrackDef = data.TrackDef;
export type CrateDef = data.CrateDef;
export type ScoringTileId = data.ScoringTileId;
export type TaskId = data.TaskId;
export type Medal = data.Medal;
export type ClanId = data.ClanId;
