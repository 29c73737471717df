// The engine gives the reason it refused an action in English (assembly/core/errors.ts and
// assembly/ckba/errors.ts, stable texts, one per code); a German page shows it in German. Each reason is
// keyed by refusalKey(its English text) (../refusalKey.ts), with the English above it, so the download
// does not carry every English reason again. tests/ui/i18n.test.ts checks that every reason the engine
// can give is here.
export const refusals: Record<string, string> = {
  // unknown action type
  '14ppczn': 'unbekannte Aktion',
  // malformed arguments
  '12mjuru': 'fehlerhafte Angaben',
  // it is not your turn to act
  '3m2pc8': 'du bist nicht am Zug',
  // that action is not allowed in this phase
  '1150eu9': 'diese Aktion ist in dieser Phase nicht erlaubt',
  // the game is over
  '17f6zjc': 'das Spiel ist vorbei',
  // the game is waiting for a chance outcome (dice or a draw)
  hybtsn: 'das Spiel wartet auf einen Zufall (Würfel oder Ziehung)',
  // no such intersection, path or hex
  wr6pn: 'keine solche Kreuzung, Kante oder kein solches Feld',
  // that intersection is occupied
  '13ocp5l': 'diese Kreuzung ist besetzt',
  // too close to another settlement or city (distance rule)
  '1dmm9q': 'zu nah an einer anderen Siedlung oder Stadt (Abstandsregel)',
  // not connected to your own road network
  '194c1zz': 'nicht mit deinem Straßennetz verbunden',
  // that path already has a road
  bpuxxu: 'auf dieser Kante liegt schon eine Straße',
  // a set-up road must touch the settlement just placed
  gpxc0f: 'eine Straße der Gründungsphase muss an die eben gesetzte Siedlung grenzen',
  // not enough resources
  m2sf8b: 'nicht genug Rohstoffe',
  // no pieces of that kind left
  '14aqhgw': 'keine Figuren dieser Art mehr übrig',
  // you have no settlement there
  g0ihye: 'du hast dort keine Siedlung',
  // the robber must move to a different hex
  '7elgg0': 'der Räuber muss auf ein anderes Feld',
  // that player cannot be robbed there
  '6l4ao3': 'dieser Spieler kann dort nicht beraubt werden',
  // choose a player to rob: someone next to that hex has cards
  '1j8g1r1': 'wähle, wen du beraubst: jemand an diesem Feld hat Karten',
  // discard exactly the number of cards owed
  g343kq: 'wirf genau so viele Karten ab, wie du musst',
  // you do not hold those cards
  '18nwg67': 'du hast diese Karten nicht',
  // those amounts do not match your trade rates
  fq17ri: 'diese Mengen passen nicht zu deinen Tauschkursen',
  // the bank does not have those cards
  '1i1utgm': 'die Bank hat diese Karten nicht',
  // the development deck is empty
  '7a4tvf': 'der Stapel der Entwicklungskarten ist leer',
  // you hold no playable card of that kind (cards bought this turn wait a turn)
  hsthr7: 'du hast keine spielbare Karte dieser Art (in diesem Zug gekaufte Karten warten einen Zug)',
  // you already played a development card this turn
  '1upgqd6': 'du hast in diesem Zug schon eine Entwicklungskarte ausgespielt',
  // forced outcomes are only honoured in scenarios and seeded simulations
  '9zigti': 'erzwungene Ergebnisse gelten nur in Szenarien und gesetzten Simulationen',
  // invalid forced outcome
  '19rvbtx': 'ungültiges erzwungenes Ergebnis',
  // there is no open trade offer to answer
  n19j9v: 'es gibt kein offenes Angebot, auf das du antworten könntest',
  // that player has not accepted or countered your offer
  '2kbovg': 'dieser Spieler hat dein Angebot weder angenommen noch ein Gegenangebot gemacht',
  // finish what the turn requires first (roll, robber, free roads, discards)
  '167d5fs': 'erledige erst, was der Zug verlangt (würfeln, Räuber, freie Straßen, Abwerfen)',
  // no chance outcome is pending, or a value is out of range
  u24yda: 'kein Zufallsergebnis steht aus, oder ein Wert liegt außerhalb des Bereichs',
  // no such player
  '1e1jpz2': 'kein solcher Spieler',
  // you have already answered this offer
  '7xsa2x': 'du hast auf dieses Angebot schon geantwortet',
  // a trade must give and get something, and not the same kind on both sides
  m23yg: 'ein Handel muss etwas geben und etwas verlangen, und nicht dieselbe Sorte auf beiden Seiten',
  // no free road can be placed
  '1qr3fvy': 'keine freie Straße kann gesetzt werden',
  // levels 4 and 5 need a city that can hold the metropolis (name it when you win one)
  '14kwsfh': 'die Stufen 4 und 5 brauchen eine Stadt, die die Metropole tragen kann (nenne sie, wenn du eine gewinnst)',
  // city improvements need at least one city on the board
  gz5bbo: 'Stadtausbauten brauchen mindestens eine Stadt auf dem Plan',
  // you have no such city there
  '10096th': 'du hast dort keine solche Stadt',
  // that track is already at level 5
  '1qojd2z': 'dieser Bereich ist schon auf Stufe 5',
  // that city already has a wall
  '48b5ig': 'diese Stadt hat schon eine Stadtmauer',
  // that knight cannot do that again this turn
  '9qb85p': 'dieser Ritter kann das in diesem Zug nicht noch einmal',
  // that knight is not active
  iy2wsw: 'dieser Ritter ist nicht aktiv',
  // promoting a strong knight to mighty needs the Fortress (politics level 3)
  '13pdc29': 'einen starken Ritter zum mächtigen aufzuwerten braucht die Festung (Politik Stufe 3)',
  // no suitable knight there
  alol4u: 'dort steht kein passender Ritter',
  // the robber cannot move before the first barbarian attack
  '10u05vk': 'der Räuber kann vor dem ersten Barbarenangriff nicht versetzt werden',
  // the robber is not next to that knight
  o5ayip: 'der Räuber steht nicht neben diesem Ritter',
  // that knight is too strong (a knight only displaces weaker knights; mighty is the top)
  '14upbip': 'dieser Ritter ist zu stark (ein Ritter vertreibt nur schwächere Ritter; mächtig ist die höchste Stufe)',
  // repair your damaged city before building another city
  '1jgu2ro': 'baue deine geplünderte Stadt wieder auf, bevor du eine weitere Stadt baust',
  // only an open road (free at one end) can be removed
  '1lb1mi0': 'nur eine offene Straße (an einem Ende frei) kann entfernt werden',
  // that player does not have more victory points than you
  yiri1b: 'dieser Spieler hat nicht mehr Siegpunkte als du',
  // in the second set-up round you place a city
  '1bvb4mj': 'in der zweiten Gründungsrunde setzt du eine Stadt',
  // you hold more than 4 progress cards: discard one first
  '131rsqf': 'du hast mehr als 4 Fortschrittskarten: wirf zuerst eine ab',
  // that action is not part of the rules of this game
  '1sv3k0c': 'diese Aktion gehört nicht zu den Regeln dieses Spiels',
  // nothing is asked of you now
  '13epjkk': 'gerade wird nichts von dir verlangt',
  // that deck is empty
  '1dcihiy': 'dieser Stapel ist leer',
  // Cities & Knights is played on the standard boards (3-4 or 5-6 players) or a custom board
  ujo6cy: 'Städte & Ritter wird auf den Standardplänen (3-4 oder 5-6 Spieler) oder einem eigenen Plan gespielt',
  // a road needs land on at least one side: between two sea hexes, build a bridge
  '1wlu6cg': 'eine Straße braucht Land auf mindestens einer Seite: zwischen zwei Meerfeldern baue eine Brücke',
  // a bridge spans two sea hexes, with no land on either side
  p7572p: 'eine Brücke überspannt zwei Meerfelder, ohne Land auf einer Seite',
  // a settlement or city needs land at its intersection
  '14kjqy7': 'eine Siedlung oder Stadt braucht Land an ihrer Kreuzung',
  // the robber stays on land (on a sea hex only with the Robber is a Pirate variant)
  '79x2jp': 'der Räuber bleibt an Land (auf dem Meer nur mit der Variante „Der Räuber ist ein Pirat“)',
  // a harbor lies on a coast: land on one side of its edge, sea or the board's rim on the other
  '18s603r': 'ein Hafen liegt an einer Küste: Land auf einer Seite seiner Kante, Meer oder der Rand des Plans auf der anderen',
  // a chosen variant does not apply to this mode (docs/rules-decisions.md, Variants)
  fdmkf0: 'eine gewählte Variante gilt in diesem Modus nicht (docs/rules-decisions.md, Variants)',
  // place the free road or settlement you owe a neutral player first
  '5a9o70': 'setze zuerst die freie Straße oder Siedlung, die du einem neutralen Spieler schuldest',
  // not enough trade tokens (1 when your victory points are at most your opponent's, else 2)
  '4pvq8z': 'nicht genug Handelschips (1, wenn deine Siegpunkte höchstens die deines Gegners sind, sonst 2)',
  // that piece is not the one owed to a neutral player, or not there
  '1rn4xnn': 'das ist nicht die Figur, die du einem neutralen Spieler schuldest, oder nicht dort',
  // only once per turn
  danysm: 'nur einmal pro Zug',
  // you must keep at least one settlement on the board (Settlement Required variant)
  '1h5e8ap': 'du musst mindestens eine Siedlung auf dem Plan behalten (Variante „Siedlung Pflicht“)',
  // development cards are played only after the roll (After Dice-Roll variant)
  '16lddwp': 'Entwicklungskarten werden erst nach dem Würfeln ausgespielt (Variante „Erst nach dem Würfeln“)',
  // the Friendly Robber spares players with only 2 victory points
  '1khadeq': 'der freundliche Räuber verschont Spieler mit nur 2 Siegpunkten',
  // that seat is not a neutral player
  '1vl6vcv': 'dieser Platz ist kein neutraler Spieler',
  // that offer is made to another player: only they may accept, decline or counter it
  '16l62ov': 'dieses Angebot gilt einem anderen Spieler: nur er darf annehmen, ablehnen oder ein Gegenangebot machen',
  // a new knight needs a free path of the castle hex
  '1fkjqvv': 'ein neuer Ritter braucht einen freien Weg am Burgfeld',
  // a new knight is placed on a path of the castle hex
  '6v7gfs': 'ein neuer Ritter wird auf einen Weg am Burgfeld gesetzt',
  // a knight moves at most 3 paths a turn (5 if active, which then deactivates it)
  '15avhn7': 'ein Ritter zieht höchstens 3 Wege pro Zug (5, wenn aktiv, der ihn dann deaktiviert)',
  // a knight must end its move on a free path
  '1eymg3l': 'ein Ritter muss seinen Zug auf einem freien Weg beenden',
  // your knights may not stay on a castle path at the end of your turn
  upddv8: 'deine Ritter dürfen am Ende deines Zuges nicht auf einem Burgweg stehen',
  // gold buys at most 2 resources a turn
  sdjgxj: 'Gold kauft höchstens 2 Rohstoffe pro Zug',
  // a resource costs 2 gold
  '94pfwi': 'ein Rohstoff kostet 2 Gold',
  // nothing can be built on the paths and corners of a conquered hex
  '15zjlul': 'auf den Wegen und Kreuzungen eines eroberten Feldes kann nichts gebaut werden',
  // that building is conquered
  '10ria1w': 'dieses Gebäude ist erobert',
  // city improvements need a city that is not conquered
  '9znwyv': 'Stadtausbauten brauchen eine Stadt, die nicht erobert ist',
  // the Inventor swaps only the black numbers of the inner hexes
  '2dhn7y': 'der Erfinder tauscht nur die schwarzen Zahlen der inneren Felder',
  // there is no barbarian on that hex
  zr50uz: 'auf diesem Feld steht kein Barbar',
  // knights have moved: trading and building are over for this turn
  '19420n4': 'Ritter sind gezogen: Handeln und Bauen sind in diesem Zug vorbei',
  // a knight that displaces another moves at most 3 paths in that turn
  '1g3hac9': 'ein Ritter, der einen anderen vertreibt, zieht in diesem Zug höchstens 3 Wege',
  // you have no knight on that path
  '1ibfab': 'du hast keinen Ritter auf diesem Weg',
  // gold buys and is bought with resources only, not commodities
  '1nx1wtx': 'Gold kauft nur Rohstoffe und wird nur mit Rohstoffen gekauft, nicht mit Handelswaren',
  // unknown error
  '1r8cjdv': 'unbekannter Fehler',
  // the Robber is a Pirate variant needs a board with sea hexes (the standard, islands or bigIslands layout, or a board with sea)
  '1hxt46a':
    'die Variante „Der Räuber ist ein Pirat“ braucht einen Plan mit Meerfeldern (den Standardplan, die Inseln, die großen Inseln oder einen Plan mit Meer)',
  // a sealed game names the card's token: give at
  '1nvknq': 'ein verdecktes Spiel nennt die Marke der Karte: gib at an',
  // an open game names the card, not its token: leave out at
  ilfswh: 'ein offenes Spiel nennt die Karte, nicht ihre Marke: lass at weg',
  // you owe your answer to a Monopoly first: reveal your sealed cards of its kind
  e8rn7h: 'erst schuldest du deine Antwort auf das Monopol: decke deine verdeckten Karten dieser Sorte auf',
  // the Inventor swaps two number tokens of 3, 4, 5, 9, 10 or 11 (never a 2, 12, 6 or 8, nor a hex without one)
  vbwa5f: 'der Erfinder tauscht zwei Zahlenchips mit 3, 4, 5, 9, 10 oder 11 (nie eine 2, 12, 6 oder 8, und kein Feld ohne Zahl)',
  // that player holds no such progress card (Constitution and Printer are never held: they are played when drawn)
  dujd6n: 'diese Fortschrittskarte hat der Spieler nicht (Verfassung und Buchdruck hat niemand auf der Hand: sie werden beim Ziehen gespielt)',
  // you have already made that player a Commercial Harbor offer (one offer per player)
  '7kmiid': 'du hast diesem Spieler schon ein Handelshafen-Angebot gemacht (ein Angebot pro Spieler)',
  // wait for the hand's reseal: a card moves face down only from a hand sealed anew
  onx0dm: 'warte, bis die Hand neu versiegelt ist: eine Karte geht nur aus einer neu versiegelten Hand verdeckt weiter',
  // with sealed hands this move is made face down: leave out the cards' kinds
  '17udjib': 'mit versiegelten Händen geschieht dieser Zug verdeckt: lass die Sorten der Karten weg',
  // a face-down move is made only with sealed hands: name the cards
  '1wk0sw9': 'verdeckt wird nur mit versiegelten Händen gezogen: nenne die Karten',
  // the Wedding's gifts go one after another in seat order from its player: another player gives first
  hh57v1: 'die Geschenke der Hochzeit kommen nacheinander in Sitzreihenfolge ab ihrem Spieler: ein anderer Spieler gibt zuerst',
  // that player holds no card to take
  '85da5s': 'dieser Spieler hat keine Karte, die du nehmen könntest',
};
