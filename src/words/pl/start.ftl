# Polski katalog Hangaru: słowa ekranu startowego, wszystko, co niesie lobby (pierwsze wczytanie).
# Reszta przychodzi ze stołem gry: app.ftl i plik tej gry.
# Jedna wiadomość w wierszu: klucz = wzorzec. { $name } to argument;
# { $n -> [one] … [few] … [many] … *[other] … } wybiera formę liczby mnogiej $n (reguła CLDR dla pl).

# Gry, poziomy trudności, ekran startowy i lobby, przełącznik języka, opis strony (także w
# static/manifest-pl.webmanifest) i panel pokazywany, gdy aplikacja stanie.
game-lcg = Star Wars: The Card Game
game-swu = Star Wars: Unlimited
game-swccg = Star Wars CCG
level-easy = łatwy
level-normal = średni
level-hard = trudny
start-lead = Zasady pilotów w karcianych grach Star Wars. Wybierz grę i sposób gry.
lobby-loading = Rozkładamy stół…
lobby-load-failed = Nie udało się wczytać stołu. Sprawdź połączenie i wybierz ponownie.
start-difficulty = Poziom trudności komputera
start-computer-lead = Zagraj z komputerem, który prowadzi drugą stronę według tych samych zasad, albo w trybie hot-seat: dwoje graczy na zmianę przy tym urządzeniu, a ręka każdego pozostaje ukryta, dopóki nie przejmie urządzenia.
start-play-as = Graj jako: { $seat }
start-hot-seat = Gra hot-seat (dwoje graczy, jedno urządzenie)
start-scenarios = Scenariusze
start-scenarios-lead = Przykłady z instrukcji, rozłożone do gry, z zasadą obok stołu.
start-back = Wróć do stołu
start-last-time = (ostatnio)
start-decks = Talie
start-your-decks = Twoje talie:
start-deck-unnamed = (bez nazwy)
lang-label = Język
app-description = Zagraj w przeglądarce według zasad pilotów z karcianych gier Star Wars, z siecią lub bez.
crash-title = Hangar przestał działać
crash-lead = Coś poszło nie tak wewnątrz gry. Ostatni autozapis jest w tej przeglądarce: przeładuj stronę, by grać od niego dalej, albo najpierw wyeksportuj go do pliku.
crash-export = Eksportuj grę
crash-reload = Przeładuj

# Star Wars: The Card Game: strony, kto zaczyna, i scenariusze.
lcg-pilot-x = Przykład 1 — Pilot (X)
lcg-piloting-limit = Przykład 2 — Limit pilotów
lcg-faction = Przykład — Filthy Accusations (frakcja)
lcg-skirmish = Potyczka — całe tury z kilkoma kartami
lcg-side-dark = Ciemna Strona
lcg-side-light = Jasna Strona
lcg-who-starts = Pierwszą turę rozgrywa Ciemna Strona.

# Star Wars: Unlimited: talie, kto zaczyna, i scenariusze.
swu-piloting-restriction = 3.6.b — ograniczenie dołączania przy Pilotowaniu
swu-extra-pilot = 3.6.c — Millennium Falcon przyjmuje dodatkowego Pilota
swu-play-a-unit = 6.2.a — „Zagraj jednostkę” nie pozwala użyć Pilotowania
swu-unique-hera = 29.a — druga Hera Syndulla
swu-pilot-leader = Darth Vader wchodzi jako Pilot
swu-deck-red-squadron = Eskadra Czerwonych (Wedge Antilles)
swu-deck-victor-squadron = Eskadra Victor (Darth Vader)
swu-who-starts = Losowy rzut decyduje, kto wybierze gracza, który zacznie z inicjatywą.

# Star Wars CCG: strony, kto zaczyna, i scenariusze.
swccg-vader-pilots = [O3] Darth Vader pilotuje statek lub pojazd bojowy
swccg-danz-borin = [O7] Danz Borin, strzelec
swccg-permanent-pilot = [S11] Wystawienie myśliwca ze stałym pilotem
swccg-no-permanent-pilot = [S12] Wystawienie myśliwca bez stałego pilota
swccg-landing = [S13] [S15] Lądowanie i wznoszenie
swccg-ties-need-docking-bays = [S14] TIE wymagają doków
swccg-landed = [S16] Myśliwiec, który wylądował, w bitwie
swccg-vehicles = [V2] [V5] Wchodzenie do pojazdu i wychodzenie z niego
swccg-side-dark = Ciemna Strona
swccg-side-light = Jasna Strona
swccg-who-starts = Pierwszą turę rozgrywa Ciemna Strona, chyba że lokacja startowa mówi inaczej.
