"""Issue #14, one source of truth: the bots read every rule fact from the seat view.

No bot compares a variant's name, writes a word of the truco ladder or of the envido,
works out a seat's team or partner by arithmetic, or imports the seating rules: the
view says which calls exist (``calls``), the ladder and its stakes (``ladder``), what a
falta or a flor is worth (``falta_points``, ``flor_points``), whether a truco bets on one
trick (``bets_on_trick``, ``decisive_trick``) and who sits with whom (``team_of``,
``partners_of``). The words reach the bots through the engine's names (``TRUCO_WORDS``,
``ENVIDO_CALLS``, ``FLOR_LEVEL``), so a rule cannot creep back in as a literal.
"""

from __future__ import annotations

import ast
from pathlib import Path

from truco_desktop.bots.base import binds_team
from truco_desktop.engine.actions import CALL_WORDS, ENVIDO_CALLS, TRUCO_WORDS, call
from truco_desktop.engine.variants import VARIANTS

BOTS = Path(__file__).resolve().parents[2] / "truco_desktop" / "bots"

#: Names a variant is, or was, told apart by.
VARIANT_NAMES = frozenset(VARIANTS) | {"brazil", "brazilian", "argentine"}
#: Attributes that hold a variant's name.
VARIANT_ATTRIBUTES = frozenset({"variant", "variant_name"})
#: Literal words a bot must not write: the truco ladders' and the envido's calls.
BET_WORDS = frozenset(TRUCO_WORDS) | frozenset(ENVIDO_CALLS)


def bot_sources() -> list[tuple[str, ast.Module]]:
    paths = sorted(BOTS.glob("*.py"))
    assert paths, BOTS
    return [(p.name, ast.parse(p.read_text(encoding="utf-8"))) for p in paths]


def string_constants(tree: ast.Module) -> list[tuple[int, str]]:
    """The string literals of ``tree`` that are values: docstrings and bare strings aside."""
    bare = {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in bare
    ]


def names_a_variant(node: ast.expr) -> bool:
    if isinstance(node, ast.Attribute):
        return node.attr in VARIANT_ATTRIBUTES
    if isinstance(node, ast.Name):
        return node.id in VARIANT_ATTRIBUTES
    return False


def test_no_bot_compares_a_variant_name() -> None:
    offenders = []
    for name, tree in bot_sources():
        for node in ast.walk(tree):
            if isinstance(node, ast.Compare) and any(
                names_a_variant(side) for side in (node.left, *node.comparators)
            ):
                offenders.append(f"{name}:{node.lineno}: compares {ast.unparse(node)}")
        for line, value in string_constants(tree):
            if value.lower() in VARIANT_NAMES:
                offenders.append(f"{name}:{line}: names the variant {value!r}")
    assert not offenders, "\n".join(offenders)


def test_no_bot_writes_a_ladder_or_envido_word() -> None:
    offenders = [
        f"{name}:{line}: {value!r}"
        for name, tree in bot_sources()
        for line, value in string_constants(tree)
        if value in BET_WORDS
    ]
    assert not offenders, "\n".join(offenders)


def test_no_bot_works_out_teams_by_arithmetic() -> None:
    """``seat % 2``, ``seat & 1``, ``(seat + 2) % n``: the seating is the view's."""
    offenders = []
    for name, tree in bot_sources():
        for node in ast.walk(tree):
            if isinstance(node, ast.BinOp) and isinstance(node.right, ast.Constant):
                parity = (isinstance(node.op, ast.Mod) and node.right.value == 2) or (
                    isinstance(node.op, ast.BitAnd) and node.right.value == 1
                )
                if parity:
                    offenders.append(f"{name}:{node.lineno}: {ast.unparse(node)}")
            if (
                isinstance(node, ast.BinOp)
                and isinstance(node.op, ast.Mod)
                and isinstance(node.left, ast.BinOp)
                and isinstance(node.left.op, ast.Add)
                and isinstance(node.left.right, ast.Constant)
                and node.left.right.value == 2
            ):
                offenders.append(f"{name}:{node.lineno}: {ast.unparse(node)}")
            if isinstance(node, ast.ImportFrom) and (node.module or "").endswith("seats"):
                offenders.append(f"{name}:{node.lineno}: imports the seating rules")
    assert not offenders, "\n".join(offenders)


def test_the_team_words_come_from_the_engine_vocabulary() -> None:
    """Every call word but the seat's own (its flor, its set) commits the team."""
    own = {"flor", "keep_set", "discard_set"}
    assert {w for w in CALL_WORDS if binds_team(call(w))} == CALL_WORDS - own
