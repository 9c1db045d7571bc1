"""The handshake's arithmetic: SPAKE2 agrees only on the same code, a group element from
the wire is checked to be one, and the quick square test is Euler's criterion."""

from __future__ import annotations

import random

import pytest

from uno_tui.net import auth


def test_both_ends_derive_one_key_only_with_the_same_code() -> None:
    terminal, host = auth.Spake("K7M-4QX", terminal=True), auth.Spake("K7M-4QX", terminal=False)
    assert terminal.key(host.message, b"t") == host.key(terminal.message, b"t")
    assert terminal.key(host.message, b"other") != host.key(terminal.message, b"t")
    guess = auth.Spake("K7M-4QY", terminal=True)
    assert guess.key(host.message, b"t") != host.key(guess.message, b"t")
    # Each exchange is fresh: the same code never sends the same element twice.
    assert auth.Spake("K7M-4QX", terminal=True).message != terminal.message


def test_the_square_test_is_eulers_criterion() -> None:
    rng = random.Random(5)
    for _ in range(30):
        value = rng.randrange(2, auth.P - 1)
        assert (auth._jacobi(value, auth.P) == 1) == (pow(value, auth.Q, auth.P) == 1)


@pytest.mark.parametrize("value", [0, 1, auth.P - 1, auth.P, auth.G * auth.P])
def test_what_is_not_a_group_element_is_refused(value: int) -> None:
    text = (value % (1 << (8 * auth.ELEMENT_BYTES))).to_bytes(auth.ELEMENT_BYTES, "big").hex()
    with pytest.raises(auth.BadProof):
        auth.read_element(text)


def test_a_non_square_or_a_wrong_length_is_refused() -> None:
    rng = random.Random(2)
    value = next(
        v for v in iter(lambda: rng.randrange(2, auth.P - 1), 0) if auth._jacobi(v, auth.P) != 1
    )
    with pytest.raises(auth.BadProof):
        auth.read_element(auth.element_hex(value))
    with pytest.raises(auth.BadProof):
        auth.read_element("ab" * 10)
    with pytest.raises(auth.BadProof):
        auth.read_element("zz" * auth.ELEMENT_BYTES)


def test_a_proof_is_bound_to_its_key_role_and_transcript() -> None:
    key = auth.new_key()
    proof = auth.proof(key, "host", b"t")
    auth.check(key, "host", b"t", proof)
    for args in ((key, "terminal", b"t"), (key, "host", b"u"), (auth.new_key(), "host", b"t")):
        with pytest.raises(auth.BadProof):
            auth.check(*args, proof)
    assert auth.next_key(key, b"t") != key and len(auth.next_key(key, b"t")) == auth.KEY_BYTES
