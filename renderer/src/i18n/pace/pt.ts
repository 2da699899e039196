import type { CatalogShape } from '../catalog';
import type { enPace } from './en';

/** As palavras em português para o ritmo da partida e os seus momentos (ver en.ts). */
export const ptPace: CatalogShape<typeof enPace> = {
  pace: {
    botSpeed: 'Velocidade dos bots (o máximo que dura o turno de um bot)',
    botSpeedSlow: 'Lenta (4 s por turno)',
    botSpeedNormal: 'Normal (2 s por turno)',
    botSpeedFast: 'Rápida (1 s por turno)',
    botSpeedInstant: 'Instantânea',
    skipToMyTurn: 'Pular para o meu turno',
    skipToMyTurnTitle: 'Jogar de uma vez os turnos dos outros, sem animações, até você precisar decidir (T)',
    skipping: 'Pulando para o seu turno…',
  },
  sinceLast: {
    title: 'Desde o seu último turno, {{name}}',
    label: 'O que os outros jogadores fizeram desde o seu último turno',
    replay: 'Rever',
    replayTitle: 'Ver a partida como estava logo depois disso (abre o replay; Fechar volta para cá)',
    hide: 'Ocultar',
    show: 'Desde o seu último turno ({{count}})',
  },
  banner: {
    roundStart: 'Rodada {{round}}',
    roundStartDetail: 'Os dados foram rolados · {{name}} começa',
    roundEnd: 'Fim da rodada {{round}}',
    roundEndDetail: 'Os trabalhadores voltam para casa e todos os dados são rolados de novo',
    finalScoring: 'Pontuação final',
  },
  celebrate: {
    row: '{{name}} completou a linha {{index}}!',
    column: '{{name}} completou a coluna {{index}}!',
    crateSet_one: '{{name}} entregou um conjunto completo de caixotes!',
    crateSet_other: '{{name}} entregou o {{count}}.º conjunto de caixotes!',
    trackTop: '{{name}} chegou ao topo de {{track}}!',
    medal: 'Medalha de {{medal}}!',
  },
};
