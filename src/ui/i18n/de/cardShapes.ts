// Why a card message in the log does not parse, in German, for the verify page: the JSON shapes the
// card bodies' parsers ask for (src/protocol/cardBodies.ts, handCardBodies.ts, cards/wire.ts), which
// the replay gives as a forged message's reason. Same form as verifyReasons.ts; cardReasons.ts puts
// these after its specific patterns and before its general ones: an English pattern with {0}, {1} for
// its values, and German words with the same slots. The message names and JSON keys stay as the wire spells them.
export const cardShapes: readonly (readonly [english: string, german: string])[] = [
  // the card body and its messages (cardBodies.ts)
  ['a card body is {"cards": {one message}}', 'ein Kartenrumpf ist {"cards": {eine Nachricht}}'],
  ['unknown card message "{0}"', 'unbekannte Kartennachricht „{0}“'],
  ['pass1 is {"keys", "decks"}', 'pass1 ist {"keys", "decks"}'],
  ['shares is {"to": participant, "boxes": [...]}', 'shares ist {"to": Teilnehmer, "boxes": [...]}'],
  ['shares must carry 1 to 54·n boxes', 'shares muss 1 bis 54·n Boxen tragen'],
  ['a share box is {"at": token, "of": participant, "box": hex}', 'eine Anteilsbox ist {"at": Marke, "of": Teilnehmer, "box": Hex}'],
  ['dispute is {"from": participant, "at": token, "key": hex}', 'dispute ist {"from": Teilnehmer, "at": Marke, "key": Hex}'],
  ['escrow is one entry per participant', 'escrow ist ein Eintrag je Teilnehmer'],
  ['release is {"of": participant, "key": hex}', 'release ist {"of": Teilnehmer, "key": Hex}'],
  [
    'reshuffle is {"round": "strip" | "mix", "points"} or {"round": "rekey", "points", "commitments"}',
    'reshuffle ist {"round": "strip" | "mix", "points"} oder {"round": "rekey", "points", "commitments"}',
  ],
  ['reshuffle: one commitment per point', 'reshuffle: eine Festlegung je Punkt'],
  [
    'overdue is {"who", "owes": "deal" | "seed" | "hand"} or {"who", "owes": "key", "at", "to"} or {"who", "owes": "release", "of"}',
    'overdue ist {"who", "owes": "deal" | "seed" | "hand"} oder {"who", "owes": "key", "at", "to"} oder {"who", "owes": "release", "of"}',
  ],
  ['{0} must be {1} bytes of hex', '{0} muss {1} Bytes als Hex sein'],
  ['{0}: 1 to {1} points', '{0}: 1 bis {1} Punkte'],
  ['{0}: a point is hex', '{0}: ein Punkt ist Hex'],
  // the hand messages of sealed hands (handCardBodies.ts)
  ['unknown hand message "{0}"', 'unbekannte Handnachricht „{0}“'],
  ['a token is [shuffle, position]', 'eine Marke ist [Mischung, Position]'],
  ['handOver is a list of 1 to {0} tokens [shuffle, position]', 'handOver ist eine Liste von 1 bis {0} Marken [Mischung, Position]'],
  ['hand reveals are a list of 1 or more reveals', 'Aufdeckungen aus der Hand sind eine Liste von 1 oder mehr Aufdeckungen'],
  ['handShares is {"to": participant, "boxes": [...]}', 'handShares ist {"to": Teilnehmer, "boxes": [...]}'],
  ['handShares carries 1 to {0} boxes', 'handShares trägt 1 bis {0} Boxen'],
  ['a hand share box is {"at": [shuffle, position], "box": hex}', 'eine Box der Handschlüssel ist {"at": [Mischung, Position], "box": Hex}'],
  [
    'handDispute is {"from": participant, "at": [shuffle, position], "key": hex}',
    'handDispute ist {"from": Teilnehmer, "at": [Mischung, Position], "key": Hex}',
  ],
  // the points, decks and keys inside them (cards/wire.ts)
  ['need {0} decks of {1}', 'nötig sind {0} Stapel zu je {1}'],
  ['decks are {0} bytes', 'Stapel sind {0} Bytes'],
  ['a pass-2 message is {0} bytes', 'eine Nachricht des Mischdurchgangs 2 ist {0} Bytes'],
  ['need 1 to {0} points per deck', 'nötig sind 1 bis {0} Punkte je Stapel'],
  ['need {0} points per deck', 'nötig sind {0} Punkte je Stapel'],
  ['a point is a hex string', 'ein Punkt ist eine Hex-Zeichenkette'],
  ['a pass-1 message is {"decks"}', 'eine Nachricht des Mischdurchgangs 1 ist {"decks"}'],
  ['a pass-2 message is {"commitments", "decks"}', 'eine Nachricht des Mischdurchgangs 2 ist {"commitments", "decks"}'],
  ['player card keys are {"boxKey", "seedCommitment"}', 'die Kartenschlüssel eines Spielers sind {"boxKey", "seedCommitment"}'],
  ['boxKey is 32 bytes of hex', 'boxKey ist 32 Bytes als Hex'],
  ['seedCommitment is 32 bytes of hex', 'seedCommitment ist 32 Bytes als Hex'],
  ['need {0} shares', 'nötig sind {0} Anteile'],
  ['a share is a hex string', 'ein Anteil ist eine Hex-Zeichenkette'],
  ['{0}: need {1} points', '{0}: nötig sind {1} Punkte'],
  ['{0}: a point is a hex string', '{0}: ein Punkt ist eine Hex-Zeichenkette'],
  ['a hand shuffle step is {"round", "points", "commitments"?}', 'ein Schritt des Handmischens ist {"round", "points", "commitments"?}'],
  ['a hand shuffle round is strip, mix or rekey', 'eine Runde des Handmischens ist strip, mix oder rekey'],
  ['a {0} step has {1}', 'ein Schritt {0} hat {1}'],
  ['points and commitments', 'Punkte und Festlegungen'],
  ['points only', 'nur Punkte'],
  ['{0}: a point repeats', '{0}: ein Punkt wiederholt sich'],
  ['a hand reveal is {"at", "keys", "kind"}', 'eine Aufdeckung aus der Hand ist {"at", "keys", "kind"}'],
  ['a kind is 0 to 7', 'eine Art ist 0 bis 7'],
];
