# Katalog polski Hangaru: słowa wokół gier.
# Jedna wiadomość w wierszu: klucz = wzorzec. { $name } to argument;
# { $n -> [one] … [few] … [many] … *[other] … } wybiera formę liczby mnogiej $n (reguła CLDR dla pl).
# Tytuły kart i drukowany tekst kart zostają po angielsku; przyjęte słowa: docs/glossary-pl.md.

game-lcg = Star Wars: The Card Game
game-swu = Star Wars: Unlimited
game-swccg = Star Wars CCG
number = { $n }
log-printed = { $text }
prompt-waiting = Czekamy na ruch: { $side }.
rule-citation = { $game } — { $section }
rule-card-text = tekst karty { $card }
refusal-no-such-action = W tej pozycji nie ma akcji numer { $n }.

seat-to-act = na ruchu
hint-drag = Przeciągnij podświetloną kartę na podświetlony cel albo kliknij (lub Enter) kartę, a potem cel.
refusal-game-over = Gra się skończyła.
refusal-no-such-card = W tej grze nie ma takiej karty.
refusal-wrong-phase = To robi się w innej fazie: { $phase }.
refusal-choice-pending = Najpierw trzeba dokonać wyboru.
refusal-not-an-answer = To nie jest odpowiedź na bieżący wybór.
refusal-rule = Zasada: { $rule }
actions-all = Dozwolone akcje ({ $n })
log-title = Dziennik
log-undone = Cofnięto jedną akcję.
players-at-device = { $seat }: gracz przy tym urządzeniu
players-you = Ty: { $seat }
players-computer = { $seat }: { $computer }
computer-name = Komputer ({ $level })
computer-thinking = Komputer myśli…
level-easy = łatwy
level-normal = średni
level-hard = trudny
tool-new-game = Nowa gra
ending-scenario-complete = Scenariusz zakończony.
drag-put-back = Odłożono.
drag-a-card = karta
drag-picked-up = Podniesiono: { $card }. { $n -> [one] Przyjmuje ją 1 miejsce. [few] Przyjmują ją { $n } miejsca. [many] Przyjmuje ją { $n } miejsc. *[other] Przyjmuje ją { $n } miejsca. }
drag-keyboard-help = Strzałki przechodzą między nimi, Enter upuszcza, Escape anuluje.
zone-empty = pusto
zone-drop-here = upuść tu kartę zakrytą

text-live = Działa teraz
text-inactive = Teraz nie działa

role-attached = Dołączona

save-unknown-game = to gra, której ta wersja Hangaru nie zna
save-unknown-schema = jej grę zapisano w postaci, której ta wersja nie zna ({ $found }; ta czyta do { $supported })
save-newer-schema = jej grę zapisał nowszy Hangar ({ $found }; ta wersja czyta do { $supported })
save-unreadable-state = nie da się odczytać jej gry ({ $detail })
save-problem-seat = gracz siedzi na miejscu, którego nie ma przy stole
save-error-empty = plik jest pusty
save-error-too-large = jest za duży jak na zapis Hangaru ({ $bytes } { $bytes -> [one] bajt [few] bajty [many] bajtów *[other] bajta })
save-error-not-json = to nie jest zapis Hangaru (nie JSON: { $detail })
save-error-not-a-save = to JSON, ale nie zapis Hangaru
save-error-newer = zapisał go nowszy Hangar (wersja zapisu { $found }; ta czyta do { $supported })
save-error-unreadable = jest uszkodzony ({ $detail })
save-error-game = { $problem }
save-error-inconsistent = jego gra jest niespójna ({ $problem })
save-error-garbled = jest zniekształcony (ma znaki, których zapis Hangaru nigdy nie ma)
save-error-damaged = jest uszkodzony ({ $problem })
save-damage-header = nie zaczyna się tak jak zapis czy link Hangaru w tej wersji
save-damage-truncated = kończy się przed ostatnim polem
save-damage-overlong = jedna z liczb jest dłuższa, niż pozwala jej pole
save-damage-not-text = jeden z tekstów nie jest zapisany w UTF-8
save-damage-unknown-tag = jedno z pól jest rodzaju, którego Hangar nie zna
save-damage-too-deep = jego dziennik zagnieżdża komunikaty głębiej, niż zapisuje je Hangar
save-damage-trailing = ciągnie się dalej niż jego ostatnie pole
link-error-empty = link nie zawiera pozycji
link-error-too-long = link jest za długi jak na pozycję Hangaru
link-error-unknown-version = link nie pochodzi z tej wersji Hangaru
link-error-garbled = link jest zniekształcony (ma znaki, których link Hangaru nigdy nie ma)
link-error-truncated = link jest ucięty lub uszkodzony
link-error-unreadable = nie da się odczytać pozycji z linku ({ $detail })
link-error-game = { $problem }
link-error-inconsistent = pozycja z linku jest niespójna ({ $problem })
link-error-damaged = link jest uszkodzony ({ $problem })

