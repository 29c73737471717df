// The English catalog: part of the page's first load (the lobby speaks it at once).
import { lobby } from './lobby';
import { words } from './words';
import { log } from './log';
import { table } from './table';
import { verify } from './verify';
import { net } from './net';
import { abandon } from './abandon';
import { claims } from './claims';
import { faceDown } from './faceDown';

export const en = { ...lobby, ...words, ...log, ...table, ...verify, ...net, ...abandon, ...claims, ...faceDown };
