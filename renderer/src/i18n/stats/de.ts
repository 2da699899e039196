import type { CatalogShape } from '../catalog';
import type { enStats } from './en';

/** Die deutschen Wörter für den Blick zurück: das SP-Diagramm je Runde und die Statistik. */
export const deStats: CatalogShape<typeof enStats> = {
  vpChart: {
    title: 'SP nach jeder Runde',
    round: 'Runde {{round}}',
    final: 'Ende',
    finalLong: 'Nach der Schlusswertung',
    player: 'Spieler',
  },
};