# Ekran startowy.
start-lead = Zasady pilotów w karcianych grach Star Wars. Wybierz grę i sposób gry.
lobby-loading = Rozkładamy stół…
lobby-load-failed = Nie udało się wczytać stołu. Sprawdź połączenie i wybierz ponownie.
start-difficulty = Poziom trudności komputera
start-computer-lead = Zagraj z komputerem, który prowadzi drugą stronę według tych samych zasad, albo w trybie hot-seat: dwoje graczy na zmianę przy tym urządzeniu, a ręka każdego pozostaje ukryta, dopóki nie przejmie urządzenia. Zaczyna: { $seat }.
start-play-as = Graj jako: { $seat }
start-hot-seat = Gra hot-seat (dwoje graczy, jedno urządzenie)
start-scenarios = Scenariusze
start-scenarios-lead = Przykłady z instrukcji, rozłożone do gry, z zasadą obok stołu.
start-back = Wróć do stołu

# Pasek narzędzi i okna dialogowe.
tool-bar = Gra
tool-undo = Cofnij
tool-share = Udostępnij
tool-export = Eksportuj
tool-import = Importuj
dialog-dismiss = Zamknij
dialog-close = Zamknij
dialog-new-game = Zacząć nową grę?
dialog-new-game-replaces = Trwająca gra ({ $game }) zostanie zastąpiona.
dialog-new-game-yes = Zacznij nową grę
dialog-keep-playing = Graj dalej
dialog-from-link = Ten link zawiera pozycję
dialog-from-file = Ten plik zawiera grę
dialog-from-scenario = Otwórz ten scenariusz
dialog-open-instead = Otworzyć zamiast bieżącej gry ({ $game })?
dialog-open-it = Otwórz
dialog-keep-mine = Zostaw moją grę
dialog-share = Udostępnij tę pozycję
dialog-share-lead = Każdy, kto otworzy ten link, zobaczy tę pozycję w Hangarze tak, jak widzi ją Twoje miejsce przy stole, i zagra w ten sam sposób (zanim zastąpi swoją grę, zostanie zapytany).
dialog-share-link = Link do udostępnienia
dialog-copy = Kopiuj
dialog-copied = Skopiowano
handover-title = Przekaż urządzenie: { $seat }
handover-lead = { $seat }: twoja ręka pozostaje ukryta, dopóki nie naciśniesz przycisku.
handover-take = To ja, { $seat } — pokaż moją rękę

# Komunikaty.
seat-number = miejsce { $n }
notice-link-unreadable = Nie udało się otworzyć tego linku: { $reason }. Twoja gra jest nietknięta.
notice-file-unreadable = Nie udało się otworzyć tego pliku: { $reason }. Twoja gra jest nietknięta.
notice-file-unreadable-bytes = nie dało się go odczytać ({ $detail })
notice-autosave-unreadable = Nie udało się odczytać zapisanej gry: { $reason }. Zostaje nietknięta: pobierz ją, aby zachować kopię, albo z niej zrezygnuj. Do tego czasu ta gra nie jest zapisywana.
notice-download = Pobierz ją
notice-let-go = Zrezygnuj z niej
notice-save-failed = Nie udało się zapisać gry w tej przeglądarce (pamięć może być pełna albo wyłączona). Gra toczy się dalej; wyeksportuj ją, aby jej nie stracić.
notice-export = Eksportuj grę

# Nagłówki dziennika i znaczniki ruchów.
log-turn = Tura { $n } · { $seat }
log-turn-everyone = wszyscy gracze
log-phase = { $phase }
log-move = { $seat }
log-move-computer = { $seat } (komputer)
log-repeated = { $line } ×{ $n }

