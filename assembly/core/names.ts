// Names of the public contract (DESIGN.md): kinds, terrains, cards, phases. Each list is a
// utf8Lines() text, name i on line i (core/utf8.ts).

import { utf8Lines } from './utf8';

export const KIND_NAMES = utf8Lines(`brick
lumber
wool
grain
ore
cloth
coin
paper`);
export const TERRAIN_NAMES = utf8Lines(`hills
forest
pasture
fields
mountains
desert
sea`);
export const DEV_NAMES = utf8Lines(`knight
roadBuilding
yearOfPlenty
monopoly
victoryPoint`);
export const HARBOR_NAMES = utf8Lines(`brick
lumber
wool
grain
ore
generic`);
export const MODE_NAMES = utf8Lines(`base
ck
ckba`);
