"""The one line on top of a hang report: which rank, where, and why, in the user's terms.

In order, the first that applies:
1. the ranks' collectives diverged: at the first number where two ranks issued a different
   op, shape or dtype, or issued it from a different line (the origin of a mismatch: a
   collective only some ranks call, or one whose shape depends on the rank);
2. a rank died (by a signal): the others waited for it;
3. a rank is behind: it never reached the collective the others wait in, and it is at ...;
4. a rank did not answer (blocked in native code that holds the GIL, or gone).
"""

from __future__ import annotations

from .snapshot import RankSnapshot
from .stacks import Frame, by_backward, where_issued

WORLD = "0"  # the world group's name in torch's records


def diagnose(ranks: dict[int, RankSnapshot]) -> str:
    return (
        _diverged(ranks)
        or _died(ranks)
        or _behind(ranks)
        or _silent(ranks)
        or _none_waits(ranks)
        or "every rank waits in the same collective; none is behind (a network or device fault?)"
    )


def _diverged(ranks: dict[int, RankSnapshot]) -> str | None:
    recorded = [r for r in ranks.values() if r.collectives]
    for seq in sorted({c.seq for r in recorded for c in r.collectives if c.group == WORLD}):
        calls = {
            r.rank: c for r in sorted(recorded, key=lambda r: r.rank) if (c := r.collective(seq))
        }
        if len(calls) < 2:
            continue
        first = next(iter(calls.values()))
        if any(
            c.signature != first.signature or c.where() != first.where() for c in calls.values()
        ):
            said = ", ".join(
                f"rank {r} called {c.describe()} at {c.where()}" for r, c in calls.items()
            )
            return f"the ranks' collectives diverged at #{seq}: {said}"
    # A rank that died inside a collective (gloo aborts on a size mismatch) left no record:
    # its stack says which collective it called, from where.
    for dead in (r for r in ranks.values() if r.dead):
        called = _collective_called(dead)
        others = [(r.rank, call) for r in ranks.values() if not r.dead and (call := _call_of(r))]
        if called and others:
            op, frame = called
            said = ", ".join(f"rank {rank} called {call}" for rank, call in others)
            return (
                f"the ranks' collectives diverged: rank {dead.rank} called {op} at "
                f"{frame.site} and {dead.state} there, {said}"
            )
    return None


def _died(ranks: dict[int, RankSnapshot]) -> str | None:
    dead = [r for r in ranks.values() if r.dead]
    if not dead:
        return None
    who = ", ".join(
        f"rank {r.rank} {r.state}" + (f" at {w.site}" if (w := r.where()) else "") for r in dead
    )
    waiting = [
        f"rank {r.rank} in {call}" for r in ranks.values() if not r.dead and (call := _call_of(r))
    ]
    return f"{who}; the others waited for it" + (f": {', '.join(waiting)}" if waiting else "")


def _behind(ranks: dict[int, RankSnapshot]) -> str | None:
    alive = [r for r in ranks.values() if r.main is not None and not r.dead]
    if len(alive) < 2:
        return None
    ahead = max(alive, key=lambda r: r.issued())
    waits = ahead.collective(ahead.issued())
    behind = [r for r in alive if r.issued() < ahead.issued()]
    if waits is not None and behind:
        wanted = f"{waits.op} #{waits.seq} ({waits.where()}, where rank {ahead.rank} waits)"
    else:  # the same collectives so far: a wait outside them (a monitored barrier, a store)
        waiting = [r for r in alive if r.pending() is not None or r.error]
        behind = [r for r in alive if r not in waiting]
        if not waiting or not behind:
            return None
        frame = waiting[0].where()
        site = frame.site if frame else "an unknown place"
        wanted = f"the wait at {site}, where rank {waiting[0].rank} waits"
    return "; ".join(f"rank {r.rank} never reached {wanted}: it is at {_place(r)}" for r in behind)


def _silent(ranks: dict[int, RankSnapshot]) -> str | None:
    silent = [r for r in ranks.values() if r.main is None and not r.dead]
    if not silent:
        return None
    names = ", ".join(f"rank {r.rank}" for r in silent)
    return (
        f"{names} did not answer: blocked in native code that holds Python's lock, or its "
        "process is gone"
    )


def _none_waits(ranks: dict[int, RankSnapshot]) -> str | None:
    if any(r.pending() is not None or r.error for r in ranks.values()):
        return None
    return "no rank waits for another (the job runs; each rank's stack is below)"


def _place(rank: RankSnapshot) -> str:
    frame = rank.where()
    if frame is None and rank.error:  # a wait of multigpu's own, past the script's lines
        return f"no line of the script ({rank.error})"
    text = frame.describe() if frame else "an unknown place"
    if rank.waits_for_a_batch():
        text += ", waiting for a batch from its DataLoader"
        if rank.loader_at:
            text += f", whose worker is at {rank.loader_at}"
    return text


def _call_of(rank: RankSnapshot) -> str | None:
    """The collective a rank waits in: from its record, else from its stack (a rank stopped
    before it answered left only that)."""
    pending = rank.pending()
    if pending is not None:
        return f"{pending.describe()} #{pending.seq} at {pending.where()}"
    called = _collective_called(rank)
    if called is not None:
        return f"{called[0]} at {called[1].site}"
    stack = rank.main.frames if rank.main else []
    if rank.where() and by_backward(stack):
        return f"all_reduce at {where_issued(stack)}"
    return None


def _collective_called(rank: RankSnapshot) -> tuple[str, Frame] | None:
    """The torch.distributed function a rank's main thread was in, and the user's frame."""
    stack = rank.main.frames if rank.main else []
    call = next((f for f in reversed(stack) if f.file.endswith("distributed_c10d.py")), None)
    user = rank.where()
    return (call.function, user) if call and user else None
