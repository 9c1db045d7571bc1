"""The handshake's cryptography: SPAKE2 (the ``spake2`` library) agrees only on the same
code and the same handshake, refuses what is not the other side's element (a reflected
message among them), and an HMAC proof is bound to its key, role and transcript."""

from __future__ import annotations

import pytest

from uno_tui.net import auth

CODE = "K7M-4QX"
SIDE_A, SIDE_B = "41", "42"  # the library's side bytes, as hex: A is the terminal


def test_both_ends_derive_one_key_only_with_the_same_code() -> None:
    terminal, host = auth.Spake(CODE, terminal=True), auth.Spake(CODE, terminal=False)
    assert terminal.key(host.message, b"t") == host.key(terminal.message, b"t")
    guess, other_host = auth.Spake("K7M-4QY", terminal=True), auth.Spake(CODE, terminal=False)
    assert guess.key(other_host.message, b"t") != other_host.key(guess.message, b"t")
    # Each exchange is fresh: the same code never sends the same element twice.
    assert auth.Spake(CODE, terminal=True).message != terminal.message
    assert len(terminal.message) == len(host.message) == 2 * auth.PAKE_BYTES


def test_the_session_key_is_bound_to_the_handshake() -> None:
    terminal, host = auth.Spake(CODE, terminal=True), auth.Spake(CODE, terminal=False)
    assert terminal.key(host.message, b"one handshake") != host.key(terminal.message, b"other")


def test_the_sides_are_named_so_a_message_cannot_be_reflected() -> None:
    terminal = auth.Spake(CODE, terminal=True)
    assert terminal.message.startswith(SIDE_A)
    assert auth.Spake(CODE, terminal=False).message.startswith(SIDE_B)
    # A fake host sending the terminal's own element back, as its own or as the host's.
    with pytest.raises(auth.BadProof):
        terminal.key(terminal.message, b"t")
    again = auth.Spake(CODE, terminal=True)
    with pytest.raises(auth.BadProof):
        again.key(SIDE_B + again.message[2:], b"t")


@pytest.mark.parametrize(
    "element",
    [
        "01" + "00" * 31,  # the neutral element
        "ec" + "ff" * 30 + "7f",  # y = -1: a point of order 2
        "02" + "00" * 31,  # y = 2: not on the curve
        "zz" * 32,  # not hex
    ],
)
def test_what_is_not_a_group_element_is_refused(element: str) -> None:
    with pytest.raises(auth.BadProof):
        auth.Spake(CODE, terminal=False).key(SIDE_A + element, b"t")


@pytest.mark.parametrize("message", ["", "41", "41" + "ab" * 40, "43" + "00" * 32])
def test_a_wrong_length_or_side_is_refused(message: str) -> None:
    with pytest.raises(auth.BadProof):
        auth.Spake(CODE, terminal=False).key(message, b"t")


def test_a_proof_is_bound_to_its_key_role_and_transcript() -> None:
    key = auth.new_key()
    proof = auth.proof(key, "host", b"t")
    auth.check(key, "host", b"t", proof)
    for args in ((key, "terminal", b"t"), (key, "host", b"u"), (auth.new_key(), "host", b"t")):
        with pytest.raises(auth.BadProof):
            auth.check(*args, proof)
    assert auth.next_key(key, b"t") != key and len(auth.next_key(key, b"t")) == auth.KEY_BYTES
