import type { CatalogShape } from '../catalog';
import type { enTutorial } from './en';

/** Os textos do tutorial em português (ver en.ts): a tela, as seções e cada passo do roteiro. */
export const ptTutorial: CatalogShape<typeof enTutorial> = {
  tutorial: {
    label: 'Tutorial:',
    playerName: 'Jogador',
    sectionOf: 'Seção {{index}} de {{count}}: {{title}}',
    stepOf: 'Passo {{index}} de {{count}}',
    continue: 'Próximo passo',
    sections: 'Seções',
    skip: 'Pular seção',
    restart: 'Recomeçar seção',
    leave: 'Sair do tutorial',
    notNow: 'Agora não: {{move}}. {{why}} {{wanted}}',
    refusal: {
      otherMove: 'O tutorial joga uma distribuição fixa, e os passos seguintes dependem do lance que este pede.',
      readFirst: 'Este passo só explica; ninguém decide até você continuar.',
    },
    continueFirst: 'Leia este passo e clique em Próximo passo primeiro.',
    noUndo: 'O tutorial não desfaz jogadas: recomece a seção em vez disso.',
    noAutoplay: 'No tutorial você faz todas as jogadas.',
    hintIsStep: 'O tutorial já mostra a jogada deste passo: ela está destacada na mesa.',
    practice: 'Uma partida de treino: sem medalha, fora das estatísticas.',
    listTitle: 'Tutorial',
    listIntro:
      'Uma primeira partida guiada, com distribuição fixa, em sete seções. Comece qualquer seção ou continue de onde parou.',
    statusDone: 'Concluída',
    statusSkipped: 'Pulada',
    statusCurrent: 'Em andamento',
    statusNew: 'Não iniciada',
    play: 'Jogar',
    resume: 'Continuar',
    back: 'Voltar',
    notKept: 'Não foi possível guardar o seu progresso no tutorial: {{problem}}',
    finished: 'Você concluiu o tutorial. Cada seção pode ser jogada de novo a partir daqui.',
    section: {
      dice: {
        title: 'Dados e cadeias',
        summary: 'Pegue um dado, coloque-o na borda da sua aldeia e deixe-o ativar os edifícios da linha dele.',
      },
      building: {
        title: 'Construção',
        summary: 'Construa uma peça pequena com uma cadeia, e de onde vêm os edifícios grandes.',
      },
      fishing: {
        title: 'Pesca',
        summary: 'Mude um dado pagando peixes, leve o seu barco ao mar e tire uma ficha de pesca.',
      },
      technology: {
        title: 'Tecnologia e encomendas',
        summary: 'Use trabalhadores, suba em uma trilha de tecnologia e prepare uma encomenda.',
      },
      retiring: {
        title: 'Recolher-se, tavernas e cais',
        summary: 'Recolha-se em uma taverna, entregue um caixote e deixe o cais dele trazer o seu barco de volta.',
      },
      roundEnd: {
        title: 'Fim da rodada',
        summary: 'O que o fim da rodada recolhe e distribui de novo, e um segundo recolhimento.',
      },
      finalScoring: {
        title: 'Pontuação final',
        summary: 'A última rodada, uma viagem mais longe e como a partida é pontuada.',
      },
    },
    step: {
      welcome: {
        do: 'Bem-vindo a Saltfjord! Em três rodadas você pega dados para pôr a sua aldeia para trabalhar e marca pontos na trilha lá em cima.',
        why: 'Esta é uma partida solo com distribuição fixa, então cada passo pode mostrar exatamente uma boa jogada.',
      },
      pickSet: {
        do: 'Escolha o segundo conjunto inicial: o Mercador, um edifício “Madeira e peixe | Melhorar” e 3 peixes, 1 madeira e 1 lã.',
        why: 'A madeira paga o seu primeiro edifício, e o Mercador dá 2 peixes a mais em cada encomenda entregue.',
      },
      startingTile: {
        do: 'Coloque o seu edifício inicial nas duas casas iniciais de cima: “Madeira e peixe” à esquerda, “Melhorar” à direita, e clique em Construir aqui.',
        why: 'Na linha 2 e na coluna 2 ele se junta a edifícios que os seus dados vão alcançar depois.',
      },
      pool: {
        do: 'Estes são os dados da rodada 1. Um dado branco vai acima da coluna do seu valor, um laranja ao lado da linha do seu valor.',
        why: 'Em cada rodada você pode pegar 3 dados brancos e tantos laranjas quanto o número da rodada.',
      },
      takeWhiteOne: {
        do: 'Clique no 1 branco da reserva e coloque-o acima da coluna 1.',
        why: 'Um dado ativa os edifícios da sua linha a partir da borda, e a coluna 1 começa com três edifícios seguidos.',
      },
      soloRemoval: {
        do: '“Ganhe 2 peixes” funcionou na hora. Olhe a reserva: o 6 branco sumiu.',
        why: 'No jogo solo, cada dado que você pega remove o dado mais alto que sobrou da mesma cor.',
      },
      continueToBuild: {
        do: 'Clique em Seguir para o edifício destacado: a cadeia continua até “Construir pequeno”.',
        why: 'A cadeia ativa um edifício depois do outro, até você parar ou ela chegar a um lote vazio.',
      },
      buildSmall: {
        do: '“Construir pequeno” custa 1 madeira: pegue a peça de madeira de uma casa e construa-a na linha 1, coluna 2, à direita de “Ganhe 2 peixes”.',
        why: 'Ali ela fica na linha 1 e na coluna 2, duas linhas que os seus dados podem ativar depois.',
      },
      stopChain: {
        do: 'Clique em Parar aqui: guarde “Cumpra uma encomenda ou ganhe tecnologia” para depois.',
        why: 'Você pode parar depois de qualquer edifício; o dado fica no último que ativou e o bloqueia nesta rodada.',
      },
      endFirstTurn: {
        do: 'Clique em Encerrar o turno.',
        why: 'Cada turno é uma ação principal, e Encerrar o turno confirma a jogada.',
      },
      largeBuildings: {
        do: 'As duas pilhas grandes têm edifícios de três casas: pegar um custa 1 madeira e 1 tábua e ocupa um turno inteiro.',
        why: 'Uma linha ou coluna que você enche de edifícios paga a recompensa da passarela dela, uma vez por partida.',
      },
      raiseToSix: {
        do: 'Pegue o 4 branco, aumente-o para 6 com + (2 peixes) e coloque-o acima da coluna 6.',
        why: 'Mudar um dado custa 1 peixe por ponto, e a coluna 6 começa com o edifício do barco.',
      },
      advanceBoat: {
        do: 'Escolha Avançar o barco.',
        why: 'O barco sai do porto para a seção 1 e tira uma ficha de pesca da pilha dela.',
      },
      token: {
        do: 'A ficha está no seu barco, virada para cima.',
        why: 'As fichas só pagam quando o barco volta para casa, e quanto mais longe ele foi, mais a viagem rende.',
      },
      endFishingTurn: {
        do: 'Clique em Encerrar o turno.',
        why: 'A sua ação principal deste turno está feita.',
      },
      takeWhiteTwo: {
        do: 'Pegue o 2 branco e coloque-o acima da coluna 2.',
        why: 'Ele ativa primeiro o seu novo edifício de madeira: tecnologia e encomendas se pagam com recursos.',
      },
      continueToWood: {
        do: 'Clique em Seguir para o edifício destacado para ativar também “Madeira e peixe”.',
        why: 'Mais uma madeira paga a tecnologia que você vai pegar em seguida.',
      },
      workerOnOrders: {
        do: 'Clique em Colocar um trabalhador e depois no edifício “Cumpra uma encomenda ou ganhe tecnologia” na linha 3, coluna 1.',
        why: 'Um trabalhador ativa um edifício livre sem dado, como ação livre do seu turno.',
      },
      gainVillageTech: {
        do: 'Escolha a trilha da Aldeia: pague 1 madeira para subir uma casa.',
        why: 'A primeira casa dela dá mais um trabalhador.',
      },
      secondWorker: {
        do: 'Coloque o seu novo trabalhador em “Ganhe 2 peixes”, no canto de cima à esquerda.',
        why: 'Um trabalhador já pode ser usado assim que chega, e os peixes pagam as mudanças de dado.',
      },
      endTechTurn: {
        do: 'Clique em Encerrar o turno.',
        why: 'Os trabalhadores ficam onde estão até o fim da rodada.',
      },
      orders: {
        do: 'Estas são as encomendas: pague o custo de um caixote para entregá-lo.',
        why: 'Um caixote entregue marca os seus pontos no final e ativa o cais dele sempre que você se recolhe.',
      },
      takeOrangeFive: {
        do: 'Pegue o 5 laranja e coloque-o ao lado da linha 5.',
        why: 'Ganhe 1 grão: com ele você terá exatamente o que o caixote “madeira e grão” pede.',
      },
      endGrainTurn: {
        do: 'Clique em Encerrar o turno.',
        why: 'Esse foi o seu único dado laranja da rodada 1 e o seu terceiro branco.',
      },
      limits: {
        do: 'A reserva está vazia, então a única ação principal que resta é se recolher.',
        why: 'Ao se recolher você ocupa uma taverna livre e faz a ação dela, depois os seus cais funcionam; nesta rodada você não joga mais.',
      },
      retireFirst: {
        do: 'Clique na taverna 1 para se recolher lá.',
        why: 'A taverna 1 deixa você cumprir uma encomenda.',
      },
      deliverCrate: {
        do: 'Entregue o caixote “madeira e grão” da pilha 1.',
        why: 'Ele vai para o cais 1, o Mercador paga 2 peixes, e o ponto dele conta no final.',
      },
      dockReturnHome: {
        do: 'O cais 1 tem um caixote, então ele move o seu barco: escolha Voltar para casa.',
        why: 'Voltar da seção 1 marca 1 ponto e paga a ficha que está a bordo.',
      },
      endRoundOne: {
        do: 'Clique em Encerrar o turno para terminar a rodada 1.',
        why: 'Todos se recolheram, então a rodada acabou.',
      },
      roundOver: {
        do: 'A rodada 1 acabou: os seus trabalhadores voltaram e os dados saíram da sua aldeia.',
        why: 'No solo, ao se recolher você também descartou um caixote e a peça do topo de cada pilha de edifícios, e a oferta muda.',
      },
      newDice: {
        do: 'Rodada 2: todos os dados foram rolados de novo e mais dados laranjas entraram na reserva.',
        why: 'Agora você pode pegar 3 dados brancos e 2 laranjas, e na rodada 3 três laranjas.',
      },
      retireSecond: {
        do: 'Nesta rodada, recolha-se logo: clique na taverna 2.',
        why: 'No solo você não pode usar a taverna da rodada anterior, e a taverna 2 dá tecnologia.',
      },
      secondVillageTech: {
        do: 'Escolha de novo a trilha da Aldeia (1 madeira).',
        why: 'A segunda casa dela dá uma peça de habilidade.',
      },
      takeShipwright: {
        do: 'Pegue o Estaleiro.',
        why: 'As habilidades valem a partida inteira: esta dá mais um espaço ao seu barco.',
      },
      dockAdvance: {
        do: 'O cais 1 funciona de novo: escolha Avançar o barco.',
        why: 'Cada caixote em uma fileira de cais ativa esse cais toda vez que você se recolhe.',
      },
      endRoundTwo: {
        do: 'Clique em Encerrar o turno para terminar a rodada 2.',
        why: 'Falta uma rodada.',
      },
      lastRound: {
        do: 'Rodada 3, a última: agora são três dados laranjas por jogador.',
        why: 'Numa partida de verdade você usaria todos os dados que pode pegar; aqui você vai direto para as tavernas.',
      },
      retireThird: {
        do: 'Recolha-se na taverna 4.',
        why: 'Ela move o seu barco duas vezes: uma seção mais longe e depois para casa.',
      },
      sailOn: {
        do: 'Escolha Avançar o barco: para a seção 2.',
        why: 'A seção 2 marca 3 pontos na volta para casa, o triplo da seção 1.',
      },
      comeHome: {
        do: 'Agora escolha Voltar para casa.',
        why: 'As duas fichas a bordo pagam e a viagem marca 3 pontos.',
      },
      lastDock: {
        do: 'O cais 1 mais uma vez: escolha Avançar o barco.',
        why: 'Uma ficha que ainda estiver a bordo no final também paga, só que sem os pontos da seção.',
      },
      endGame: {
        do: 'Clique em Encerrar o turno: a partida termina.',
        why: 'Depois da rodada 3 vem a pontuação final.',
      },
      finalScore: {
        do: 'A pontuação final: os recursos são vendidos, 1 ponto a cada 3 peixes, os caixotes marcam os seus pontos e as trilhas pela posição.',
        why: 'Quem tiver mais pontos vence; partidas solo dão medalhas, mas o tutorial é treino e não dá nenhuma.',
      },
      farewell: {
        do: 'Essa foi a partida inteira! Experimente a campanha agora: o primeiro desafio é tranquilo.',
        why: 'Tudo o que você fez aqui volta lá, com todos os dados que você pode pegar.',
      },
    },
  },
};
