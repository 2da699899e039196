import type { CatalogShape } from '../catalog';
import type { enExplain } from './en';

/** As palavras em português para explicar por que um bot (ou uma dica) escolhe uma jogada. */
export const ptExplain: CatalogShape<typeof enExplain> = {
  only: 'A única escolha sensata aqui.',
  random: 'Escolhida ao acaso.',
  gainsMove: 'Na hora: {{items}}.',
  gainsTurn: 'Neste turno: {{items}}.',
  nothing: 'Nenhuma outra opção valia mais agora.',
  prospects: 'Deixa pronto: {{items}}.',
  ahead: 'Cerca de {{points}} melhor que {{rival}}.',
  even: 'Mais ou menos tão boa quanto {{rival}}.',
  behind: 'Cerca de {{points}} pior que {{rival}}.',
  points: '{{points, number(minimumFractionDigits: 1; maximumFractionDigits: 1)}} PV',
  achieved: {
    techSteps_one: 'um passo na trilha de {{track}}',
    techSteps_other: '{{count}} passos na trilha de {{track}}',
    orders_one: 'uma encomenda cumprida',
    orders_other: '{{count}} encomendas cumpridas',
    buildings_one: 'um edifício',
    buildings_other: '{{count}} edifícios',
    sailed: 'o barco até a seção {{section}}',
    returnedHome: 'a volta para casa da seção {{section}}',
    workers_one: 'um trabalhador',
    workers_other: '{{count}} trabalhadores',
    ability: 'a habilidade {{ability}}',
  },
  prospect: {
    techStep: 'o próximo passo na trilha de {{track}}',
    order: 'a encomenda {{stack}}',
    boatHome: '{{vp}} quando o barco voltar',
  },
  rival: {
    whitePlace: 'o dado branco {{face}} na coluna {{value}}',
    orangePlace: 'o dado laranja {{face}} na linha {{value}}',
    whiteAside: 'pôr de lado o dado branco {{face}}',
    orangeAside: 'pôr de lado o dado laranja {{face}}',
    action: '“{{action}}”',
  },
};
