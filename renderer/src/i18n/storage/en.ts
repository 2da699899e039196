/**
 * The English words of the storage layer (renderer/src/platform/): what the player is told when a saved game, the
 * profile or the settings cannot be read, written or restored, and the notices of a save that loaded with a change.
 * Each record has whole sentences of its own, so that each language can decline and agree them as it needs.
 * platform/storageWords.ts picks the sentence; the technical cause (a browser's or the disk's message) is not shown.
 */
export const enStorage = {
  storage: {
    game: {
      missing: 'There is no saved game called “{{slot}}”.',
      missingRestorable: 'The saved game “{{slot}}” is missing; its previous version can be restored.',
      damaged: 'The saved game “{{slot}}” is damaged ({{reason}}).',
      damagedRestorable: 'The saved game “{{slot}}” is damaged ({{reason}}); its previous version can be restored.',
      unreadable: 'The saved game “{{slot}}” could not be read.',
      notWritten: 'The game could not be saved.',
      readOnly: 'The game was not saved: Saltfjord cannot write in its data folder.',
      unsynced:
        'The game was saved, but the disk did not confirm it is stored for good: a power cut now could lose it.',
      noPrevious: 'The saved game “{{slot}}” has no previous version.',
      previousDamaged: 'The previous version of the saved game “{{slot}}” is damaged too.',
      notRestored: 'The saved game “{{slot}}” could not be restored.',
      notDeleted: 'The saved game could not be deleted.',
      nameTaken:
        'The game was not saved: another saved game already has the name “{{slot}}”, written with other capital letters.',
      loadedPrevious: 'The saved game “{{slot}}” is damaged; its previous version was loaded instead.',
      takenOver: 'The game was not saved here: another tab took it over.',
      movedOnInWindow:
        'This game was moved on in another window, so this window’s position was not saved over it. Open the game again to continue from there.',
      movedOn:
        'This game was moved on elsewhere (another tab or window saved it at change {{stored}}; this one is at change {{mine}}), so this tab’s position was not saved over it. Load the game again to continue from there.',
      upgraded: 'The saved game “{{slot}}” was upgraded from save format {{from}} to {{to}}.',
      otherEngine: 'The saved game “{{slot}}” was saved by rules engine {{saved}}; it was replayed with {{now}}.',
      snapshotRebuilt:
        'In the saved game “{{slot}}” the stored position differed from the replay of its moves; the replayed game is used.',
    },
    profile: {
      missingRestorable: 'Your profile is missing; its previous version can be restored.',
      damaged: 'Your profile is damaged ({{reason}}).',
      damagedRestorable: 'Your profile is damaged ({{reason}}); its previous version can be restored.',
      unreadable: 'Your profile could not be read.',
      notWritten: 'Your profile could not be saved.',
      readOnly: 'Your profile was not saved: Saltfjord cannot write in its data folder.',
      unsynced:
        'Your profile was saved, but the disk did not confirm it is stored for good: a power cut now could lose it.',
      noPrevious: 'Your profile has no previous version.',
      previousDamaged: 'The previous version of your profile is damaged too.',
      notRestored: 'Your profile could not be restored.',
      partlyRead: 'Part of your profile could not be read and was left out: {{parts}}.',
    },
    settings: {
      missingRestorable: 'Your settings are missing; their previous version can be restored.',
      damaged: 'Your settings are damaged ({{reason}}).',
      damagedRestorable: 'Your settings are damaged ({{reason}}); their previous version can be restored.',
      unreadable: 'Your settings could not be read.',
      notWritten: 'Your settings could not be saved.',
      readOnly: 'Your settings were not saved: Saltfjord cannot write in its data folder.',
      unsynced:
        'Your settings were saved, but the disk did not confirm they are stored for good: a power cut now could lose them.',
      noPrevious: 'Your settings have no previous version.',
      previousDamaged: 'The previous version of your settings is damaged too.',
      notRestored: 'Your settings could not be restored.',
      partlyRead: 'Some of your settings could not be read and are back to their defaults: {{parts}}.',
    },
    listFailed: 'The saved games could not be listed.',
    badName: 'That name cannot be used for a saved game.',
    appFailed: 'Saltfjord could not carry out this request.',
    isFolder: 'What you chose is a folder, not a saved game.',
    readOnlyFolder:
      'Saltfjord cannot write in its data folder, so saved games, profile and settings are read-only: nothing you change will be kept.',
    full: 'There is no room left to save: free some space and try again.',
    field: {
      campaign: 'your campaign progress',
      medals: 'your medals',
      statistics: 'your statistics',
      countedGames: 'the list of games already counted',
      tutorial: 'your tutorial progress',
      history: 'your finished games',
      bests: 'your personal bests',
      animationSpeed: 'animation speed',
      reducedMotion: 'reduced motion',
      colourBlindPalette: 'high-contrast player colours',
      sound: 'sound',
      volume: 'volume',
      language: 'language',
      uiScale: 'UI scale',
      botSpeed: 'bot speed',
    },
    reason: {
      tooLarge: 'it is too large',
      notText: 'it is not a saved file of Saltfjord',
      damagedContent: 'its contents are cut off or garbled',
      tooDeep: 'its contents are nested too deeply',
      newerVersion: 'it was saved by a newer version of Saltfjord',
      unknownVersion: 'its format version is unknown',
      invalid: 'its contents are not what Saltfjord writes',
      illegalAction: 'one of its moves breaks the rules',
      engineFailure: 'its game could not be replayed',
    },
  },
};
