"""A sentence that names several players lists them as the language does ("Waiting for
Bruno and Carla to join", found in the SSH play-test as "Waiting for Bruno, Carla to
join"); a list after a colon ("Open seats: Ana, Bruno.") keeps its commas."""

from __future__ import annotations

import pytest

from uno_tui.i18n import activate
from uno_tui.i18n.seating import first_deal_waits

SAID = {
    "en": "Waiting for Bruno, Carla and Dora to join",
    "pt_PT": "À espera de que Bruno, Carla e Dora entrem:",
    "pt_BR": "Esperando Bruno, Carla e Dora entrarem:",
    "es": "Esperando a que Bruno, Carla y Dora se unan:",
}


@pytest.mark.parametrize("lang", list(SAID))
def test_the_open_seats_the_first_deal_waits_for_are_listed_with_and(lang: str) -> None:
    activate(lang)
    try:
        said = first_deal_waits(["Bruno", "Carla", "Dora"], "uno-tui join ana")
        two = first_deal_waits([], "", ["Bruno", "Carla"])
        one = first_deal_waits(["Bruno"], "")
    finally:
        activate("en")
    assert SAID[lang] in said, said
    assert " Bruno, Carla " not in two and "Bruno, Carla." not in two, two
    assert "Bruno" in one and "," not in one.split(":")[0], one
