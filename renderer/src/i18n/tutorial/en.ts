/**
 * The English words of the tutorial: its screen, its sections and each step of the script
 * (engine/data/tutorial.ts) — `do` says what to do, `why` in one sentence why.
 */
export const enTutorial = {
  tutorial: {
    label: 'Tutorial:',
    playerName: 'Player',
    sectionOf: 'Section {{index}} of {{count}}: {{title}}',
    stepOf: 'Step {{index}} of {{count}}',
    continue: 'Next step',
    sections: 'Sections',
    skip: 'Skip section',
    restart: 'Restart section',
    leave: 'Leave tutorial',
    notNow: 'Not now: {{move}}. {{why}} {{wanted}}',
    refusal: {
      otherMove: 'The tutorial plays one fixed deal, and the steps after this one build on the move it asks for.',
      readFirst: 'This step only explains; nobody decides until you go on.',
    },
    continueFirst: 'Read this step and press Next step first.',
    noUndo: 'The tutorial takes no moves back: restart the section instead.',
    noAutoplay: 'In the tutorial you make every move yourself.',
    hintIsStep: 'The tutorial already shows this step’s move: it is highlighted on the table.',
    practice: 'A practice game: no medal, not in the statistics.',
    listTitle: 'Tutorial',
    listIntro:
      'A guided first game on a fixed deal, in seven sections. Start any section, or pick up where you left off.',
    statusDone: 'Done',
    statusSkipped: 'Skipped',
    statusCurrent: 'In progress',
    statusNew: 'Not started',
    play: 'Play',
    resume: 'Resume',
    back: 'Back',
    notKept: 'Your tutorial progress could not be kept: {{problem}}',
    finished: 'You have finished the tutorial. Every section can be played again from here.',
    section: {
      dice: {
        title: 'Dice and chains',
        summary: 'Take a die, place it at the edge of your village and let it work the buildings of its line.',
      },
      building: { title: 'Building', summary: 'Build a small tile with a chain, and where large buildings come from.' },
      fishing: { title: 'Fishing', summary: 'Change a die for fish, sail your boat out and draw a fishing token.' },
      technology: {
        title: 'Technology and orders',
        summary: 'Use workers, move up a technology track and get ready for an order.',
      },
      retiring: {
        title: 'Retiring, taverns and docks',
        summary: 'Retire into a tavern, deliver a crate and let its dock bring your boat home.',
      },
      roundEnd: {
        title: 'End of round',
        summary: 'What the end of a round clears away and deals anew, and a second retirement.',
      },
      finalScoring: {
        title: 'Final scoring',
        summary: 'The last round, a trip further out, and how the game is scored.',
      },
    },
    step: {
      welcome: {
        do: 'Welcome to Saltfjord! Over three rounds you take dice to put your village to work, and score points on the track at the top.',
        why: 'This is a solo game on a fixed deal, so each step can show you exactly one good move.',
      },
      pickSet: {
        do: 'Pick the second starting set: the Merchant, a Wood-and-fish | Improve building and 3 fish, 1 wood, 1 wool.',
        why: 'Its wood pays for your first building, and the Merchant adds 2 fish to every order you deliver.',
      },
      startingTile: {
        do: 'Place your starting building on the two top start squares: Gain wood and fish left, Improve right, then press Build here.',
        why: 'In row 2 and column 2 it joins buildings your dice will reach later.',
      },
      pool: {
        do: 'These are the dice of round 1. A white die goes above the column of its value, an orange one beside the row of its value.',
        why: 'Each round you may take 3 white dice and as many orange dice as the round number.',
      },
      takeWhiteOne: {
        do: 'Click the white 1 in the pool, then place it above column 1.',
        why: 'A die works the buildings of its line from the edge inwards, and column 1 starts with three buildings in a row.',
      },
      soloRemoval: {
        do: 'Gain 2 fish worked at once. Look at the pool: the white 6 is gone.',
        why: 'In a solo game, each die you take removes the highest die left of the same colour.',
      },
      continueToBuild: {
        do: 'Press Continue to the highlighted building: the chain goes on to Build small.',
        why: 'The chain works one building after another until you stop it or it meets an empty lot.',
      },
      buildSmall: {
        do: 'Build small costs 1 wood: take the one-square Wood tile and build it in row 1, column 2, right of Gain 2 fish.',
        why: 'There it sits in row 1 and in column 2, two lines your dice can work later.',
      },
      stopChain: {
        do: 'Press Stop here: keep “Complete an order or gain technology” for later.',
        why: 'You may stop after any building; the die stays on the last one it worked and blocks it for this round.',
      },
      endFirstTurn: {
        do: 'Press End turn.',
        why: 'Each turn is one main action, and End turn commits it.',
      },
      largeBuildings: {
        do: 'The two large stacks hold three-square buildings: taking one costs 1 wood and 1 plank and is a whole turn.',
        why: 'A row or column you fill with buildings pays the boardwalk reward inside it, once per game.',
      },
      raiseToSix: {
        do: 'Take the white 4, raise it to 6 with + (2 fish), and place it above column 6.',
        why: 'Changing a die costs 1 fish per pip, and column 6 starts with the boat building.',
      },
      advanceBoat: {
        do: 'Choose Advance the boat.',
        why: 'The boat sails from the harbour to section 1 and draws a fishing token from its stack.',
      },
      token: {
        do: 'The token lies on your boat, face up.',
        why: 'Tokens pay out only when the boat returns home, and the further out it was, the more the trip scores.',
      },
      endFishingTurn: {
        do: 'Press End turn.',
        why: 'Your main action for this turn is done.',
      },
      takeWhiteTwo: {
        do: 'Take the white 2 and place it above column 2.',
        why: 'It works your new Wood building first: technology and orders are paid in resources.',
      },
      continueToWood: {
        do: 'Press Continue to the highlighted building to work Gain wood and fish as well.',
        why: 'One more wood pays for the technology you take next.',
      },
      workerOnOrders: {
        do: 'Press Place a worker, then click the building “Complete an order or gain technology” in row 3, column 1.',
        why: 'A worker works one vacant building without a die, as a free action of your turn.',
      },
      gainVillageTech: {
        do: 'Choose the Village track: pay 1 wood to move up one space.',
        why: 'Its first space gives you one more worker.',
      },
      secondWorker: {
        do: 'Put your new worker on Gain 2 fish in the top left corner.',
        why: 'A worker is ready as soon as you get it, and fish pay for changing dice.',
      },
      endTechTurn: {
        do: 'Press End turn.',
        why: 'Workers stay where they are until the end of the round.',
      },
      orders: {
        do: 'These are the orders: pay a crate’s cost to deliver it.',
        why: 'A delivered crate scores its points at the end and works its dock every time you retire.',
      },
      takeOrangeFive: {
        do: 'Take the orange 5 and place it beside row 5.',
        why: 'Gain 1 grain: the wood-and-grain crate needs exactly what you will then hold.',
      },
      endGrainTurn: {
        do: 'Press End turn.',
        why: 'That was your one orange die of round 1 and your third white one.',
      },
      limits: {
        do: 'The pool is empty, so retiring is the only main action left.',
        why: 'When you retire you take a free tavern and its action, then your docks work; you play no more this round.',
      },
      retireFirst: {
        do: 'Click tavern 1 to retire there.',
        why: 'Tavern 1 lets you complete an order.',
      },
      deliverCrate: {
        do: 'Deliver the wood-and-grain crate of stack 1.',
        why: 'It lands in dock 1, the Merchant pays you 2 fish, and its point counts at the end.',
      },
      dockReturnHome: {
        do: 'Dock 1 holds a crate, so it moves your boat: choose Return home.',
        why: 'Coming home from section 1 scores 1 point and pays out the token on board.',
      },
      endRoundOne: {
        do: 'Press End turn to end round 1.',
        why: 'Everyone has retired, so the round is over.',
      },
      roundOver: {
        do: 'Round 1 is over: your workers are back and the dice left your village.',
        why: 'In solo, retiring also discarded a crate and the top tile of each building stack, so the offer changes.',
      },
      newDice: {
        do: 'Round 2: every die was rolled again, and more orange dice joined the pool.',
        why: 'Now you may take 3 white and 2 orange dice, and in round 3 three orange.',
      },
      retireSecond: {
        do: 'This round, retire at once: click tavern 2.',
        why: 'In solo you may not use the tavern you used in the round before, and tavern 2 gives technology.',
      },
      secondVillageTech: {
        do: 'Choose the Village track again (1 wood).',
        why: 'Its second space gives you an ability tile.',
      },
      takeShipwright: {
        do: 'Take the Shipwright.',
        why: 'Abilities last all game: this one gives your boat one more slot.',
      },
      dockAdvance: {
        do: 'Dock 1 works again: choose Advance the boat.',
        why: 'Every crate in a dock row works that dock each time you retire.',
      },
      endRoundTwo: {
        do: 'Press End turn to end round 2.',
        why: 'One round is left.',
      },
      lastRound: {
        do: 'Round 3, the last one: three orange dice per player now.',
        why: 'In a real game you would use every die you may take; here you go straight to the taverns.',
      },
      retireThird: {
        do: 'Retire at tavern 4.',
        why: 'It moves your boat twice: out one more section, then home.',
      },
      sailOn: {
        do: 'Choose Advance the boat: on to section 2.',
        why: 'Section 2 scores 3 points on the way home, three times section 1.',
      },
      comeHome: {
        do: 'Now choose Return home.',
        why: 'Both tokens on board pay out and the trip scores 3 points.',
      },
      lastDock: {
        do: 'Dock 1 once more: choose Advance the boat.',
        why: 'A token still on board at the end pays out too, without the section’s points.',
      },
      endGame: {
        do: 'Press End turn: the game ends.',
        why: 'After round 3 comes the final scoring.',
      },
      finalScore: {
        do: 'The final scoring: resources are sold, 1 point per 3 fish, crates score their points, tracks score by position.',
        why: 'Most points wins; solo games earn medals, but a tutorial is practice and earns none.',
      },
      farewell: {
        do: 'That is the whole game! Try the campaign next: its first challenge is gentle.',
        why: 'Everything you did here comes back there, with all the dice to use.',
      },
    },
  },
};
