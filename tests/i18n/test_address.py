"""One form of address in each language (issue 37, play-test): European Portuguese says
"tu" (a tua mão, carrega, escolhe), never "você"/"si" nor the formal imperative (prima,
escolha, acumule), which a dialog mixed with "tu"; Brazilian Portuguese says "você"; and
Brazilian players' card names (+2, +4, Bloqueio) are used in every sentence."""

from __future__ import annotations

import re

import pytest

from .catalogues import catalogue

#: The formal address, in European Portuguese: "você", "para si", and formal imperatives
#: at the start of a sentence or clause (as a noun, "escolha" is fine: "escolha inválida").
FORMAL_PT_PT = re.compile(
    r"\b(você|vocês|para si|os seus jogos|a sua vez)\b"
    r"|(?:^|[.:;!?—]\s+|,\s+)(Prima|prima|Carregue|carregue|Pressione|pressione"
    r"|Escolha|escolha(?! inválida)|Acumule|acumule|Escreva|escreva|Confirme|confirme"
    r"|Use|use|Diga|diga|Jogue|jogue"
    r"|Indique|indique|Tente|tente)\b"
    r"|\b(Jogou um|Comprou \{n\})"
)
#: European Portuguese's "tu" in Brazilian Portuguese.
TU_PT_BR = re.compile(r"\b(tu|teu|tua|teus|tuas|contigo)\b")
#: The card names Brazilian players do not use.
OLD_PT_BR = re.compile(r"Comprar Duas|Comprar Quatro|COMPRAR|\bPular\b|\bPULAR\b")


def strings(lang: str) -> list[tuple[str, str]]:
    found = []
    for message in catalogue(lang):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        texts = message.string if isinstance(message.string, tuple) else (message.string,)
        found += [(ids[0], text) for text in texts if text]
    return found


@pytest.mark.parametrize(
    ("lang", "pattern"),
    [("pt_PT", FORMAL_PT_PT), ("pt_BR", TU_PT_BR), ("pt_BR", OLD_PT_BR)],
    ids=["pt_PT-tu", "pt_BR-voce", "pt_BR-card-names"],
)
def test_one_form_of_address_and_the_players_card_names(
    lang: str, pattern: re.Pattern[str]
) -> None:
    wrong = [(msgid, text) for msgid, text in strings(lang) if pattern.search(text)]
    assert wrong == []


def test_the_check_finds_what_it_looks_for() -> None:
    assert FORMAL_PT_PT.search("Todas desligadas. Prima um número.")
    assert FORMAL_PT_PT.search("Há 4 acumuladas para si.")
    assert not FORMAL_PT_PT.search("escolha inválida: 'x' (escolhe entre a, b)")
    assert TU_PT_BR.search("Na tua mão")
    assert OLD_PT_BR.search("Pular Vermelho")
