import type { Area } from './area';
import { abilitiesArea } from './abilities';
import { boatArea } from './boat';
import { cratesArea } from './crates';
import { docksArea } from './docks';
import { fjordArea } from './fjord';
import { offerArea } from './offer';
import { playersArea } from './players';
import { poolArea } from './pool';
import { resourcesArea } from './resources';
import { roundTrackerArea } from './roundTracker';
import { scoreTrackArea } from './scoreTrack';
import { soloArea } from './solo';
import { stacksArea } from './stacks';
import { tavernsArea } from './taverns';
import { tracksArea } from './tracks';
import { villageArea } from './village';

/**
 * Every area of the table, in one order: the scene paints them in it and the hit layer lists their spots in it (the
 * spots that act first, area by area, then the pieces that only inform), so it is also the order Tab visits them.
 * The areas that offer decisions come first.
 */
export const AREAS: readonly Area[] = [
  poolArea,
  villageArea,
  stacksArea,
  cratesArea,
  tracksArea,
  tavernsArea,
  offerArea,
  resourcesArea,
  boatArea,
  playersArea,
  roundTrackerArea,
  scoreTrackArea,
  fjordArea,
  docksArea,
  abilitiesArea,
  soloArea,
];
