import { data } from '../../game/engine';

/** The edition the rules reference explains: the one new games are played on. */
export const REFERENCE_EDITION: data.EditionData = data.EDITION_DATA[data.NEW_GAME_EDITION];
