import { lazy } from 'react';
import { screenChunk } from './laterScreen';
import { rulesReferenceChunk, RulesReference } from './rules/rulesReferenceChunk';

// The screens no first frame needs, each a chunk of its own (shown inside LaterScreenFrame): the main menu's and the
// table's first frames parse and run none of their code. The main menu fetches them all once it is on screen
// (prefetchLaterScreens), so that each then opens at once.
const campaignChunk = screenChunk(() => import('./campaign/CampaignScreen').then((module) => module.CampaignScreen));
const statisticsChunk = screenChunk(() =>
  import('./campaign/StatisticsScreen').then((module) => module.StatisticsScreen),
);
const quickSoloChunk = screenChunk(() => import('./campaign/QuickSoloForm').then((module) => module.QuickSoloForm));
const resultChunk = screenChunk(() => import('./campaign/ResultScreen').then((module) => module.ResultScreen));
const tutorialChunk = screenChunk(() => import('./tutorial/TutorialScreen').then((module) => module.TutorialScreen));
const replayChunk = screenChunk(() => import('./ReplayScreen').then((module) => module.ReplayScreen));
const onlineChunk = screenChunk(() => import('./online/OnlinePlay').then((module) => module.OnlinePlay));

export { RulesReference };
export const CampaignScreen = lazy(campaignChunk.load);
export const StatisticsScreen = lazy(statisticsChunk.load);
export const QuickSoloForm = lazy(quickSoloChunk.load);
export const ResultScreen = lazy(resultChunk.load);
export const TutorialScreen = lazy(tutorialChunk.load);
export const ReplayScreen = lazy(replayChunk.load);
export const OnlinePlay = lazy(onlineChunk.load);

const LATER_SCREENS = [
  rulesReferenceChunk,
  campaignChunk,
  statisticsChunk,
  quickSoloChunk,
  resultChunk,
  tutorialChunk,
  replayChunk,
  onlineChunk,
];

/** Fetches every later screen; a chunk that fails here is fetched again when its screen is shown. */
export function prefetchLaterScreens(): void {
  for (const chunk of LATER_SCREENS) chunk.prefetch().catch(() => undefined);
}
