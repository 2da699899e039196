import type { CatalogShape } from '../catalog';
import type { enRules } from './en';

/** A referência de regras em português (ver en.ts: mesmas chaves, todos os números e nomes vindos dos dados do jogo). */
export const ptRules: CatalogShape<typeof enRules> = {
  common: {
    track: 'Trilha',
    space: 'Espaço {{space}}',
    reward: 'Recompensa',
    tavern: 'taverna T{{tavern}}',
    anyTavern: 'uma taverna',
  },
  turn: {
    intro_one:
      'Uma partida dura {{count}} rodada. Numa rodada os jogadores jogam seus turnos na ordem dos lugares, pulando quem já se recolheu, até que todos tenham se recolhido. No seu turno você faz exatamente <b>uma ação principal</b>; ações livres podem vir antes e depois dela.',
    intro_other:
      'Uma partida dura {{count}} rodadas. Numa rodada os jogadores jogam seus turnos na ordem dos lugares, pulando quem já se recolheu, até que todos tenham se recolhido. No seu turno você faz exatamente <b>uma ação principal</b>; ações livres podem vir antes e depois dela.',
    takeDie: 'Pegar um dado',
    takeDieText:
      'Pegue qualquer dado da reserva. Você pode girá-lo para cima ou para baixo por {{fish}} por ponto (do 6 nunca se passa para o 1). Depois coloque-o na borda da sua aldeia para acordar os edifícios da linha dele, ou ponha-o de lado por {{aside}}. De qualquer forma ele conta entre os seus dados da rodada.',
    buildLarge: 'Construir grande',
    buildLargeText:
      'Pague {{cost}}, pegue a peça de cima de uma pilha grande e coloque-a em lotes vazios. Nada é ativado, mas uma fileira ou coluna que ela completar ainda paga a sua passarela.',
    retire: 'Recolher-se',
    retireText:
      'Vá para uma taverna livre e use a ação dela; depois cada caixote nos seus cais paga a recompensa do seu cais. Você não joga mais turnos nesta rodada. Você sempre pode se recolher; quando nada mais for possível, você deve.',
    freeTitle: 'Ações livres',
    freeIntro:
      'Quantas quiser, só no seu próprio turno, a qualquer momento dele — até enquanto um efeito espera que você pague.',
    worker: 'Colocar um trabalhador',
    workerText:
      'Ponha um trabalhador disponível num edifício livre (sem dado e sem trabalhador): o edifício é ativado, e o trabalhador fica lá até o fim da rodada. Não enquanto um efeito está sendo resolvido.',
    sell: 'Vender',
    sellText: 'Transforme um recurso em peixes pelo seu preço: {{prices}} (veja $t(rules.section.resources)).',
    tierPrice: 'nível {{tier}} → {{fish}}',
    improve: 'Melhorar com peixes',
    improveText: 'Pague {{fish}} para subir um recurso um nível.',
    downgrade: 'Rebaixar',
    downgradeText: 'Desça um recurso um nível, de graça.',
    overboard: 'Jogar ao mar',
    overboardText: 'Descarte uma ficha de pesca do seu barco.',
  },
  dice: {
    intro: 'No início de cada rodada todos os dados são rolados e dispostos por valor. A reserva cresce a cada rodada:',
    round: 'Rodada',
    white: 'Dados brancos por jogador',
    orange: 'Dados laranja por jogador',
    take: 'Você pode pegar',
    limit: 'até {{white}} brancos e {{orange}} laranja',
    turning:
      'Girar um dado custa {{fish}} por ponto e nunca dá a volta: do 1 ao 6 são cinco pontos. O valor então decide por onde o dado entra na sua aldeia:',
    whiteEnters: 'Um dado <b>branco</b> de valor <i>v</i> entra acima da <b>coluna</b> <i>v</i> e segue para baixo.',
    orangeEnters:
      'Um dado <b>laranja</b> de valor <i>v</i> entra à esquerda da <b>fileira</b> <i>v</i> e segue para a direita.',
    chain:
      'O que acontece ao longo da linha é a cadeia (veja $t(rules.section.village)). Um dado cujo primeiro edifício não pode ser acordado só pode ser posto de lado por {{aside}}; o valor dele então não importa.',
  },
  village: {
    mapTitle: 'O lado comum do tabuleiro da aldeia',
    caption:
      'O lado comum. Dados brancos entram nas colunas, laranja nas fileiras; os lotes tracejados recebem a sua peça inicial.',
    grid: 'A sua aldeia é uma grade de {{size}}×{{size}}. Cada quadrado é um lote vazio, uma passarela ou um edifício. Um edifício está <i>livre</i> enquanto não houver nele nem dado nem trabalhador.',
    chainTitle: 'A cadeia',
    chainEnters: 'O dado entra pela borda e visita os quadrados da sua linha em ordem.',
    chainBoardwalks: 'As passarelas são puladas: nunca ativadas, nunca no caminho.',
    chainActivates:
      'Cada edifício livre que ele alcança pode ser ativado: resolva o efeito (ou recuse-o), depois continue ou pare.',
    chainEnds: 'Um lote vazio, um edifício com dado ou trabalhador, ou o fim da grade encerra a cadeia.',
    chainFirst: 'O primeiro edifício alcançado precisa ser ativado; senão o dado só pode ser posto de lado.',
    chainDieStays: 'O dado fica no último edifício que ativou e o bloqueia até o fim da rodada.',
    chainNewTile:
      'Uma peça que você constrói durante a cadeia, mais adiante na mesma linha, é alcançada como qualquer outro edifício.',
    linesTitle: 'Completar fileiras e colunas',
    lines:
      'Cada fileira e cada coluna tem uma passarela. Assim que todos os outros quadrados de uma linha tiverem um edifício, você ganha a recompensa dessa passarela — uma vez por linha por partida. Se uma colocação completar uma fileira e uma coluna que se cruzam na mesma passarela, ela paga duas vezes.',
  },
  buildings: {
    roofs:
      '<yellow></yellow> <b>Telhados amarelos</b> são edifícios de recurso: dão ou melhoram recursos. <red></red> <b>Telhados vermelhos</b> são edifícios de ação: uma encomenda ou tecnologia, um novo edifício ou uma viagem de barco. Alguns edifícios vêm impressos no tabuleiro da sua aldeia; os outros vêm em peças.',
    effect: 'Efeito',
    roof: 'Telhado',
    onTiles: 'Nas peças',
    roofResource: 'amarelo (recurso)',
    roofAction: 'vermelho (ação)',
    orderOrTech:
      '<b>Encomenda ou tecnologia</b>: escolha uma — cumpra uma encomenda (veja $t(rules.section.orders)) ou ganhe tecnologia (veja $t(rules.section.technology)).',
    buildSmall: '<b>Construir pequeno</b>: pague {{cost}}, pegue a peça de cima de uma pilha pequena e coloque-a.',
    boat: '<b>Barco</b>: avance o seu barco ou volte para casa (veja $t(rules.section.fishing)).',
    improve:
      '<b>Melhorar</b> por um edifício nunca custa peixes; melhorar duas vezes significa melhorar dois recursos diferentes.',
    stacksTitle: 'Pilhas de edifícios',
    stacks:
      'As pilhas ficam com a face para cima: você vê a peça de cima de cada uma. Uma peça pode ser girada ou espelhada, mas precisa ficar inteira sobre lotes vazios; uma peça que não cabe em lugar nenhum não pode ser pega.',
    stack: 'Pilha',
    tiles: 'Peças',
    shape: 'Forma',
    howToGet: 'Como conseguir uma',
    shapeSingle: 'um quadrado',
    shapePair: 'dois quadrados',
    shapeStraight: 'três em linha',
    shapeCorner: 'três em L',
    getLarge: 'Construir grande (ação principal): {{cost}}; com {{tech}}, só {{cheap}}.',
    getSmall: 'Construir pequeno: {{cost}}.',
    getFree: 'De graça na {{tavern}}.',
  },
  resources: {
    intro:
      'O peixe é a moeda do fiorde. Todos os outros recursos são cubos com um nível; quanto mais alto o nível, mais o recurso vale. Não há limite para o que você pode ter.',
    tier: 'Nível',
    resource: 'Recurso',
    sellsFor: 'Vende por',
    improvesTo: 'Melhora para',
    downgradesTo: 'Rebaixa para',
    money: 'é a moeda',
    improve:
      'Melhorar sobe um recurso um nível na tabela. Edifícios, passarelas, tavernas e cais melhoram de graça; como ação livre custa {{fish}} além do próprio recurso, então fazer {{made}} a partir de {{from}} desse jeito custa {{total}} no total.',
  },
  fishing: {
    intro_one:
      'O seu barco começa no porto. O fiorde adiante tem {{count}} seção com a sua própria pilha de fichas de pesca viradas para baixo.',
    intro_other:
      'O seu barco começa no porto. O fiorde adiante tem {{count}} seções, cada uma com a sua própria pilha de fichas de pesca viradas para baixo; quanto mais longe, mais rica a pesca e mais vale a volta para casa.',
    section: 'Seção',
    tokenType: 'Tipo de ficha',
    tokens: 'Fichas',
    returnHome: 'Voltar para casa',
    needs: 'Para entrar você precisa de',
    boatTitle: 'Ações do barco',
    advance_one:
      '<b>Avançar</b>: navegue uma seção para fora (do porto para a seção 1) se puder entrar nela, senão fique onde está; depois pegue a ficha de cima de lá. Com Redes ({{nets}}) você olha a ficha de cima e fica com ela.',
    advance_other:
      '<b>Avançar</b>: navegue uma seção para fora (do porto para a seção 1) se puder entrar nela, senão fique onde está; depois pegue a ficha de cima de lá. Com Redes ({{nets}}) você olha as {{count}} fichas de cima e fica com uma; as outras vão para baixo da pilha.',
    returnHomeText:
      '<b>Voltar para casa</b> (de qualquer seção): marque os PV da seção, ganhe o conteúdo de todas as fichas a bordo, guarde as fichas como a sua pesca e navegue de volta ao porto.',
    boat_one:
      'Um barco básico leva {{count}} ficha. A melhoria de {{upgrade}} dá {{slots}} espaços, um dos quais conta os PV da sua ficha ×{{multiplier}}. Um barco cheio precisa jogar uma ficha ao mar (para baixo da pilha da sua seção) antes de pegar uma nova — a nova pode ser a que foi jogada.',
    boat_other:
      'Um barco básico leva {{count}} fichas. A melhoria de {{upgrade}} dá {{slots}} espaços, um dos quais conta os PV da sua ficha ×{{multiplier}}. Um barco cheio precisa jogar uma ficha ao mar (para baixo da pilha da sua seção) antes de pegar uma nova — a nova pode ser a que foi jogada.',
    tokensTitle: 'Fichas de pesca',
    type: 'Tipo',
    contents: 'Conteúdo, ganho ao voltar para casa',
  },
  advanced: {
    title: 'O jogo avançado',
    intro:
      'Escolha <i>Jogo avançado</i> ao preparar uma partida. O painel de tecnologia avançado cobre então a trilha de {{track}}: o marcador, os seus PV de fim de jogo e a peça de pontuação no topo ficam, mas os custos e as recompensas passam a ser estes (o desconto nas encomendas e o bônus por encomenda da trilha impressa de {{track}} deixam de valer):',
    trackName: '{{track}} (avançado)',
    wagonsTitle: 'Carroças',
    wagons_one: 'Cada jogador tem {{count}} carroça; o espaço {{spaces}} de {{track}} a põe em jogo.',
    wagons_other: 'Cada jogador tem {{count}} carroças; os espaços {{spaces}} de {{track}} as põem em jogo.',
    placing:
      '<b>Colocar:</b> ponha a carroça em qualquer um dos seus edifícios — ocupado ou não, mas nunca onde está a sua outra carroça.',
    neverBlocks:
      '<b>Uma carroça nunca bloqueia:</b> o edifício dela continua livre para dados, cadeias e trabalhadores.',
    moving:
      '<b>Mover:</b> quando a cadeia de um dado termina numa fileira que tem uma das suas carroças, essa carroça pode se mover um quadrado para cima ou para baixo; depois de uma cadeia numa coluna, um quadrado para a esquerda ou a direita. Ela vai para um edifício livre sem carroça, e esse edifício é ativado na hora (você ainda pode recusar o efeito).',
    oncePerChain:
      'Cada carroça da linha pode se mover uma vez por cadeia; mover é opcional. Um dado posto de lado não move carroça nenhuma.',
    clansTitle: 'Os tabuleiros de clã',
    clans:
      'Todo tabuleiro de aldeia tem um lado de clã. Escolha <i>Tabuleiros de clã</i> ao preparar uma partida: cada jogador escolhe um clã, ou os clãs são sorteados — cada clã é jogado por um jogador só. Um tabuleiro de clã tem os seus próprios {{buildings}} edifícios impressos, as suas próprias passarelas (uma por fileira e por coluna) e os seus próprios {{starts}} quadrados iniciais para a peça inicial; todas as outras regras são iguais. Os tabuleiros foram equilibrados deixando o bot mais forte jogar cada um deles muitas vezes.',
    clanSide: '{{clan}}: o lado de clã',
  },
  technology: {
    intro:
      'Para ganhar tecnologia (por um edifício de encomenda ou tecnologia ou na {{tavern}}), pague o recurso impresso antes do próximo espaço de uma trilha, avance o seu marcador e pegue a recompensa desse espaço. Chegar ao espaço do topo dá a peça de pontuação da trilha: algumas peças pontuam na hora, as outras no fim (veja $t(rules.section.scoring)).',
    endScoring: 'No fim cada trilha pontua pelo espaço onde está o seu marcador: {{list}}.',
    abilitiesTitle: 'Peças de habilidade',
    abilities:
      'Todos começam com uma habilidade do seu conjunto inicial. Uma recompensa de habilidade deixa você pegar uma das peças abertas; se não sobrar nenhuma, você ganha {{vp}} no lugar. As habilidades valem a partida inteira.',
  },
  orders: {
    intro_one:
      '<order></order> Um caixote fica aberto sobre a pilha de encomendas. Para cumprir uma encomenda, pague os recursos mostrados nele. O caixote vai para o seu tabuleiro de armazém, na fileira de cais com o número da sua pilha, e o próximo caixote dessa pilha é revelado.',
    intro_other:
      '<order></order> Um caixote fica aberto sobre cada uma das {{count}} pilhas de encomendas. Para cumprir uma encomenda, pague os recursos mostrados num deles. O caixote vai para o seu tabuleiro de armazém, na fileira de cais com o número da sua pilha, e o próximo caixote dessa pilha é revelado.',
    scoring:
      'No fim os caixotes pontuam os PV impressos, mais {{vp}} por conjunto de um caixote em cada cais. Enquanto você os tiver, eles também pagam quando você se recolhe (veja $t(rules.section.taverns)).',
    discount:
      'Com {{tech}} ({{reward}}) um recurso de um custo pode ser pago com o recurso um nível abaixo ({{pairs}}).',
    substitute: '{{resource}} por {{substitutes}}',
    stack: 'Pilha {{stack}} · {{name}}',
    stackDock: '(cais {{dock}}: {{reward}})',
    startingCrate: 'Caixote inicial: {{crate}}',
    startingNote: 'O primeiro caixote de cada pilha (contornado) começa aberto; os demais são embaralhados.',
    startingNoteOnePool:
      'As listas abaixo são só as figuras dos caixotes: os {{crates}} caixotes são embaralhados nas pilhas, e os caixotes iniciais (contornados) são embaralhados sobre o topo delas.',
    faceDown:
      'Um caixote entregue fica virado para baixo: todos veem quantos caixotes cada jogador tem em cada cais, mas só você sabe quais são os seus (e portanto os PV deles) até a pontuação final revelar todos. A regra da mesa “$t(tableRules.openCrates)” os deixa virados para cima.',
  },
  taverns: {
    intro:
      'Recolher-se encerra a sua rodada. Ponha o seu marcador numa taverna livre — um jogador por taverna — e use a ação dela se quiser. Depois os seus cais pagam, da fileira de cima para baixo, uma vez por caixote naquela fileira; cada pagamento é opcional.',
    tavern: 'Taverna',
    action: 'Ação',
    startPlayer:
      'Quem estiver na taverna ocupada mais à esquerda começa a próxima rodada e vence um empate no fim da partida.',
    edition1: 'Partidas começadas na edição 1 mantêm as tavernas dela: {{list}}.',
    docksTitle: 'Cais',
    dock: 'Cais',
    perCrate: 'Recompensa por caixote',
    takes: 'Recebe caixotes da',
    stack: 'pilha {{stack}} ({{name}})',
  },
  tableRules: {
    intro:
      'As regras da mesa são opções para uma partida, escolhidas no formulário de nova partida; todas ficam desligadas se você não as ligar, e a campanha nunca as usa. Uma partida mostra as suas regras da mesa na folha de teclas (?).',
    passOccupied:
      'Uma cadeia de ativação passa por cima de um edifício com dado ou trabalhador, como passa por uma passarela, em vez de parar ali. Lotes vazios continuam a encerrá-la.',
    openCrates: 'Os caixotes entregues ficam virados para cima: todos veem que caixotes cada jogador tem.',
  },
  editions: {
    intro:
      'Cada partida é jogada numa edição de dados, e uma partida começada na edição 1 termina na edição 1. As partidas novas usam a edição {{edition}}, que muda três coisas que as próprias descrições do jogo impresso dizem de outro modo:',
    crates:
      'Os caixotes são embaralhados em pilhas aleatórias, cada uma com um caixote inicial aleatório (edição 1: uma lista por pilha).',
    faceDown: 'Um caixote entregue fica virado para baixo (edição 1: virado para cima).',
    taverns:
      'Encomenda e tecnologia partilham a taverna T1, e a T5 dá 2 tábuas e 2 recursos à sua escolha (edição 1: {{list}}).',
    thresholds: 'Cada edição tem os seus próprios limites de medalha do solo rápido, calibrados nas suas regras.',
  },
  rounds: {
    setupTitle: 'Preparação',
    setup_one:
      'Cada jogador pega um tabuleiro de aldeia (todos do mesmo lado), um tabuleiro de armazém, um barco básico no porto e {{count}} trabalhador: {{ready}} para usar desde já, os outros esperando nos espaços {{spaces}} da trilha de {{track}}.',
    setup_other:
      'Cada jogador pega um tabuleiro de aldeia (todos do mesmo lado), um tabuleiro de armazém, um barco básico no porto e {{count}} trabalhadores: {{ready}} para usar desde já, os outros esperando nos espaços {{spaces}} da trilha de {{track}}.',
    sets_one:
      'Depois se monta {{count}} conjunto inicial, com uma peça de habilidade, uma peça de edifício inicial e uma peça de recursos iniciais. Em sentido anti-horário, a partir do jogador à direita do jogador inicial, cada um escolhe um conjunto, coloca a peça de edifício em dois dos {{starts}} lotes iniciais tracejados e pega os recursos.',
    sets_other:
      'Depois se montam {{count}} conjuntos iniciais, cada um com uma peça de habilidade, uma peça de edifício inicial e uma peça de recursos iniciais. Em sentido anti-horário, a partir do jogador à direita do jogador inicial, cada um escolhe um conjunto, coloca a peça de edifício em dois dos {{starts}} lotes iniciais tracejados e pega os recursos.',
    startingTiles: 'Peças de edifício iniciais',
    startingResources: 'Peças de recursos iniciais',
    endTitle: 'Fim de uma rodada',
    endWorkers: 'Os trabalhadores voltam aos seus tabuleiros e os dados saem das aldeias.',
    endDice:
      'Antes das rodadas 2 a {{last}}, a próxima fileira de dados laranja entra na reserva e todos os dados são rolados de novo.',
    endStartPlayer: 'Quem estiver na taverna ocupada mais à esquerda passa a ser o jogador inicial.',
    endMarkers: 'Os marcadores de todos saem das tavernas.',
    after: 'Depois da rodada {{last}} vem a pontuação final.',
  },
  scoring: {
    intro:
      '<vp></vp> Os pontos vêm durante o jogo — voltas para casa, PV em edifícios, passarelas, fichas e cais, a trilha de {{trade}} e as peças que pontuam ao chegar a um topo — e no fim da partida.',
    finalTitle: 'Pontuação final, depois da rodada {{last}}',
    finalTokens: 'As fichas ainda num barco dão o seu conteúdo (sem os PV da seção).',
    finalFish: 'Todos os recursos são vendidos, e cada {{fish}} fazem {{vp}} (arredondando para baixo).',
    finalCrates: 'Os caixotes pontuam os PV impressos, mais {{vp}} por conjunto de um caixote em cada cais.',
    finalTracks: 'Cada trilha de tecnologia pontua pela posição: {{list}} PV nos espaços 0 a {{top}}.',
    finalTiles: 'As peças de pontuação “no fim” pontuam para cada jogador que chegou ao seu topo.',
    winner:
      'Vence quem tiver mais PV; num empate vence, entre os empatados, quem ficou na taverna mais à esquerda na última rodada.',
    tilesTitle: 'Peças de pontuação',
    tiles:
      '{{dealt}} das {{total}} peças são distribuídas, uma no topo de cada trilha. As peças “ao chegar” pontuam quando um jogador chega àquele topo; as peças “no fim” pontuam na pontuação final.',
    tile: 'Peça',
    when: 'Quando',
    scores: 'Pontua',
    onReaching: 'ao chegar',
    atTheEnd: 'no fim',
  },
  solo: {
    title: 'Jogando sozinho',
    pool_one: 'A reserva é rolada como para {{count}} jogador; os seus limites continuam os de sempre.',
    pool_other: 'A reserva é rolada como para {{count}} jogadores; os seus limites continuam os de sempre.',
    removed:
      'Depois de cada dado que você pega, o dado mais alto da mesma cor que restar na reserva é removido pela rodada.',
    sameTavern: 'Você não pode se recolher à taverna que usou na rodada anterior.',
    retire:
      'Quando você se recolhe, o caixote aberto da pilha de menor número que ainda tem caixotes é descartado, assim como a peça de cima de cada pilha de edifícios.',
    pioneer: '{{tile}} pontua {{early}} se alcançado até a rodada {{round}}, {{late}} depois.',
    sets_one: 'Só {{count}} conjunto inicial é distribuído, e ele é seu.',
    sets_other: 'Só {{count}} conjuntos iniciais são distribuídos; você escolhe um.',
    medalsTitle: 'Medalhas',
    medals: 'A sua pontuação final rende uma medalha:',
    threshold: '{{vp}} ou mais',
    tasksTitle: 'Tarefas',
    tasks: 'Uma partida solo pode ter uma tarefa; cumpri-la rende uma estrela ao lado da medalha.',
    campaign_one:
      'A campanha é {{count}} desafio solo fixo, com a sua própria distribuição, peças de pontuação e tarefa; a sua melhor medalha e a estrela ficam guardadas.',
    campaign_other:
      'A campanha são {{count}} desafios solo fixos, do mais fácil ao mais difícil, cada um com a sua própria distribuição, peças de pontuação e tarefa. Um desafio se abre quando o anterior rende qualquer medalha; a sua melhor medalha e a estrela ficam guardadas.',
  },
  icons: {
    intro:
      'Cada ícone desenhado na mesa, e onde ele aparece. Aponte para qualquer ícone desta referência para ver o nome dele.',
    fish: 'A moeda: paga para girar dados e para melhorar como ação livre.',
    cube: 'Recurso de nível {{tier}}, vende por {{fish}}.',
    example: 'Um número antes de um ícone conta quantos: <icons></icons> é {{gain}}.',
    wagonUse:
      'Jogo avançado: uma carroça num edifício da aldeia (ela se move depois de uma cadeia na sua fileira ou coluna)',
  },
};