# Stół.
table-label = Stół
drawer-label = Dziennik i zasada
reference-label = Zasada
shared-zones = Między graczami
prompt-bar = Co teraz zrobić
tool-menu = Menu
tool-log = Dziennik
card-label = { $card }, { $kind }
card-hidden = Ukryta karta
card-state-turned = obrócona
card-state-selected = podniesiona
card-state-movable = możesz ją zagrać lub przesunąć
card-state-target = dozwolony wybór
card-state-pays = wydana na zapłatę
zoom-open = Pokaż kartę { $card } w całości
zoom-title = { $card } w całości
pile-label = { $pile }: { $n -> [one] 1 karta [few] { $n } karty [many] { $n } kart *[other] { $n } karty }
pile-face-down = { $n -> [one] 1 karta zakryta [few] { $n } karty zakryte [many] { $n } kart zakrytych *[other] { $n } karty zakryte }
pay-title = Wybierz sposób zapłaty
pay-lead = Podpowiedź silnika jest wybrana i zaznaczona na stole. Wybierz tu inny sposób albo kliknij karty, które chcesz wydać.
pay-confirm = Zatwierdź
pay-cancel = Anuluj
pay-announce = { $n -> [one] 1 sposób [few] { $n } sposoby [many] { $n } sposobów *[other] { $n } sposobu } na to zagranie. Podpowiedź:
start-last-time = (ostatnio)

# Koniec gry.
end-you-win = Wygrywasz!
end-computer-wins = Wygrywa komputer
end-game-over = Koniec gry
end-draw = Remis
end-scenario = Scenariusz się skończył
end-length = { $turns -> [one] 1 tura [few] { $turns } tury [many] { $turns } tur *[other] { $turns } tury }, { $moves -> [one] 1 ruch [few] { $moves } ruchy [many] { $moves } ruchów *[other] { $moves } ruchu }
end-length-moves = { $moves -> [one] 1 ruch [few] { $moves } ruchy [many] { $moves } ruchów *[other] { $moves } ruchu }
end-rematch = Zagraj jeszcze raz
end-look-back = Zobacz końcowy stół
end-show = Pokaż wynik

# Przełącznik języka, opis strony (także w static/manifest-pl.webmanifest) i panel pokazywany,
# gdy aplikacja przestanie działać.
lang-label = Język
app-description = Zagraj w przeglądarce według zasad pilotów z karcianych gier Star Wars, z siecią lub bez.
crash-title = Hangar przestał działać
crash-lead = Coś poszło nie tak wewnątrz gry. Ostatni autozapis jest w tej przeglądarce: przeładuj stronę, by grać od niego dalej, albo najpierw wyeksportuj go do pliku.
crash-export = Eksportuj grę
crash-reload = Przeładuj

# Talie: słowa edytora wspólne dla wszystkich gier.
deck-chart-curve = Krzywa kosztów
deck-curve-top = { $n }+
deck-draw-hand = Ręka startowa
deck-section-other = Spoza puli tej gry
deck-section-sideboard = Karty rezerwowe
deck-edit-no-such-slot = Talie tej gry nie mają takiego miejsca.
deck-edit-not-in-deck = Tej karty nie ma w talii.
deck-edit-unknown-card = Tej karty nie ma w puli Hangaru dla tej gry.
deck-edit-wrong-slot = Ta karta nie pasuje do tego miejsca.
deck-error-empty = Nie ma czego odczytać.
deck-error-garbled = Link do talii zawiera znaki, których link nigdy nie ma.
deck-error-newer = Tę talię zapisał nowszy Hangar (format { $found }; ten odczytuje do { $supported }).
deck-error-not-hangars = To nie jest talia Hangaru.
deck-error-other-game = Obie talie są z różnych gier.
deck-error-too-large = To za dużo jak na talię ({ $bytes } B).
deck-error-truncated = Talia jest ucięta lub uszkodzona.
deck-error-unknown-game = Ten Hangar nie zna gry „{ $game }”.
deck-error-unreadable = Nie można odczytać talii: { $detail }
deck-import-ambiguous = Tę nazwę ma więcej niż jedna karta; wpisz jej numer.
deck-import-empty = Plik jest pusty.
deck-import-line-too-long = Wiersz jest za długi jak na kartę.
deck-import-not-in-pool = Karty { $card } nie ma jeszcze w puli Hangaru.
deck-import-not-json = Plik zaczyna się jak JSON, ale nim nie jest: { $detail }
deck-import-not-swudb = W JSON-ie nie ma dowódcy ani talii: to nie talia SWUDB.
deck-import-nothing = Żaden wiersz pliku nie nazywa karty tej gry.
deck-import-refused = Wiersz { $line } („{ $text }”): { $reason }
deck-import-too-large = Plik jest za duży jak na talię ({ $bytes } B).
deck-import-unknown-card = Żadna karta tej gry nie ma takiej nazwy ani numeru.

