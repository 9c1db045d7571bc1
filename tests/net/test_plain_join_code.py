"""``host --plain`` offers J (the join code) only while a seat is open: the code takes only
a seat nobody has taken (a player coming back rejoins with the seat's key). A play-test
read "J says the join code." with every seat taken; once they all are, J says so, and how
to watch while watching is allowed. The host's table and its line mode on this test's
loop; Bruno's terminal is a ``Link``."""

from __future__ import annotations

import asyncio

import pytest

from net.plain_host import plain_host
from net.test_plain_seats import _english_after, said_after  # noqa: F401  (a fixture)
from uno_tui.i18n import _, activate
from uno_tui.net.link import Link
from uno_tui.table.session import GameSession

#: The offer; what J says with every seat taken; and with watching closed too.
WORDS = {
    "en": (
        "J says the join code.",
        "Every seat is taken. Others watch with: uno-tui join --watch here (join code {code})",
        "Every seat is taken.",
    ),
    "pt_PT": (
        "J diz o código de entrada.",
        "Todos os lugares estão ocupados. Os outros assistem com: uno-tui join --watch here "
        "(código de entrada {code})",
        "Todos os lugares estão ocupados.",
    ),
    "pt_BR": (
        "J diz o código de entrada.",
        "Todos os lugares estão ocupados. Os outros assistem com: uno-tui join --watch here "
        "(código de entrada {code})",
        "Todos os lugares estão ocupados.",
    ),
    "es": (
        "J dice el código de la mesa.",
        "Todos los puestos están ocupados. Los demás miran con: uno-tui join --watch here "
        "(código de la mesa {code})",
        "Todos los puestos están ocupados.",
    ),
}


@pytest.mark.parametrize("lang", list(WORDS))
async def test_j_is_offered_while_a_seat_is_open_and_then_says_every_seat_is_taken(
    lang: str,
) -> None:
    activate(lang)
    offer, taken_watch, taken = WORDS[lang]
    session = GameSession(seed=3)
    session.new_game(["Ana", "Bruno"], 500, ("human", "human"))
    async with plain_host(session, share_first=True) as host:
        lines, out, port, net = host.lines, host.out, host.port, host.net
        watch = _("{command} (join code {code})")
        lines.watch_line = watch.format(command="uno-tui join --watch here", code=net.code)
        bruno = Link()
        try:
            lines.start()
            lines.update()  # the first deal waits for Bruno's open seat: J is offered
            assert offer in out.getvalue(), out.getvalue()
            lines.answer("j")
            assert out.getvalue().endswith("uno-tui join …\n")  # (the test's join line)
            start = len(out.getvalue())
            await bruno.connect("127.0.0.1", port, code=net.code)
            await said_after(lines, out, start, "Bruno")  # (he took the seat)
            for _look in range(50):  # (his share, and the first deal)
                lines.update()
                await asyncio.sleep(0.01)
            assert offer not in out.getvalue()[start:], out.getvalue()[start:]
            start = len(out.getvalue())
            lines.answer("j")
            said = out.getvalue()[start:]
            assert taken_watch.format(code=net.code) in said, said
            net.close_watching()
            start = len(out.getvalue())
            lines.answer("j")
            said = out.getvalue()[start:]
            assert taken in said and net.code not in said, said
        finally:
            await bruno.close()
