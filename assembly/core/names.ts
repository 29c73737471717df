// Names of the public contract (DESIGN.md): kinds, terrains, cards, phases.

export const KIND_NAMES: StaticArray<string> = ['brick', 'lumber', 'wool', 'grain', 'ore', 'cloth', 'coin', 'paper'];
export const TERRAIN_NAMES: StaticArray<string> = ['hills', 'forest', 'pasture', 'fields', 'mountains', 'desert', 'sea'];
export const DEV_NAMES: StaticArray<string> = ['knight', 'roadBuilding', 'yearOfPlenty', 'monopoly', 'victoryPoint'];
export const HARBOR_NAMES: StaticArray<string> = ['brick', 'lumber', 'wool', 'grain', 'ore', 'generic'];
export const MODE_NAMES: StaticArray<string> = ['base', 'ck', 'ckba'];
