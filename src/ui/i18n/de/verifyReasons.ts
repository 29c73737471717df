// The log verifier's reasons in German: each pattern of ../../verifyReasons.ts, keyed by refusalKey of its
// English text (shown above it), with the same {0}, {1} slots. tests/ui/verifyReasons.test.ts checks
// that every pattern has its words here.
export const verifyReasons: Record<string, string> = {
  // entry {0}: {1}
  xb6jn2: 'Eintrag {0}: {1}',
  // malformed entry: {0}
  '782896': 'fehlerhafter Eintrag: {0}',
  // replayed entry (already accepted at seq {0})
  '1e9k745': 'wiederholter Eintrag (schon als Nummer {0} angenommen)',
  // conflicts with the accepted entry at seq {0}
  '1cpv3ao': 'widerspricht dem angenommenen Eintrag Nummer {0}',
  // out of order, expected seq {0}
  '5c6nxp': 'außer der Reihe, erwartet war Nummer {0}',
  // broken chain, prev is not the hash of entry {0}
  '18gp2ah': 'Kette unterbrochen: „prev“ ist nicht der Hash von Eintrag {0}',
  // a presence draw needs a game in progress
  '1265ty5': 'eine Anwesenheitsziehung braucht ein laufendes Spiel',
  // a chance draw is pending: no presence draw now
  seu1ep: 'eine Zufallsziehung steht aus: jetzt keine Anwesenheitsziehung',
  // more than {0} presence draws in a row
  gmcrzv: 'mehr als {0} Anwesenheitsziehungen nacheinander',
  // nobody but the host is awaited: no presence draw needed
  '13ysffg': 'auf niemanden außer den Gastgeber wird gewartet: keine Anwesenheitsziehung nötig',
  // a genesis entry may only open the log
  g5078w: 'ein Gründungseintrag darf nur das Protokoll eröffnen',
  // genesis must be signed by the host (participant {0})
  '1vdpty7': 'der Gründungseintrag muss vom Gastgeber signiert sein (Teilnehmer {0})',
  // bad signature by the host
  '12tcpta': 'ungültige Signatur des Gastgebers',
  // the engine refuses the rules: {0}
  '1igiis1': 'die Spielregeln-Engine lehnt die Regeln ab: {0}',
  // the first entry must be the genesis entry
  '6nayhl': 'der erste Eintrag muss der Gründungseintrag sein',
  // the game is over
  '17f6zjc': 'das Spiel ist vorbei',
  // author {0} is not a participant
  '1owpvl7': 'Verfasser {0} ist kein Teilnehmer',
  // bad signature (not signed by participant {0})
  '17ogp6k': 'ungültige Signatur (nicht von Teilnehmer {0} signiert)',
  // only the host (participant {0}) may append {1}
  '1r6ry9g': 'nur der Gastgeber (Teilnehmer {0}) darf {1} anfügen',
  // beacon draws
  jb95ri: 'gemeinsame Würfelwürfe',
  // proxy moves
  '1tu7ao9': 'Züge für Abwesende',
  // stand-in moves
  '1op655b': 'Ersatzzüge',
  // the end of an abandoned game
  '1uvg3qt': 'das Ende eines abgebrochenen Spiels',
  // participant {0} is the host already
  '1m6j3y7': 'Teilnehmer {0} ist schon der Gastgeber',
  // takeover from participant {0}, but the host is participant {1}
  '10tfmkp': 'Übernahme von Teilnehmer {0}, aber der Gastgeber ist Teilnehmer {1}',
  // the host cannot make proxy moves for itself
  niz2l3: 'der Gastgeber kann keine Züge für sich selbst als Abwesenden machen',
  // not the time to act: waiting for beacon draw {0} ({1})
  '1a8gicp': 'jetzt ist keine Aktion möglich: es wird auf den gemeinsamen Würfelwurf {0} gewartet ({1})',
  // participant {0} has nothing to decide now
  '193tadm': 'Teilnehmer {0} hat jetzt nichts zu entscheiden',
  // participant {0} is not shown absent: a proxy needs them missing from the latest beacon draw with no entry of theirs since
  '1sogt6k':
    'Teilnehmer {0} ist nicht als abwesend belegt: ein Zug für einen Abwesenden setzt voraus, dass er beim letzten gemeinsamen Würfelwurf fehlte und seither keinen Eintrag hat',
  // a proxy for participant {0} must make the rule's choice {1}, not {2}
  h16qor: 'ein Zug für den abwesenden Teilnehmer {0} muss die Wahl der Regel treffen, {1}, nicht {2}',
  // this game has no turn limit: no stand-in moves for participant {0}
  '1nyhh4p': 'dieses Spiel hat keine Zugzeit: keine Ersatzzüge für Teilnehmer {0}',
  // a stand-in for participant {0} must make the rule's choice {1}, not {2}
  '41achb': 'ein Ersatzzug für Teilnehmer {0} muss die Wahl der Regel treffen, {1}, nicht {2}',
  // not participant {0}'s turn (seat {1} has no legal action now)
  '6m795v': 'Teilnehmer {0} ist nicht am Zug (Platz {1} hat jetzt keine erlaubte Aktion)',
  // a reveal belongs to a sealed card
  h80x8v: 'eine Aufdeckung gehört zu einer versiegelten Karte',
  // illegal action {0}: engine failed ({1})
  '15en74i': 'unerlaubte Aktion {0}: die Engine ist gescheitert ({1})',
  // illegal action {0}: {1}
  '112yhmc': 'unerlaubte Aktion {0}: {1}',
  // no chance draw is pending
  bvjlcv: 'keine Zufallsziehung steht aus',
  // beacon draw {0}, expected draw {1}
  '15fe9cc': 'gemeinsamer Würfelwurf {0}, erwartet war {1}',
  // beacon purpose {0}, expected {1}
  '1bkxjje': 'Zweck des gemeinsamen Würfelwurfs {0}, erwartet war {1}',
  // beacon exhausted ({0} draws)
  '1xtsfq2': 'die gemeinsamen Würfelwürfe sind aufgebraucht ({0} Ziehungen)',
  // the engine asked for impossible ranges {0}
  '19zve3q': 'die Engine hat unmögliche Bereiche verlangt: {0}',
  // the host's own reveal (participant {0}) is missing
  '13r0y8l': 'die eigene Aufdeckung des Gastgebers (Teilnehmer {0}) fehlt',
  // wrong beacon reveal by participant {0} for draw {1}
  '19uxau5': 'falsche Aufdeckung von Teilnehmer {0} für den gemeinsamen Würfelwurf {1}',
  // the engine refused the draw: {0}
  '172blhv': 'die Engine hat die Ziehung abgelehnt: {0}',
  // the engine failed on the draw ({0})
  '134nl4y': 'die Engine ist an der Ziehung gescheitert ({0})',
  // the engine refused to start the game ({0})
  pufj7r: 'die Engine hat den Spielstart abgelehnt ({0})',
  // the log has no entries
  '17t6o99': 'das Protokoll hat keine Einträge',
  // proof {0} in the file proves nothing: {1}
  '14rq7u2': 'Beweis {0} in der Datei beweist nichts: {1}',
  // the game is not finished: the log ends after entry {0} with no winner
  y7mj1e: 'das Spiel ist nicht beendet: das Protokoll endet nach Eintrag {0} ohne Sieger',
  // the card audit: {0}
  rxroon: 'die Kartenprüfung: {0}',
};
