"""The text widths the boards are laid out with, and the wrapping and cutting built on them."""
from spelbord.engine.svg import Drawing, overflowing_texts
from spelbord.engine.textwidth import shorten, text_width, wrap_to_width


def test_widths_are_dejavu_sans_and_bold_is_wider():
    assert text_width("i", 100) == 28 and text_width("W", 100) == 99  # DejaVu Sans advances
    assert text_width("Geheimauftrag", 13, "bold") > text_width("Geheimauftrag", 13)
    assert text_width("mm", 10) == 2 * text_width("m", 10)
    assert text_width("未", 10) == text_width("—", 10)  # an unknown character counts as the widest


def test_a_long_german_text_wraps_within_its_width_and_keeps_every_letter():
    words = "Bestechungsgeldübergabe an den Doppelagentenführungsoffizier in Stockholm"
    lines = wrap_to_width(words, 120, 13)
    assert all(text_width(line, 13) <= 120 for line in lines)
    assert "".join(line.removesuffix("-") if line.endswith("-") else line + " " for line in lines).strip() == words
    assert wrap_to_width("kurz", 120, 13) == ["kurz"] and wrap_to_width("", 50, 12) == [""]


def test_shorten_cuts_with_an_ellipsis_only_what_does_not_fit():
    assert shorten("Rot", 50, 12) == "Rot"
    cut = shorten("Hohepriesterin Nefertari", 100, 12, "bold")
    assert cut.endswith("…") and text_width(cut, 12, "bold") <= 100 and "Hohepriesterin".startswith(cut[:-1][:14])


def test_a_button_label_too_long_is_set_smaller_then_cut_and_the_check_finds_what_runs_over():
    d = Drawing(None, legal=[])
    d.button(0, 0, 120, 30, "Das Abkommen annehmen und die Karten tauschen", None)
    d.card(0, 40, 90, 60, ["Dubbelagentnummer", "nr 3"])
    d.add('<g><rect x="0" y="120" width="40" height="30"/><text x="2" y="140" font-size="12">Schwarze Festung</text></g>')
    svg = d.document(160)
    assert "…" in svg and 'font-size="12"' in svg
    assert overflowing_texts(svg) == ["'Schwarze Festung' (+71 past a card 40 wide)"]
