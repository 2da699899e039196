import type { CatalogShape } from '../catalog';
import type { enReview } from './en';

/** As palavras para rever uma partida (ver en.ts): o replay, a passagem de vez na mesma tela e “continuar daqui”. */
export const ptReview: CatalogShape<typeof enReview> = {
  replay: {
    label: 'Controles da revisão',
    previous: 'Anterior',
    next: 'Próxima',
    prevTurn: '◀ Turno',
    nextTurn: 'Turno ▶',
    prevTurnTitle: 'Voltar ao início deste turno ou do anterior (Shift+←)',
    nextTurnTitle: 'Ir ao início do próximo turno (Shift+→)',
    prevRound: '◀◀ Rodada',
    nextRound: 'Rodada ▶▶',
    prevRoundTitle: 'Voltar ao início desta rodada ou da anterior (Page Up)',
    nextRoundTitle: 'Ir ao início da próxima rodada (Page Down)',
    play: 'Reproduzir',
    pause: 'Pausar',
    speed: 'Velocidade da revisão',
    speedSlow: 'Lenta',
    speedNormal: 'Normal',
    speedFast: 'Rápida',
    scrub: 'Momento da partida',
    caption: 'Revisão — após o lance {{count}} de {{total}}, rodada {{round}}',
    captionDeal: 'Revisão — a distribuição, antes do lance 1 de {{total}}',
    playOn: 'Continuar daqui',
    playOnTitle: 'Começar uma nova partida exatamente deste momento, com qualquer lugar passado a um bot',
    close: 'Fechar',
  },
  hotSeat: {
    label: 'Passar a tela',
    passTo: 'Passe para {{name}}',
    why: 'A mesa fica oculta até {{name}} estar diante da tela, para que ninguém veja as peças privadas de outro jogador.',
    ready: 'Sou {{name}}: mostrar meu turno',
  },
  playOn: {
    title: 'Continuar daqui',
    intro:
      'Uma nova partida começa exatamente neste momento, salva como partida própria. Qualquer lugar pode passar a um bot.',
    practice: 'Uma partida solo continuada daqui é treino: conta como assistida e não dá medalha.',
    practiceNoMedal: 'Treino: continuado a partir de uma revisão, então sem medalha',
    practiceExplained:
      'Continuada a partir de uma revisão, esta partida é treino: não dá medalha, estrela nem desbloqueio, não conta como recorde, e suas estatísticas a listam como treino.',
    seatKind: 'Quem joga {{name}}',
    start: 'Continuar',
  },
};
