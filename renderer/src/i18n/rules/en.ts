/**
 * The English text of the rules reference's sections (renderer/src/ui/rules/): the rules in short. Every number and
 * component name is filled in from the engine data by the section that shows the text (game/names.ts words the
 * components), so a rule changed in engine/data changes its text in every language with it. Markup such as <b> and
 * the roof swatches are placed by <Trans> components of the same names.
 */
export const enRules = {
  common: {
    track: 'Track',
    space: 'Space {{space}}',
    reward: 'Reward',
    tavern: 'tavern T{{tavern}}',
    anyTavern: 'a tavern',
  },
  turn: {
    intro_one:
      'A game lasts {{count}} round. In a round the players take turns in seat order, skipping anyone who has retired, until everyone has retired. On your turn you take exactly <b>one main action</b>; free actions may come before it and after it.',
    intro_other:
      'A game lasts {{count}} rounds. In a round the players take turns in seat order, skipping anyone who has retired, until everyone has retired. On your turn you take exactly <b>one main action</b>; free actions may come before it and after it.',
    takeDie: 'Take a die',
    takeDieText:
      'Pick any die in the pool. You may turn it up or down for {{fish}} per pip (a 6 never wraps round to a 1). Then place it at the edge of your village to wake the buildings along its line, or set it aside for {{aside}}. Either way it counts towards your dice for the round.',
    buildLarge: 'Build large',
    buildLargeText:
      'Pay {{cost}}, take the top tile of a large stack and lay it on empty lots. Nothing activates, but a row or column it completes still pays its boardwalk.',
    retire: 'Retire',
    retireText:
      'Move to a free tavern and use its action; then every crate on your docks pays its dock’s reward. You take no more turns this round. You may always retire; when nothing else is possible, you must.',
    freeTitle: 'Free actions',
    freeIntro:
      'As many as you like, only on your own turn, at any moment of it — even while an effect waits for you to pay.',
    worker: 'Place a worker',
    workerText:
      'Put an available worker on a vacant building (no die and no worker on it): the building activates, and the worker stays until the round ends. Not while an effect is being resolved.',
    sell: 'Sell',
    sellText: 'Turn a cube into fish at its price: {{prices}} (see $t(rules.section.resources)).',
    tierPrice: 'tier {{tier}} → {{fish}}',
    improve: 'Improve for fish',
    improveText: 'Pay {{fish}} to move one cube a step up.',
    downgrade: 'Downgrade',
    downgradeText: 'Move one cube a step down, for nothing.',
    overboard: 'Throw overboard',
    overboardText: 'Discard a fishing token from your boat.',
  },
  dice: {
    intro: 'At the start of each round all dice are rolled and laid out by value. The pool grows every round:',
    round: 'Round',
    white: 'White dice per player',
    orange: 'Orange dice per player',
    take: 'You may take',
    limit: 'up to {{white}} white and {{orange}} orange',
    turning:
      'Turning a die costs {{fish}} per pip and never wraps round: from 1 to 6 is five pips. The value then decides where the die enters your village:',
    whiteEnters: 'A <b>white</b> die of value <i>v</i> enters above <b>column</b> <i>v</i> and works downwards.',
    orangeEnters: 'An <b>orange</b> die of value <i>v</i> enters left of <b>row</b> <i>v</i> and works rightwards.',
    chain:
      'What happens along the line is the chain (see $t(rules.section.village)). A die whose first building cannot be woken can only be set aside for {{aside}}; its value then does not matter.',
  },
  village: {
    mapTitle: 'The common side of the village board',
    caption:
      'The common side. White dice enter the columns, orange dice the rows; the dashed lots take your starting tile.',
    grid: 'Your village is a {{size}}×{{size}} grid. Every square is an empty lot, a boardwalk or a building. A building is <i>vacant</i> while neither a die nor a worker stands on it.',
    chainTitle: 'The chain',
    chainEnters: 'The die enters from the edge and visits the squares of its line in order.',
    chainBoardwalks: 'Boardwalks are stepped over: never activated, never in the way.',
    chainActivates:
      'Each vacant building it reaches may be activated: resolve its effect (or decline it), then go on or stop.',
    chainEnds: 'An empty lot, a building with a die or a worker on it, or the end of the grid ends the chain.',
    chainFirst: 'The first building reached must activate, or the die can only be set aside.',
    chainDieStays: 'The die stays on the last building it activated and blocks it until the round ends.',
    chainNewTile: 'A tile you build during the chain, further along the same line, is reached like any other building.',
    linesTitle: 'Completing rows and columns',
    lines:
      'Each row and each column has one boardwalk. The moment every other square of a line holds a building, you gain that boardwalk’s reward — once per line per game. If one placement completes a row and a column that cross on the same boardwalk, it pays twice.',
  },
  buildings: {
    roofs:
      '<yellow></yellow> <b>Yellow roofs</b> are resource buildings: they give or improve resources. <red></red> <b>Red roofs</b> are action buildings: an order or technology, a new building, or a trip with the boat. Some buildings are printed on your village board; the rest come on tiles.',
    effect: 'Effect',
    roof: 'Roof',
    onTiles: 'On tiles',
    roofResource: 'yellow (resource)',
    roofAction: 'red (action)',
    orderOrTech:
      '<b>Order or technology</b>: choose one — complete an order (see $t(rules.section.orders)) or gain technology (see $t(rules.section.technology)).',
    buildSmall: '<b>Build small</b>: pay {{cost}}, take the top tile of a small stack and place it.',
    boat: '<b>Boat</b>: advance your boat or return home (see $t(rules.section.fishing)).',
    improve: '<b>Improve</b> from a building never costs fish; improving twice means improving two different cubes.',
    stacksTitle: 'Building stacks',
    stacks:
      'The stacks lie face up: you see the top tile of each. A tile may be turned or mirrored but must lie wholly on empty lots; a tile that fits nowhere cannot be taken.',
    stack: 'Stack',
    tiles: 'Tiles',
    shape: 'Shape',
    howToGet: 'How to get one',
    shapeSingle: 'one square',
    shapePair: 'two squares',
    shapeStraight: 'three in a line',
    shapeCorner: 'three in an L',
    getLarge: 'Build large (main action): {{cost}}; with {{tech}}, only {{cheap}}.',
    getSmall: 'Build small: {{cost}}.',
    getFree: 'Free at {{tavern}}.',
  },
  resources: {
    intro:
      'Fish is the money of the fjord. Every other resource is a cube with a tier; the higher the tier, the more it is worth. There is no limit on what you may hold.',
    tier: 'Tier',
    resource: 'Resource',
    sellsFor: 'Sells for',
    improvesTo: 'Improves to',
    downgradesTo: 'Downgrades to',
    money: 'it is the money',
    improve:
      'An improve moves one cube a step up the table. Buildings, boardwalks, taverns and docks improve for free; as a free action it costs {{fish}} on top of the cube itself, so making {{made}} out of {{from}} that way costs {{total}} in all.',
  },
  fishing: {
    intro_one:
      'Your boat starts in the harbour. The fjord beyond has {{count}} section with its own face-down stack of fishing tokens.',
    intro_other:
      'Your boat starts in the harbour. The fjord beyond has {{count}} sections, each with its own face-down stack of fishing tokens; the farther out, the richer the catch and the more a trip home is worth.',
    section: 'Section',
    tokenType: 'Token type',
    tokens: 'Tokens',
    returnHome: 'Return home',
    needs: 'To sail in you need',
    boatTitle: 'Boat actions',
    advance_one:
      '<b>Advance</b>: sail one section out (from the harbour into section 1) if you may enter it, otherwise stay where you are; then take the top token there. With Nets ({{nets}}) you look at the top token and keep it.',
    advance_other:
      '<b>Advance</b>: sail one section out (from the harbour into section 1) if you may enter it, otherwise stay where you are; then take the top token there. With Nets ({{nets}}) you look at the top {{count}} tokens and keep one; the others go under the stack.',
    returnHomeText:
      '<b>Return home</b> (from any section): score the section’s VP, gain the contents of every token on board, keep the tokens as your catch and sail back to the harbour.',
    boat_one:
      'A basic boat holds {{count}} token. The upgrade from {{upgrade}} gives {{slots}} slots, one of which counts the VP of its token ×{{multiplier}}. A full boat must throw a token overboard (under the stack of its section) before taking a new one — the new one may be the one thrown.',
    boat_other:
      'A basic boat holds {{count}} tokens. The upgrade from {{upgrade}} gives {{slots}} slots, one of which counts the VP of its token ×{{multiplier}}. A full boat must throw a token overboard (under the stack of its section) before taking a new one — the new one may be the one thrown.',
    tokensTitle: 'Fishing tokens',
    type: 'Type',
    contents: 'Contents, gained on returning home',
  },
  advanced: {
    title: 'The advanced game',
    intro:
      'Choose <i>Advanced game</i> when you set up a game. The advanced technology tile then covers the {{track}} track: the marker, its end-game VP and the scoring tile on top stay, but the costs and rewards are these (the order discount and the order bonus of the printed {{track}} track no longer apply):',
    trackName: '{{track}} (advanced)',
    wagonsTitle: 'Wagons',
    wagons_one: 'Each player has {{count}} wagon; {{track}} space {{spaces}} brings it into play.',
    wagons_other: 'Each player has {{count}} wagons; {{track}} spaces {{spaces}} bring them into play.',
    placing:
      '<b>Placing:</b> put the wagon on any of your buildings — occupied or not, but never where your other wagon stands.',
    neverBlocks: '<b>A wagon never blocks:</b> its building stays vacant for dice, chains and workers.',
    moving:
      '<b>Moving:</b> when a die’s chain has ended in a row that holds one of your wagons, that wagon may move one square up or down; after a column chain, one square left or right. It moves onto a vacant building without a wagon, and that building is activated at once (its effect may still be declined).',
    oncePerChain: 'Each wagon of the line may move once per chain; moving is optional. A die set aside moves no wagon.',
    clansTitle: 'The clan boards',
    clans:
      'Every village board has a clan side. Choose <i>Clan boards</i> when you set up a game: each player picks a clan, or the clans are dealt at random — each clan is played by one player only. A clan board has its own {{buildings}} printed buildings, its own boardwalks (one per row and column) and its own {{starts}} start squares for the starting tile; all other rules are the same. The boards were balanced by letting the strongest bot play each of them many times.',
    clanSide: '{{clan}}: the clan side',
  },
  technology: {
    intro:
      'To gain technology (from an order-or-technology building or {{tavern}}), pay the cube printed before the next space of one track, move your marker up and take that space’s reward. Reaching the top space earns the track’s scoring tile: some tiles score at once, the others at the end (see $t(rules.section.scoring)).',
    endScoring: 'At the end every track scores by where your marker stands: {{list}}.',
    abilitiesTitle: 'Ability tiles',
    abilities:
      'Everyone starts with one ability from their starting set. An ability reward lets you take one of the face-up tiles; if none is left you gain {{vp}} instead. Abilities last the whole game.',
  },
  orders: {
    intro_one:
      '<order></order> One crate lies face up on the order stack. To complete an order, pay the cubes shown on it. The crate goes onto your storage board, in the dock row with its stack’s number, and the next crate of that stack is turned up.',
    intro_other:
      '<order></order> One crate lies face up on each of the {{count}} order stacks. To complete an order, pay the cubes shown on one of them. The crate goes onto your storage board, in the dock row with its stack’s number, and the next crate of that stack is turned up.',
    scoring:
      'At the end crates score their printed VP, plus {{vp}} for every set of one crate in each dock. While you hold them they also pay out when you retire (see $t(rules.section.taverns)).',
    discount: 'With {{tech}} ({{reward}}) one cube of a cost may be paid with the cube one step below it ({{pairs}}).',
    substitute: '{{resource}} by {{substitutes}}',
    stack: 'Stack {{stack}} · {{name}}',
    stackDock: '(dock {{dock}}: {{reward}})',
    startingCrate: 'Starting crate: {{crate}}',
    startingNote: 'The first crate of each stack (outlined) starts face up; the rest are shuffled.',
    startingNoteOnePool:
      'The lists below are the crates’ pictures only: all {{crates}} crates are shuffled into the stacks, and the starting crates (outlined) are shuffled onto their tops.',
    faceDown:
      'A delivered crate lies face down: everyone sees how many crates each player has in each dock, but only you know which crates are yours (and so their VP) until final scoring turns them all up. The table rule “$t(tableRules.openCrates)” lays them face up.',
  },
  taverns: {
    intro:
      'Retiring ends your round. Put your marker on a free tavern — one player per tavern — and take its action if you wish. Then your docks pay out from the top row down, once for every crate in that row; each payout is optional.',
    tavern: 'Tavern',
    action: 'Action',
    startPlayer:
      'The player in the leftmost occupied tavern starts the next round, and wins a tie at the end of the game.',
    edition1: 'Games begun on edition 1 keep its taverns: {{list}}.',
    docksTitle: 'Docks',
    dock: 'Dock',
    perCrate: 'Reward per crate',
    takes: 'Takes crates of',
    stack: 'stack {{stack}} ({{name}})',
  },
  tableRules: {
    intro:
      'Table rules are options for one game, chosen in the new-game form; all are off unless you switch them on, and the campaign never uses them. A game shows its table rules in the keyboard sheet (?).',
    passOccupied:
      'An activation chain steps over a building that holds a die or a worker, as it steps over a boardwalk, instead of ending there. Empty lots still end it.',
    openCrates: 'Delivered crates lie face up: everyone sees which crates every player holds.',
  },
  editions: {
    intro:
      'Every game is played on one data edition, and a game begun on edition 1 is finished on edition 1. New games use edition {{edition}}, which changes three things the printed game’s own descriptions say differently:',
    crates:
      'Crates are shuffled into random stacks, each with a random starting crate (edition 1: one list per stack).',
    faceDown: 'A delivered crate lies face down (edition 1: face up).',
    taverns:
      'Order and technology share tavern T1, and T5 gives 2 planks and 2 resources of your choice (edition 1: {{list}}).',
    thresholds: 'Each edition has its own quick-solo medal thresholds, calibrated on its rules.',
  },
  rounds: {
    setupTitle: 'Setting up',
    setup_one:
      'Everyone takes a village board (all on the same side), a storage board, a basic boat in the harbour and {{count}} worker: {{ready}} ready to use, the others waiting on spaces {{spaces}} of the {{track}} track.',
    setup_other:
      'Everyone takes a village board (all on the same side), a storage board, a basic boat in the harbour and {{count}} workers: {{ready}} ready to use, the others waiting on spaces {{spaces}} of the {{track}} track.',
    sets_one:
      'Then {{count}} starting set is made, of an ability tile, a starting building tile and a starting resource tile. Going counter-clockwise from the player to the right of the start player, everyone picks a set, lays its building tile on two of the {{starts}} dashed start lots and takes its resources.',
    sets_other:
      'Then {{count}} starting sets are made, each of an ability tile, a starting building tile and a starting resource tile. Going counter-clockwise from the player to the right of the start player, everyone picks a set, lays its building tile on two of the {{starts}} dashed start lots and takes its resources.',
    startingTiles: 'Starting building tiles',
    startingResources: 'Starting resource tiles',
    endTitle: 'End of a round',
    endWorkers: 'Workers go back to their boards and the dice leave the villages.',
    endDice: 'Before rounds 2 to {{last}}, the next row of orange dice joins the pool and all dice are rolled again.',
    endStartPlayer: 'The player in the leftmost occupied tavern becomes start player.',
    endMarkers: 'Everyone’s marker leaves the taverns.',
    after: 'After round {{last}} comes final scoring.',
  },
  scoring: {
    intro:
      '<vp></vp> Points come in during play — trips home, VP on buildings, boardwalks, tokens and docks, the {{trade}} track and tiles scored on reaching a top — and at the end of the game.',
    finalTitle: 'Final scoring, after round {{last}}',
    finalTokens: 'Tokens still on a boat give their contents (without the section’s VP).',
    finalFish: 'Every cube is sold, and each {{fish}} make {{vp}} (rounded down).',
    finalCrates: 'Crates score their printed VP, plus {{vp}} per set of one crate in each dock.',
    finalTracks: 'Each technology track scores by position: {{list}} VP for spaces 0 to {{top}}.',
    finalTiles: '“At the end” scoring tiles score for every player who reached their top.',
    winner: 'Most VP wins; a tie goes to the tied player who sat in the leftmost tavern in the last round.',
    tilesTitle: 'Scoring tiles',
    tiles:
      '{{dealt}} of the {{total}} tiles are dealt, one on top of each track. “On reaching” tiles score when a player reaches that top; “at the end” tiles score in final scoring.',
    tile: 'Tile',
    when: 'When',
    scores: 'Scores',
    onReaching: 'on reaching',
    atTheEnd: 'at the end',
  },
  solo: {
    title: 'Playing alone',
    pool_one: 'The pool is rolled as for {{count}} player; your limits stay the usual ones.',
    pool_other: 'The pool is rolled as for {{count}} players; your limits stay the usual ones.',
    removed: 'After each die you take, the highest die of the same colour left in the pool is removed for the round.',
    sameTavern: 'You may not retire to the tavern you used the round before.',
    retire:
      'When you retire, the face-up crate of the lowest-numbered stack that still has crates is discarded, and so is the top tile of every building stack.',
    pioneer: '{{tile}} scores {{early}} if reached by round {{round}}, {{late}} later.',
    sets_one: 'Only {{count}} starting set is dealt, and it is yours.',
    sets_other: 'Only {{count}} starting sets are dealt; you pick one.',
    medalsTitle: 'Medals',
    medals: 'Your final score earns a medal:',
    threshold: '{{vp}} or more',
    tasksTitle: 'Tasks',
    tasks: 'A solo game may carry one task; meeting it earns a star beside the medal.',
    campaign_one:
      'The campaign is {{count}} fixed solo challenge with its own deal, scoring tiles and task; your best medal and star are kept.',
    campaign_other:
      'The campaign is {{count}} fixed solo challenges, gentle to hard, each with its own deal, scoring tiles and task. A challenge opens when the one before it earns any medal; your best medal and star are kept.',
  },
  icons: {
    intro: 'Every icon drawn on the table, and where it appears. Point at any icon in this reference to see its name.',
    fish: 'The money: pays for turning dice and for improving as a free action.',
    cube: 'Tier {{tier}} cube, sells for {{fish}}.',
    example: 'A number before an icon counts it: <icons></icons> is {{gain}}.',
    wagonUse: 'Advanced game: a wagon on a village building (it moves after a chain along its row or column)',
  },
} as const;