# Edytor talii i przeglądarka kart.
start-decks = Talie
start-your-decks = Twoje talie: { $names }
decks-title = { $game }: talie
decks-back = Wróć
decks-yours = Twoje talie
decks-none = Nie masz jeszcze talii: zacznij nową albo zaimportuj.
deck-legal = Legalna
deck-problems-count = { $n -> [one] 1 problem [few] { $n } problemy [many] { $n } problemów *[other] { $n } problemu }
deck-unnamed = (bez nazwy)
deck-duplicate = Powiel
deck-delete = Usuń
deck-copy-name = { $name } (kopia)
deck-unreadable = Zapisanej talii nie można odczytać: { $reason }
deck-download = Pobierz ją
deck-store-failed = Przeglądarka nie zapisała talii (pamięć jest pełna lub wyłączona). Talia wciąż tu jest: wyeksportuj ją, żeby ją zachować.
deck-import-title = Importuj talię
deck-import-file = Z pliku
deck-import-paste-label = Wklej listę talii, link do talii albo kopię zapasową
deck-import-button = Importuj
deck-import-drop = Albo upuść plik lub tekst na swoje talie.
deck-import-failed = Nie zaimportowano: { $reason }
deck-imported = { $n -> [one] Zaimportowano 1 talię [few] Zaimportowano { $n } talie [many] Zaimportowano { $n } talii *[other] Zaimportowano { $n } talii }; nieczytelnych: { $unreadable }.
deck-imported-one = Zaimportowano talię; odrzucone wiersze: { $refused }.
deck-refused-title = Odrzucone wiersze
deck-export-all = Eksportuj wszystkie talie (kopia zapasowa)
deck-editor-title = Talia
deck-name-label = Nazwa
deck-slot-empty = puste
deck-add = Dodaj: { $card }
deck-remove = Usuń: { $card }
deck-drop-here = Dodawaj karty przyciskiem + albo przeciągnij je tutaj.
deck-problems-title = Zasady budowy talii
deck-no-problems = Talia jest legalna.
deck-charts-title = W skrócie
deck-draw-title = Próbne dobranie
deck-draw-again = Dobierz rękę startową
deck-draw-mulligan = Weź nową rękę (mulligan)
deck-draw-left = { $n -> [one] W talii została 1 karta [few] W talii zostały { $n } karty [many] W talii zostało { $n } kart *[other] W talii zostało { $n } karty }
deck-export-title = Eksport
deck-export-format = Format pliku
deck-export-file = Pobierz
deck-export-text = Talia jako tekst
deck-share = Udostępnij jako link
deck-link = Link do tej talii: { $url }
deck-play-title = Zagraj tą talią
deck-opponent = Talia przeciwnika
deck-play-computer = Zagraj z komputerem
deck-play-hot-seat = Gra hot-seat
deck-play-illegal = Talia z problemami nie może jeszcze grać.
notice-deck-problems = Nie można rozpocząć meczu: { $reasons }
browser-title = Karty
browser-search-label = Szukaj kart
browser-in-text = Szukaj też w tekście
browser-sort = Kolejność
browser-sort-name = według nazwy
browser-sort-cost = według kosztu
browser-sort-number = według numeru
browser-filter-clear = Wyczyść filtry
browser-results = { $n -> [one] 1 karta [few] { $n } karty [many] { $n } kart *[other] { $n } karty }
browser-more = { $n -> [one] Jeszcze 1 karta [few] Jeszcze { $n } karty [many] Jeszcze { $n } kart *[other] Jeszcze { $n } karty }: zawęź wyszukiwanie, żeby je zobaczyć.
card-detail-close = Zamknij
card-rules-title = Zasady, których pilnuje Hangar
