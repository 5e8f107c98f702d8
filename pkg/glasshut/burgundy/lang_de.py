"""The Castles of Burgundy's words in German ("Die Burgen von Burgund"), by key: data
only, with the keys and fields of lang_en.py.

The components carry the names German players know from the German edition
(Fürstentum, Silberlinge, Wissensplättchen, Lagerhaus ...); the sentences are our own.
The log's phrases follow the player's name and are joined "a, b und c"; a tile as an
object (`the.*`) is in the accusative.
"""

DE = {
    # -- tiles ---------------------------------------------------------------------------
    "tile.warehouse": "Lagerhaus",
    "tile.watchtower": "Wachturm",
    "tile.carpenter": "Schreinerei",
    "tile.church": "Kirche",
    "tile.market": "Markt",
    "tile.boardinghouse": "Pension",
    "tile.bank": "Bank",
    "tile.cityhall": "Rathaus",
    "tile.ship": "Schiff",
    "tile.mine": "Bergwerk",
    "tile.castle": "Burg",
    "tile.knowledge": "Wissensplättchen {number}",
    "tile.animal": "{n} {animals}",
    "the.warehouse": "das Lagerhaus",
    "the.watchtower": "den Wachturm",
    "the.carpenter": "die Schreinerei",
    "the.church": "die Kirche",
    "the.market": "den Markt",
    "the.boardinghouse": "die Pension",
    "the.bank": "die Bank",
    "the.cityhall": "das Rathaus",
    "the.ship": "das Schiff",
    "the.mine": "das Bergwerk",
    "the.castle": "die Burg",
    "the.knowledge": "das Wissensplättchen {number}",
    "the.animal": "die {n} {animals}",
    "face.knowledge": "W{number}",
    "face.carpenter": "Schreinerei",
    "animals.cow": "Kühe",
    "animals.pig": "Schweine",
    "animals.sheep": "Schafe",
    "animals.hen": "Hühner",
    "animals_of.cow": "Kühen",
    "animals_of.pig": "Schweinen",
    "animals_of.sheep": "Schafen",
    "animals_of.hen": "Hühnern",
    # -- what a tile does ------------------------------------------------------------------
    "tip.building": "Gebäude: {text} In jeder Stadt steht jede Gebäudeart nur einmal.",
    "tip.knowledge": "Wissen: {text}",
    "tip.animal": "Tiere: beim Anlegen {n} Punkte, und jedes Plättchen mit {animals}, das"
                  " schon auf dieser Weide liegt, punktet noch einmal.",
    "does.warehouse": "Verkaufe sofort eine Warensorte, wie mit der Aktion Verkaufen, aber"
                      " ohne Würfel.",
    "does.watchtower": "Sofort 4 Punkte.",
    "does.carpenter": "Nimm ein beliebiges Gebäude aus einem nummerierten Depot in dein Lager.",
    "does.church": "Nimm ein Bergwerk, ein Wissensplättchen oder eine Burg aus einem"
                   " nummerierten Depot in dein Lager.",
    "does.market": "Nimm ein Schiff oder ein Tierplättchen aus einem nummerierten Depot in"
                   " dein Lager.",
    "does.boardinghouse": "Nimm 4 Arbeiter.",
    "does.bank": "Nimm 2 Silberlinge.",
    "does.cityhall": "Lege sofort ein weiteres Plättchen aus deinem Lager in dein Fürstentum,"
                     " mit beliebiger Würfelzahl; es wirkt wie gewohnt.",
    "does.ship": "Leere ein Warenfeld des Spielplans in dein Warenlager und rücke dann in der"
                 " Spielerreihenfolge einen Schritt vor.",
    "does.mine": "Am Ende jeder Phase ein Silberling.",
    "does.castle": "Sofort eine zusätzliche Aktion, wie mit einem Würfel beliebiger Zahl.",
    "know.1": "Deine Städte dürfen dieselbe Gebäudeart mehrmals enthalten.",
    "know.2": "Am Ende jeder Phase bringt jedes deiner Bergwerke zusätzlich einen Arbeiter.",
    "know.3": "Jeder Verkauf bringt 2 Silberlinge statt 1.",
    "know.4": "Jeder Verkauf bringt zusätzlich einen Arbeiter.",
    "know.5": "Ein Schiff darf zwei benachbarte Warenfelder leeren statt einem.",
    "know.6": "Dein einer Kauf pro Zug darf aus jedem nummerierten Depot kommen, nicht nur"
              " aus dem schwarzen.",
    "know.7": "Jedes Tierplättchen, das punktet, bringt 1 Punkt mehr.",
    "know.8": "Ein Arbeiter dreht einen Würfel um bis zu 2 Augen statt um 1.",
    "know.9": "Beim Anlegen eines Gebäudes zählt ein Würfel kostenlos eins mehr oder weniger.",
    "know.10": "Beim Anlegen eines Schiffs oder Tiers zählt ein Würfel kostenlos eins mehr"
               " oder weniger.",
    "know.11": "Beim Anlegen einer Burg, eines Bergwerks oder Wissensplättchens zählt ein"
               " Würfel kostenlos eins mehr oder weniger.",
    "know.12": "Beim Nehmen eines Plättchens aus einem Depot zählt ein Würfel kostenlos eins"
               " mehr oder weniger.",
    "know.13": "Nimmst du mit einem Würfel Arbeiter, bekommst du dazu einen Silberling.",
    "know.14": "Nimmst du mit einem Würfel Arbeiter, bekommst du 4 statt 2.",
    "know.15": "Spielende: 3 Punkte für jede Warensorte, die du mindestens einmal verkauft"
               " hast.",
    "know.16": "Spielende: 4 Punkte für jedes Lagerhaus in deinem Fürstentum.",
    "know.17": "Spielende: 4 Punkte für jeden Wachturm in deinem Fürstentum.",
    "know.18": "Spielende: 4 Punkte für jede Schreinerei in deinem Fürstentum.",
    "know.19": "Spielende: 4 Punkte für jede Kirche in deinem Fürstentum.",
    "know.20": "Spielende: 4 Punkte für jeden Markt in deinem Fürstentum.",
    "know.21": "Spielende: 4 Punkte für jede Pension in deinem Fürstentum.",
    "know.22": "Spielende: 4 Punkte für jede Bank in deinem Fürstentum.",
    "know.23": "Spielende: 4 Punkte für jedes Rathaus in deinem Fürstentum.",
    "know.24": "Spielende: 4 Punkte für jede Tierart in deinem Fürstentum.",
    "know.25": "Spielende: 1 Punkt für jede Ware, die du verkauft hast.",
    "know.26": "Spielende: 2 Punkte für jedes Bonusplättchen, das du bekommen hast.",
    # -- goods, money, workers, bonus tiles ------------------------------------------------
    # the colour as it stands before "Waren" or "Ware" with no article ("3 blaue Waren")
    "goods.colour.1": "blaue",
    "goods.colour.2": "lila",
    "goods.colour.3": "rosa",
    "goods.colour.4": "rote",
    "goods.colour.5": "braune",
    "goods.colour.6": "orange",
    "goods.name": "{colour} Waren ({kind})",
    "text.goods": "Waren: verkauft mit einem Würfel ihrer Zahl, alle einer Sorte auf einmal,"
                  " für einen Silberling und Punkte je Plättchen. Bis zu drei Sorten passen"
                  " ins Lager.",
    "text.silverling": "Silberling: zwei kaufen ein Plättchen aus dem schwarzen Depot; am Ende"
                       " je 1 Punkt.",
    "text.worker": "Arbeiter: dreht einen Würfel um ein Auge hoch oder runter (auf die 6 folgt"
                   " die 1); am Ende 1 Punkt je 2.",
    "text.bonus": "Bonusplättchen: Wer als Erstes alle Felder einer Farbe belegt, bekommt das"
                  " große, wer als Zweites, das kleine.",
    "text.rules": "Fünf Phasen zu je fünf Runden. In jeder Runde würfeln alle mit zwei"
                  " Würfeln; in deinem Zug bringt jeder Würfel eine Aktion: ein Plättchen aus"
                  " dem Depot seiner Zahl ins Lager nehmen, ein Plättchen aus dem Lager auf"
                  " ein leeres Feld seiner Zahl und Farbe neben einem belegten Feld legen, die"
                  " Waren seiner Zahl verkaufen oder 2 Arbeiter nehmen. Arbeiter drehen"
                  " Würfel. Einmal pro Zug kaufen 2 Silberlinge ein Plättchen aus dem"
                  " schwarzen Depot. Ein fertiges Gebiet punktet nach Größe und Phase. Am"
                  " Ende zählen Waren, Silberlinge, Arbeiter und manche Wissensplättchen;"
                  " die meisten Punkte gewinnen.",
    "tie_break": "weniger leere Felder im Fürstentum, dann der spätere Platz in der"
                 " Spielerreihenfolge",
    # -- the estate's colours ----------------------------------------------------------------
    "colour.G": "Weide",
    "colour.C": "Burg",
    "colour.Y": "Wissen",
    "colour.B": "Stadt",
    "colour.W": "Fluss",
    "colour.M": "Bergwerk",
    "every.G": "alle Weidefelder",
    "every.C": "alle Burgfelder",
    "every.Y": "alle Wissensfelder",
    "every.B": "alle Stadtfelder",
    "every.W": "alle Flussfelder",
    "every.M": "alle Bergwerksfelder",
    "region.G": "Weidegebiet",
    "region.C": "Burggebiet",
    "region.Y": "Wissensgebiet",
    "region.B": "Stadtgebiet",
    "region.W": "Flussgebiet",
    "region.M": "Bergwerksgebiet",
    "space.G": "{name}: leeres Weidefeld für ein Tierplättchen, Würfel {number}.",
    "space.C": "{name}: leeres Burgfeld für eine Burg, Würfel {number}.",
    "space.Y": "{name}: leeres Wissensfeld für ein Wissensplättchen, Würfel {number}.",
    "space.B": "{name}: leeres Stadtfeld für ein Gebäude, Würfel {number}.",
    "space.W": "{name}: leeres Flussfeld für ein Schiff, Würfel {number}.",
    "space.M": "{name}: leeres Bergwerksfeld für ein Bergwerk, Würfel {number}.",
    # -- the log: what a player did, after the name ------------------------------------------
    "log.die": "{name} nutzt die {value} und {events}.",
    "log.free": "{name} nutzt eine freie Aktion und {events}.",
    "log.plain": "{name} {events}.",
    "log.then": ", ",
    "log.then_last": " und ",
    "log.pass": "passt",
    "log.estate_secret": "wählt geheim ein Fürstentum",
    "log.estate": "wählt Fürstentum {board}",
    "log.castle_secret": "setzt die Startburg geheim",
    "log.castle": "setzt die Startburg auf Feld {space}",
    "log.end_turn": "beendet den Zug",
    "log.phase_end": "schließt damit Phase {phase} ab{income}",
    "log.game_end": "schließt damit Phase {phase} und das Spiel ab{income}",
    "log.income": " (Silberlinge aus Bergwerken: {paid})",
    "log.roll_first": "beginnt Phase {phase} mit ihren ausgelegten Plättchen und Waren, und"
                      " die Würfel fallen",
    "log.roll": "beginnt Runde {round} der Phase {phase}, und die Würfel fallen",
    "log.rolled": "{head}: {rolled}; weißer Würfel {white}: {goods} auf Depot {white}",
    "log.dice": "{name} {a} und {b}",
    "log.recap_roll": "die Würfel fallen",
    "log.discard": "wirft ein gelagertes Plättchen ab ({tile})",
    "log.ship_one": "wählt mit dem Schiff Depot {a}",
    "log.ship_two": "wählt mit dem Schiff Depot {a} und Depot {b}",
    "log.no_room": "lässt die Waren liegen: kein Platz für eine weitere Sorte",
    "log.take": "nimmt {the} aus Depot {depot}",
    "log.buy_black": "kauft {the} aus dem schwarzen Depot für 2 Silberlinge",
    "log.buy": "kauft {the} aus Depot {depot} für 2 Silberlinge",
    "log.turn_die": "gibt einen Arbeiter aus: aus der {old} wird eine {new}",
    "log.add": "legt {the} auf Feld {space}",
    "log.animals": "bekommt {n} Punkte für Tiere",
    "log.track": "rückt in der Spielerreihenfolge vor",
    "log.points": "bekommt {n} Punkte",
    "log.take_silver": "nimmt {silver}",
    "log.region": {"one": "vollendet ein {region} aus {n} Feld: {points} + {bonus} (Phase"
                          " {phase}) Punkte",
                   "other": "vollendet ein {region} aus {n} Feldern: {points} + {bonus} (Phase"
                            " {phase}) Punkte"},
    "log.bonus_large": "belegt {every}: großer Bonus, {points} Punkte",
    "log.bonus_small": "belegt {every}: kleiner Bonus, {points} Punkte",
    "log.sell": {"one": "verkauft {n} {colour} Ware: {points} Punkte, {silver}{extra}",
                 "other": "verkauft {n} {colour} Waren: {points} Punkte, {silver}{extra}"},
    "log.sell_worker": " und einen Arbeiter",
    "log.load": {"one": "lädt {n} {colour} Ware", "other": "lädt {n} {colour} Waren"},
    "log.workers": "nimmt {n} Arbeiter{extra}",
    "log.workers_silver": " und einen Silberling",
    "silverlings": {"one": "{n} Silberling", "other": "{n} Silberlinge"},
    # -- choices: how a die is named, then what it does ---------------------------------------
    "use.cityhall": "Rathaus: ",
    "use.castle": "Freie Aktion der Burg (beliebige Zahl): ",
    "use.short": "Würfel {value}: ",
    "use.pair": "Würfel {value}: ",
    "use.die": "Würfel {value}: ",
    "do.take": "{the} aus Depot {depot} nehmen",
    "do.place_short": "{tile} auf {space}",
    "do.place": "{tile} aus dem Lager auf Feld {space} legen",
    "do.sell": "{goods} verkaufen, {count} Stück",
    "do.workers": "{n} Arbeiter nehmen",
    "do.turn_die": {"one": "Einen Arbeiter zahlen: Würfel {value} auf {to} drehen",
                    "other": "{n} Arbeiter zahlen: Würfel {value} auf {to} drehen"},
    "do.buy_black": "{the} aus dem schwarzen Depot für 2 Silberlinge kaufen",
    "do.buy": "{the} aus Depot {depot} für 2 Silberlinge kaufen",
    "do.gain": "{the} kostenlos aus Depot {depot} nehmen",
    "do.discard": "Lager voll: {tile} abwerfen",
    "do.ship_one": "Schiff: Waren aus Depot {a} laden",
    "do.ship_two": "Schiff: Waren aus Depot {a} und {b} laden",
    "do.keep": "{goods} behalten",
    "do.warehouse_sell": "Lagerhaus: {goods} verkaufen, {count} Stück",
    "do.estate": "Fürstentum {board} wählen",
    "do.castle": "Startburg auf Feld {space} setzen",
    "do.end": "Zug ohne Kauf beenden",
    "do.roll": "Würfeln",
    "do.pass.cityhall": "Rathaus: kein Plättchen legen",
    "do.pass.warehouse": "Lagerhaus: nichts verkaufen",
    "do.pass.gain": "Kein Plättchen nehmen",
    "do.pass": "Passen",
    "chip.free": "frei",
    "chip.die": "Würfel {value}",
    "chip.buy": "kaufen",
    "chip.take": "nehmen",
    "chip.workers": "Arbeiter",
    "chip.pass.cityhall": "nichts legen",
    "chip.pass.warehouse": "nichts verkaufen",
    "chip.pass.gain": "nichts nehmen",
    "chip.pass": "passen",
    # -- the game board -----------------------------------------------------------------------
    "player": "Spieler {n}",
    "empty": "leer",
    "none": "keine",
    "tip.black_tile": "{about} Kostet 2 Silberlinge.",
    "taken": "Genommen: {names}",
    "no_goods": "keine Waren",
    "tip.goods_space": "Warenfeld von Depot {depot}: {goods}. Ein Schiff, das du in dein"
                       " Fürstentum legst, leert ein Warenfeld deiner Wahl.",
    "tip.depot": "Depot {depot}: Ein Würfel mit der {depot} nimmt eines seiner Plättchen ins"
                 " Lager.",
    "depot": "Depot {depot}",
    "tip.black": "Schwarzes Depot: Einmal pro Zug kaufen 2 Silberlinge eines seiner Plättchen"
                 " ins Lager (ohne Würfel).",
    "black.head": "Schwarzes Depot · je 2 Silberlinge",
    "black": "Schwarzes Depot",
    "dice.round": "Runde {round} ist vorbei",
    "dice.rolls_next": "{name} beginnt die nächste Runde, sobald dieser Zug beendet ist",
    "tip.workers_chip": "Arbeiter nehmen, statt den Würfel für ein Plättchen zu nutzen.",
    "die.a": "Erster Würfel",
    "die.b": "Zweiter Würfel",
    "tip.die_used": "{die} von {name}: {value}, benutzt.",
    "tip.die_ready": "{die} von {name}: {value}, bereit.",
    "tip.white": "Weißer Würfel: {white}. Er hat die Ware dieser Runde auf Depot {white}"
                 " gelegt.",
    "dice.yours": "Deine Würfel",
    "dice.of": "Würfel von {name}",
    "dice.white": "Weißer Würfel",
    "round.setup": "Die Fürstentümer werden gewählt",
    "tip.to_come": "Waren, die in dieser Phase noch kommen, eine pro Runde.",
    "round.over": "Spiel vorbei",
    "round.line": "{phase} von A–E · {round} von 5 · kommende Waren: {come}",
    "round.phase": "Phase {phase}",
    "round.round": "Runde {round}",
    "order.now": " (am Zug)",
    "bonus.open": "offen",
    "tip.bonus": "Bonus, wenn {every} belegt sind: zuerst {large} Punkte, dann {small}."
                 " Vergeben: {who}.",
    "tracks.label": "Reihenfolge und Punkte",
    "tracks.caption": "Reihenfolge der nächsten Runde und Punkte",
    "tracks.player": "Spieler",
    "tracks.track": "Leiste",
    "tracks.points": "Punkte",
    "tracks.if_now": "Endstand jetzt",
    "tracks.bonus": "Bonusplättchen der Farben",
    "roll.first": "Phase {phase} beginnt: Der Wurf legt ihre Plättchen und Waren aus und"
                  " würfelt dann für alle; der weiße Würfel legt die Ware der Runde auf ein"
                  " Depot.",
    "roll.next": "Runde {round} der Phase {phase}: Der Wurf gibt allen zwei neue Würfel; der"
                 " weiße Würfel legt die Ware der Runde auf ein Depot.",
    "notes": "Phase {phase}, Runde {round}/5",
    # -- a player's estate ----------------------------------------------------------------------
    "estate.label": "Fürstentum von {name}",
    "estate.board": "Fürstentum {board}",
    "estate.secret": "Hat geheim ein Fürstentum gewählt.",
    "estate.none": "Noch kein Fürstentum gewählt.",
    "tip.sold_out": "{goods}: verkauft, keine mehr übrig.",
    "tip.points": "Punkte auf der Leiste: {n}.",
    "tip.silverlings": {"one": "{n} Silberling.", "other": "{n} Silberlinge."},
    "tip.workers": {"one": "{n} Arbeiter.", "other": "{n} Arbeiter."},
    "tip.sold": "Verkaufte Waren: {n}.",
    "tip.claimed": "Bekommen: {colours}.",
    "res.sold": "verkauft",
    "row.storage": "Lager",
    "row.goods": "Waren",
    "strip.points": "Punkte",
    "strip.silverlings": "Silberlinge",
    "strip.workers": "Arbeiter",
    "strip.storage": "Lager {n}/3",
    "strip.dice": "Würfel",
    # -- the turn line (after "name: ") ---------------------------------------------------------
    "prompt.discard": "Lager voll: Welches Plättchen wirfst du ab?",
    "prompt.ship": "Dein Schiff lädt Waren: Wähle ein Warenfeld.",
    "prompt.keep": "Zu viele neue Warensorten: Wähle eine zum Behalten.",
    "prompt.extra": "Freie Aktion deiner Burg, beliebige Zahl: Wähle sie.",
    "prompt.cityhall": "Rathaus: Lege ein Plättchen aus dem Lager oder passe.",
    "prompt.warehouse": "Lagerhaus: Wähle eine Warensorte zum Verkauf oder passe.",
    "prompt.gain": "Nimm kostenlos ein Depotplättchen oder passe.",
    "prompt.estate": "Wähle dein Fürstentum.",
    "prompt.castle": "Wähle das Feld deiner Startburg.",
    "prompt.roll_first": "Phase {phase} beginnt: Würfle für Plättchen, Waren und Würfel.",
    "prompt.roll": "Du beginnst Runde {round}: Würfle für alle.",
    "prompt.two_dice": "Setze deine beiden Würfel ein.",
    "prompt.one_die": "Setze deinen zweiten Würfel ein.",
    "prompt.buy_black": "Schwarzes Depot: kaufen (2 Silberlinge) oder Zug beenden.",
    "prompt.buy_any": "Aus einem Depot kaufen (2 Silberlinge) oder Zug beenden.",
    # -- scores ---------------------------------------------------------------------------------
    "score.animals": "Tiere",
    "score.regions": "Fertige Gebiete (Größe)",
    "score.phase_bonus": "Fertige Gebiete (Phasenbonus)",
    "score.colour_bonus": "Bonusplättchen",
    "score.sales": "Verkaufte Waren",
    "score.watchtowers": "Wachtürme",
    "score.unsold": "Unverkaufte Waren",
    "score.silverlings": "Silberlinge",
    "score.workers": "Arbeiter (1 je 2)",
    "score.k15": "Wissen 15: verkaufte Warensorten",
    "score.k16": "Wissen 16: Lagerhäuser",
    "score.k17": "Wissen 17: Wachtürme",
    "score.k18": "Wissen 18: Schreinereien",
    "score.k19": "Wissen 19: Kirchen",
    "score.k20": "Wissen 20: Märkte",
    "score.k21": "Wissen 21: Pensionen",
    "score.k22": "Wissen 22: Banken",
    "score.k23": "Wissen 23: Rathäuser",
    "score.k24": "Wissen 24: Tierarten",
    "score.k25": "Wissen 25: verkaufte Waren",
    "score.k26": "Wissen 26: Bonusplättchen",
    "end.caption": "Die Fürstentümer am Ende",
    "end.covered": "Belegte Felder (von 37)",
    "end.animals": "Tierarten",
    "end.sold": "Verkaufte Waren",
    "end.bonus": "Bonusplättchen",
    # -- the rules summary ----------------------------------------------------------------------
    "rules.goal": "Ziel",
    "rules.goal.1": "Baue in fünf Phasen zu je fünf Runden dein Fürstentum aus, ein Tableau"
                    " aus 37 Sechseckfeldern; wer am Ende die meisten Punkte hat, gewinnt.",
    "rules.round": "Eine Runde",
    "rules.round.1": "Alle würfeln mit zwei Würfeln; der weiße Würfel legt eine Ware auf das"
                     " Warenfeld des Depots mit seiner Zahl.",
    "rules.round.2": "Reihum in der Spielerreihenfolge setzt jede Person beide Würfel ein, eine"
                     " Aktion pro Würfel, in beliebiger Folge.",
    "rules.die": "Was ein Würfel kann",
    "rules.die.1": "Ein Plättchen aus dem Depot mit der Würfelzahl ins Lager nehmen (3 Plätze;"
                   " auf dem Spielplan: der Knopf „Würfel N“ unter einem Plättchen).",
    "rules.die.2": "Ein Plättchen aus dem Lager auf ein leeres Feld deines Fürstentums legen,"
                   " das seine Farbe und die Würfelzahl zeigt und an ein belegtes Feld grenzt"
                   " (klicke das markierte Feld).",
    "rules.die.3": "Alle deine Waren mit der Würfelzahl verkaufen: ein Silberling und Punkte"
                   " je Plättchen.",
    "rules.die.4": "Oder 2 Arbeiter nehmen. Jeder Arbeiter, den du abgibst, dreht einen Würfel"
                   " um ein Auge hoch oder runter (auf die 6 folgt die 1): die Knöpfe ± neben"
                   " dem Würfel.",
    "rules.once": "Einmal pro Zug",
    "rules.once.1": "Für 2 Silberlinge ein Plättchen aus dem schwarzen Depot kaufen (klicke"
                    " das Plättchen).",
    "rules.tiles": "Plättchen",
    "rules.tiles.1": "Burg: eine freie Zusatzaktion mit beliebiger Zahl. Bergwerk: ein"
                     " Silberling am Ende jeder Phase. Schiff: lädt die Waren eines"
                     " Warenfelds, dann rückst du in der Spielerreihenfolge vor.",
    "rules.tiles.2": "Tiere zählen ihre Anzahl, dazu jedes Plättchen derselben Tierart, das"
                     " schon auf dieser Weide liegt. Gebäude wirken einmal, sobald sie liegen;"
                     " in einer Stadt steht jede Gebäudeart nur einmal.",
    "rules.tiles.3": "Wissensplättchen ändern eine Regel für dich oder punkten am Ende (zeige"
                     " auf ein Plättchen, um es zu lesen).",
    "rules.scoring": "Wertung",
    "rules.scoring.1": "Ein fertiges Gebiet punktet nach seiner Größe, dazu kommt ein Bonus,"
                       " der von Phase zu Phase sinkt.",
    "rules.scoring.2": "Wer als Erstes und wer als Zweites alle Felder einer Farbe belegt,"
                       " bekommt ein Bonusplättchen.",
    "rules.scoring.3": "Am Ende: 1 Punkt je unverkaufter Ware und je Silberling, 1 je 2"
                       " Arbeiter, dazu die Wissensplättchen der Schlusswertung.",
    # -- a position refused by position.py, beyond the shared shape checks -------------
    "pos.not_tile": "{value} ist kein Sechseckplättchen (z. B. {examples})",
    "pos.sorted": "ist nicht so sortiert, wie das Spiel die Liste führt",
    "pos.snapshot": "die Stellung lässt sich so nicht aufbauen: {error}",
    "pos.version": "Format {value} ist nicht {expected}, das Format, das diese Fassung von"
                   " Glasshut liest",
    "pos.player_count": {"one": "{n} Platz; das Spiel ist für 2 bis 4 Spieler",
                         "other": "{n} Plätze; das Spiel ist für 2 bis 4 Spieler"},
    "pos.seat": "{value} ist nicht [Name, 'human' oder 'bot', Stufe]",
    "pos.start_player": "{value} ist nicht der Startspieler, den die Optionen nennen",
    "pos.stage": "{value} ist keine der Stufen {stages}",
    "pos.secret_pick": "eine geheime Wahl ist höchstens [Tableau, Burgfeld]",
    "pos.storage_full": "enthält mehr als {most} Plättchen",
    "pos.claims": "höchstens 2 verschiedene Plätze beanspruchen eine Farbe",
    "pos.order": "{order} nennt nicht jeden Platz genau einmal",
    "pos.black_goods": "das schwarze Depot hat kein Warenfeld",
    "pos.supply_colour": "{tile} ist kein Plättchen der Farbe {colour}",
    "pos.setup_varied": "nur verschiedene Fürstentümer werden beim Aufbau gewählt",
    "pos.stage_phase": "{stage} ist Phase {phase}, Runde {round}",
    "pos.first_roll": "die Würfel der ersten Runde werden beim Aufbau geworfen, nicht in einem"
                      " eigenen Wurf",
    "pos.unrolled": "vor dem Wurf der Runde zeigt kein Würfel eine Zahl (einzutragen: {zero})",
    "pos.dice": "{dice} sind nicht zwei Würfel von 1 bis 6",
    "pos.white_zero": "0 ist keine Würfelzahl von 1 bis 6",
    "pos.unrolled_used": "vor dem Wurf der Runde wird nichts genutzt oder gekauft",
    "pos.setup_order": "beim Aufbau ist die Reihenfolge {order}, ab dem Startspieler",
    "pos.turn_past": "{value} liegt hinter dem letzten Zug der Runde",
    "pos.roll_turn": "der Startspieler der Runde würfelt: einzutragen ist 0",
    "pos.current": "Platz {seat} ist nicht round_order[{index}] ({value})",
    "pos.over_turn": "ein beendetes Spiel hat turn_index {index} und current {seat}",
    "pos.standard_boards": "ohne verschiedene Fürstentümer spielt jeder Platz Tableau 1, nicht"
                           " {boards}",
    "pos.dealt_varied": "Tableaus werden nur bei verschiedenen Fürstentümern ausgeteilt"
                        " (einzutragen: [])",
    "pos.dealt_pair": "{pair} sind nicht {count} verschiedene Tableaus, aufsteigend",
    "pos.dealt_twice": "ein Tableau ist an zwei Plätze ausgeteilt",
    "pos.board_not_dealt": "Tableau {board} wurde nicht an diesen Platz ausgeteilt",
    "pos.secret_only": "geheim gewählt wird nur bei geheimen Fürstentümern (einzutragen: [])",
    "pos.board_missing": "sobald das Spiel läuft, hat jeder Platz sein Tableau",
    "pos.secret_board": "die geheime Wahl ist [Tableau {board}, Feld]",
    "pos.setup_frame": "{value} ist keine Frage ['estate', Platz] (eine Frage ['castle', Platz]"
                       " nur ganz oben)",
    "pos.setup_stack": "beim Aufbau wählt noch ein Platz sein Fürstentum",
    "pos.setup_asked": "die Plätze {seats} sind nicht die letzten der Reihenfolge {order}",
    "pos.secret_nothing": "bis jetzt ist nichts geheim gewählt, und kein Tableau liegt offen",
    "pos.secret_board_only": "bis jetzt ist [Tableau] geheim gewählt, und kein Tableau liegt"
                             " offen",
    "pos.secret_full": "bis jetzt ist [Tableau, Burgfeld] geheim gewählt, und kein Tableau"
                       " liegt offen",
    "pos.start_castle_space": "die Startburg steht auf einem Burgfeld",
    "pos.pick_not_dealt": "das Tableau wurde nicht an diesen Platz ausgeteilt",
    "pos.board_set": "ein Tableau steht fest, sobald sein Platz es gewählt hat",
    "pos.setup_estate": "nur die Startburg steht, sobald sie gesetzt ist",
    "pos.setup_storage": "vor Spielbeginn wird nichts gelagert oder verkauft",
    "pos.setup_points": "vor Spielbeginn punktet niemand",
    "pos.start_workers": {"one": "Platz {seat} beginnt mit {n} Arbeiter",
                          "other": "Platz {seat} beginnt mit {n} Arbeitern"},
    "pos.start_silverlings": {"one": "jeder Platz beginnt mit {n} Silberling",
                              "other": "jeder Platz beginnt mit {n} Silberlingen"},
    "pos.start_goods": {"one": "jeder Platz beginnt mit {n} Ware",
                        "other": "jeder Platz beginnt mit {n} Waren"},
    "pos.estate_early": "vor der Wahl des Tableaus steht kein Plättchen",
    "pos.tile_colour": "{tile} gehört nicht auf Feld {space} der Farbe {colour}",
    "pos.start_castle_on": "die Startburg steht auf {space}",
    "pos.start_castle_missing": "die Startburg fehlt",
    "pos.apart": "ein Plättchen liegt getrennt von der Gruppe der Startburg",
    "pos.city_kinds": "eine Stadt hat von jeder Gebäudeart nur eines",
    "pos.normal_backs": "enthält ein Plättchen, das nicht zu den normalen Rückseiten gehört",
    "pos.supply_left": {"one": "{count} Plättchen übrig; nach {n} ausgelegten Phase bleiben"
                               " {want}",
                        "other": "{count} Plättchen übrig; nach {n} ausgelegten Phasen bleiben"
                                 " {want}"},
    "pos.black_backs": "enthält ein Plättchen, das nicht zu den schwarzen Rückseiten gehört",
    "pos.tile_count": "{count} Plättchen {tile} sind im Spiel (Vorräte, Depots, Lager,"
                      " Fürstentümer, Schachtel); das Spiel hat {total}",
    "pos.depots_cleared": "das Ende einer Phase hat die Depots geleert; ihr Wurf legt neue"
                          " Plättchen aus",
    "pos.depots_setup": "vor Spielbeginn liegt kein Plättchen aus",
    "pos.black_depot": "das schwarze Depot nimmt {count} Plättchen je Phase",
    # by the colour of the tiles (data.COLOURS)
    "pos.depot_room.G": "hat keinen Platz für derart viele Tierplättchen bei {players} Spielern in"
                        " Phase {phase}",
    "pos.depot_room.C": "hat keinen Platz für derart viele Burgen bei {players} Spielern in Phase"
                        " {phase}",
    "pos.depot_room.Y": "hat keinen Platz für derart viele Wissensplättchen bei {players} Spielern"
                        " in Phase {phase}",
    "pos.depot_room.B": "hat keinen Platz für derart viele Gebäude bei {players} Spielern in Phase"
                        " {phase}",
    "pos.depot_room.W": "hat keinen Platz für derart viele Schiffe bei {players} Spielern in Phase"
                        " {phase}",
    "pos.depot_room.M": "hat keinen Platz für derart viele Bergwerke bei {players} Spielern in"
                        " Phase {phase}",
    "pos.goods_kinds": "{count} Warensorten gehalten; das Lager fasst {most}",
    "pos.goods_count": "{count} Waren der Sorte {kind} sind im Spiel (Vorrat, Waren der Runde,"
                       " Warenfelder, Waren der Plätze und verkaufte); das Spiel hat {total}",
    "pos.round_goods": "{count} Waren übrig; Runde {round} lässt {want}",
    "pos.goods_pool": "{count} Waren übrig; dieser Spielstand lässt {want}",
    "pos.track_stamp": "{stamp} ist nicht {players} zuzüglich der {ships} hinzugekommenen"
                       " Schiffe",
    "pos.stamp_shared": "zwei Spielsteine haben denselben Stempel: einer steht auf dem anderen",
    "pos.track_space": "{space} ist nicht die Zahl der {ships} hinzugekommenen Schiffe",
    "pos.stamp_unmoved": "ein nie bewegter Spielstein behält Stempel {stamp}",
    "pos.stamp_moved": "ein bewegter Spielstein hat einen Stempel von {low} bis {high}",
    "pos.track_order": "die Leiste ergibt die Reihenfolge der nächsten Runde {order}",
    "pos.claim_uncovered.G": "Platz {seat} hat nicht jedes Weidefeld belegt",
    "pos.claim_uncovered.C": "Platz {seat} hat nicht jedes Burgfeld belegt",
    "pos.claim_uncovered.Y": "Platz {seat} hat nicht jedes Wissensfeld belegt",
    "pos.claim_uncovered.B": "Platz {seat} hat nicht jedes Stadtfeld belegt",
    "pos.claim_uncovered.W": "Platz {seat} hat nicht jedes Flussfeld belegt",
    "pos.claim_uncovered.M": "Platz {seat} hat nicht jedes Bergwerksfeld belegt",
    "pos.claim_missing.G": "die Plätze {seats} haben jedes Weidefeld belegt, als noch ein"
                           " Bonusplättchen übrig war",
    "pos.claim_missing.C": "die Plätze {seats} haben jedes Burgfeld belegt, als noch ein"
                           " Bonusplättchen übrig war",
    "pos.claim_missing.Y": "die Plätze {seats} haben jedes Wissensfeld belegt, als noch ein"
                           " Bonusplättchen übrig war",
    "pos.claim_missing.B": "die Plätze {seats} haben jedes Stadtfeld belegt, als noch ein"
                           " Bonusplättchen übrig war",
    "pos.claim_missing.W": "die Plätze {seats} haben jedes Flussfeld belegt, als noch ein"
                           " Bonusplättchen übrig war",
    "pos.claim_missing.M": "die Plätze {seats} haben jedes Bergwerksfeld belegt, als noch ein"
                           " Bonusplättchen übrig war",
    "pos.sales_points": "die verkauften Waren ergeben {want}",
    "pos.watchtower_points": "es sind {want}",
    "pos.bonus_points": "die beanspruchten Bonusplättchen ergeben {want}",
    "pos.region_points": "die fertigen Gebiete ergeben {want}",
    "pos.phase_bonus": "die {count} gewerteten fertigen Gebiete ergeben {low} bis {high}, eine"
                       " gerade Zahl",
    "pos.over_stack": "ein beendetes Spiel hat keine anstehenden Entscheidungen"
                      " (einzutragen: [])",
    "pos.play_stack": "{value} ist im laufenden Spiel nicht [['turn'], ...] oder [['roll']]",
    "pos.one_decision": "ein Zug wartet immer nur auf eine Entscheidung: ['turn'] und eine"
                        " weitere",
    "pos.turn_frame": "{value} ist keine der Entscheidungen eines Zugs ({frames}) mit ihrem"
                      " Inhalt",
    "pos.discard": "ein Plättchen wird nur abgeworfen, wenn das Lager voll ist",
    "pos.gain": "{value} ist keines von {buildings}",
    "pos.keep_depots": "ein Schiff leert ein Warenfeld (zwei benachbarte mit Wissensplättchen"
                       " 5)",
    "pos.keep_pick": "eine Sorte wird nur gewählt, wenn mehr neue Sorten kamen als passen",
    "pos.misfit": "die anstehenden Entscheidungen passen nicht zur Stellung ({error})",
    "pos.no_action": "die Entscheidung {value} lässt keine erlaubte Aktion",
}
