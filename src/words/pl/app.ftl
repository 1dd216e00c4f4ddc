# Katalog polski Hangaru: słowa wokół gier.
# Jedna wiadomość w wierszu: klucz = wzorzec. { $name } to argument;
# { $n -> [one] … [few] … [many] … *[other] … } wybiera formę liczby mnogiej $n (reguła CLDR dla pl).
# Tytuły kart i drukowany tekst kart zostają po angielsku; przyjęte słowa: docs/glossary-pl.md.

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
tool-new-game = Nowa gra
ending-scenario-complete = Scenariusz zakończony.
drag-put-back = Odłożono.
drag-a-card = karta
drag-picked-up = Podniesiono: { $card }. { $n -> [one] Przyjmuje ją 1 miejsce. [few] Przyjmują ją { $n } miejsca. [many] Przyjmuje ją { $n } miejsc. *[other] Przyjmuje ją { $n } miejsca. }
drag-keyboard-help = Strzałki przechodzą między nimi, Enter upuszcza, Escape anuluje.
resources-count = { $n -> [one] 1 karta [few] { $n } karty [many] { $n } kart *[other] { $n } karty }
resources-ready = gotowe: { $ready } · wyczerpane: { $turned }
location-side = { $seat }: { $location }
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
notice-moves-not-kept = Nie udało się zachować ostatnich ruchów twojej gry: pamięć tej przeglądarki jest wciąż pełna. Stół pokazuje grę z ostatniego zapisu; wyeksportuj grę, aby zachować późniejsze ruchy.
notice-export = Eksportuj grę

# Nagłówki dziennika i znaczniki ruchów.
log-turn = Tura { $n } · { $seat }
log-turn-everyone = wszyscy gracze
log-round = Runda { $n }
log-phase = { $phase }
log-move = { $seat }
log-move-computer = { $seat } · komputer
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
pile-empty = Brak kart: stos jest pusty.
pile-face-down = { $n -> [one] 1 karta zakryta [few] { $n } karty zakryte [many] { $n } kart zakrytych *[other] { $n } karty zakryte }
confirm-title = Wykonać to zagranie?
confirm-lead = Wydaje to, co podano: zatwierdź albo odłóż.
choose-title = Wybierz jedno
choose-lead = Każde to inne dozwolone zagranie: wybierz jedno, potem zatwierdź.
pay-title = Wybierz sposób zapłaty
pay-lead = Podpowiedź silnika jest wybrana i zaznaczona na stole. Wybierz tu inny sposób albo kliknij karty, które chcesz wydać.
pay-confirm = Zatwierdź
pay-cancel = Anuluj
pay-announce = { $n -> [one] 1 sposób [few] { $n } sposoby [many] { $n } sposobów *[other] { $n } sposobu } na to zagranie. Podpowiedź:

# Koniec gry.
end-you-win = Wygrywasz!
end-computer-wins = Wygrywa komputer
end-game-over = Koniec gry
end-draw = Remis
end-scenario = Scenariusz się skończył
end-length = { $turns -> [one] 1 tura [few] { $turns } tury [many] { $turns } tur *[other] { $turns } tury }, { $moves -> [one] 1 ruch [few] { $moves } ruchy [many] { $moves } ruchów *[other] { $moves } ruchu }
end-length-rounds = { $rounds -> [one] 1 runda [few] { $rounds } rundy [many] { $rounds } rund *[other] { $rounds } rundy }, { $moves -> [one] 1 ruch [few] { $moves } ruchy [many] { $moves } ruchów *[other] { $moves } ruchu }
end-length-moves = { $moves -> [one] 1 ruch [few] { $moves } ruchy [many] { $moves } ruchów *[other] { $moves } ruchu }
end-rematch = Zagraj jeszcze raz
end-look-back = Zobacz końcowy stół
end-show = Pokaż wynik
