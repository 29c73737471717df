// The variants' one-line help in German, by variant name; English is the engine's own text
// (src/engine/variants.ts `help`), which the lobby shows as it is.
export const variantHelp: Record<string, string> = {
  easyStart: 'Keine 7 und kein Ereigniswürfel in den ersten beiden Zügen jedes Spielers.',
  knightErrant: 'Ein Ritter darf den Räuber schon vor dem Würfeln vertreiben.',
  nastyBarbarians: 'Die Spieler wählen, welche ihrer aktiven Ritter gegen die Barbaren kämpfen.',
  handsUp: 'Alle spielen mit offen liegenden Rohstoffkarten.',
  safeBeginning: 'In den ersten beiden vollen Runden wird jede 7 neu gewürfelt.',
  friendlyRobber: 'Der Räuber darf nicht an eine Siedlung eines Spielers mit nur 2 Siegpunkten, und dieser wird nicht beraubt.',
  optionalRobberMovement: 'Wer eine 7 würfelt, darf den Räuber stehen lassen (und stiehlt nichts).',
  robberIsAPirate: 'Der Räuber darf aufs Meer; solange er dort steht, kann kein Hafen an diesem Feld genutzt werden.',
  settlementRequired: 'Am Ende des Zuges muss ein Spieler mindestens eine Siedlung auf dem Plan haben.',
  afterDiceRoll: 'Entwicklungskarten dürfen erst nach dem Würfeln ausgespielt werden.',
  knightInterrupt: 'Direkt nach jedem Versetzen des Räubers darf ein anderer Spieler eine Ritterkarte spielen, den Räuber versetzen und stattdessen stehlen.',
  normalDevelopmentCard: 'Siegpunktkarten werden wie andere Entwicklungskarten ausgespielt und zählen erst dann.',
  specialBuildingPhase: 'Nach jedem Zug dürfen alle anderen der Reihe nach bauen (nicht handeln): beim 5-6-Plan immer, bei 7-8 wählbar.',
  originalMayfair: '5-6 Spieler: keine Sonderbauphase; bei einer 7 werden nur Hände mit mehr als 10 Karten halbiert.',
};
