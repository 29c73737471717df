import type { abandon as en } from '../en/abandon';

export const abandon: Record<keyof typeof en, string> = {
  'abandon.offer': '{name} ist länger als die Zugzeit weg. Nur {name} kann die eigenen Züge machen.',
  'abandon.button': 'Spiel als abgebrochen beenden',
  'abandon.ask': 'Spiel als abgebrochen beenden?',
  'abandon.confirm': 'Das Spiel endet für euch beide ohne Sieger und lässt sich nicht fortsetzen. Wenn du weiter wartest, kann {name} noch weiterspielen.',
  'abandon.yes': 'Beenden, ohne Sieger',
  'abandon.no': 'Weiter warten',
  'abandon.title': 'Spiel abgebrochen',
  'abandon.ended': 'Der Gastgeber hat das Spiel abgebrochen: Es wartete länger als die Zugzeit auf {name}. Niemand hat gewonnen.',
  'abandon.endedYou': 'Der Gastgeber hat das Spiel abgebrochen: Es wartete länger als die Zugzeit auf dich. Niemand hat gewonnen.',
  'abandon.prompt': 'Spiel abgebrochen: kein Sieger',
  'log.abandoned': 'Der Gastgeber hat das Spiel abgebrochen: {name} war länger als die Zugzeit weg. Kein Sieger.',
  'log.abandonedYou': 'Der Gastgeber hat das Spiel abgebrochen: Du warst länger als die Zugzeit weg. Kein Sieger.',
};
