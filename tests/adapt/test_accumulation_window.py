"""The accumulation window's count and what it says (adapt/averaging/accumulation.py), with no
process: only the script's own backwards count, and the period is said once two windows in a row
agree, with the steps it was seen on."""

from __future__ import annotations

from types import SimpleNamespace

from multigpu.adapt.averaging.accumulation import AccumulationWindow


def window() -> tuple[AccumulationWindow, list[str]]:
    said: list[str] = []
    keys: set[str] = set()

    def say_once(key: str, message: str) -> None:
        if key not in keys:
            keys.add(key)
            said.append(message)

    session = SimpleNamespace(said=keys, say_once=say_once)
    return AccumulationWindow(session, SimpleNamespace(left=None), enabled=True), said


def steps(accumulation: AccumulationWindow, *backwards: int) -> None:
    for count in backwards:
        for _ in range(count):
            accumulation.backward()
        accumulation.stepped()
        accumulation.step_done()


def test_a_period_is_said_once_two_windows_agree_with_the_steps_it_was_seen_on():
    accumulation, said = window()
    steps(accumulation, 5)
    assert said == []  # one window is a guess
    steps(accumulation, 5, 5)
    assert said == [
        "gradients accumulate over 5 backward passes per optimizer step on rank 0 (seen on "
        "its optimizer steps 1 and 2): they are reduced across ranks on the last of them only "
        "where that last one is known ahead (--sync-each-micro-batch reduces on each)"
    ]


def test_weights_stepped_by_hand_before_an_optimizer_are_no_period():
    """A tutorial that first steps its weights by hand (97 backwards, no optimizer), then with
    an optimizer after each backward: nothing is said of 97 backwards per step."""
    accumulation, said = window()
    steps(accumulation, 97, 1, 1, 1)
    assert said == []
    assert accumulation.period == 1


def test_a_backward_inside_a_backward_is_not_counted():
    accumulation, said = window()
    for _ in range(2):
        for _ in range(2):
            with accumulation.within():
                accumulation.backward()
                with accumulation.within():  # an autograd Function's, inside it
                    assert accumulation.nested
        accumulation.stepped()
        accumulation.step_done()
    assert accumulation.period == 2
    assert len(said) == 1 and "over 2 backward passes" in said[0]


def test_a_backward_after_gradients_were_zeroed_starts_the_window_again():
    """Two backwards a step, the gradients zeroed between them (SAM): a window of 1, said of
    nothing; the same two adding up (no zeroing between) are a window of 2."""
    accumulation, said = window()
    for _ in range(3):
        accumulation.zeroed()
        accumulation.backward()
        accumulation.zeroed()
        accumulation.backward()
        accumulation.stepped()
        accumulation.step_done()
    assert accumulation.period == 1 and said == []
    accumulation, said = window()
    for _ in range(3):
        accumulation.zeroed()
        accumulation.backward()
        accumulation.backward()
        accumulation.stepped()
        accumulation.step_done()
    assert accumulation.period == 2 and len(said) == 1
