import type { CatalogShape } from '../catalog';
import type { enStats } from './en';

/** As palavras em português para olhar para trás: o gráfico de PV por rodada e as estatísticas. */
export const ptStats: CatalogShape<typeof enStats> = {
  vpChart: {
    title: 'PV após cada rodada',
    round: 'Rodada {{round}}',
    final: 'Fim',
    finalLong: 'Após a pontuação final',
    player: 'Jogador',
  },
};
