"""Hypothesis strategies that damage a valid document the way disks, editors and people do.

Each strategy takes the valid bytes of one document and draws a damaged copy:

* `byte_faults`: truncated, bytes deleted, inserted, flipped or overwritten, random bytes,
  empty, doubled;
* `json_faults`: the JSON tree with one node replaced (by any JSON value, of any type and
  size), deleted, added, wrapped, nested very deep, or retyped; written back with or
  without ASCII escapes, and indented or not;
* `unicode_faults`: a string of the document given awkward text (U+2028, U+0085, NUL,
  lone surrogates escaped or raw, a byte-order mark, right-to-left marks), or a number
  turned into NaN, Infinity, 1e999 or a number of 5000 digits;
* `size_faults`: a string or a list grown large (up to a few megabytes);
* `line_faults` (JSON Lines: the hand history, an import): a line dropped, doubled,
  split, joined to the next, given a CR, or one of its records damaged as above;
* `replay_faults`: a match or a hand that no longer replays from some action on: an
  action changed (another word, another card, another seat), dropped, doubled or moved,
  a hand closed early, an empty hand added, the seed or the rules changed.

`mutations(kind, raw)` mixes them for a document kind.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import strategies as st

from truco_desktop.engine.actions import ACTION_WORDS

AWKWARD_TEXT = (
    "\u2028",
    "\u2029",
    "\u0085",
    "\x00",
    "\x1c",
    "\ud800",
    "\udfff",
    "\ud83d",
    "\u202e",
    "\ufeff",
    "e\u0301",
    "\U0001d54b",
    "\x1b[31m",
    "",
    " ",
    "NaN",
    "%1%n%2",
    "<b>x</b>",
    "\n",
    "\r",
    "../../etc/passwd",
)
AWKWARD_NUMBERS = ("NaN", "Infinity", "-Infinity", "1e999", "-1e999", "9" * 5000, "-0", "1.5")
CARDS = tuple(f"{rank}{suit}" for rank in ("1", "2", "3", "4", "7", "10", "12") for suit in "eobc")
CARDS += ("Ad", "7h", "Qs", "2c", "", "1", "zz", "1e1e")

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.sampled_from([0, -1, 1, 29, 30, 31, 2**31, 2**63, 2**64, 10**30]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.sampled_from(AWKWARD_TEXT),
    st.sampled_from(CARDS),
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.text(max_size=8) | st.sampled_from(AWKWARD_TEXT), inner, max_size=4)
    ),
    max_leaves=8,
)


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path into a JSON tree (the root's is ())."""
    found = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            found.extend(_paths(value, (*path, key)))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found.extend(_paths(value, (*path, index)))
    return found


def _get(node: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        node = node[step]
    return node


def _set(root: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    _get(root, path[:-1])[path[-1]] = value
    return root


def _delete(root: Any, path: tuple[Any, ...]) -> Any:
    if not path:
        return None
    del _get(root, path[:-1])[path[-1]]
    return root


@st.composite
def dump(draw: st.DrawFn, value: Any) -> bytes:
    """A JSON value written as a tool might: escaped or not, indented or not. Lone
    surrogates written raw become bytes that are not UTF-8."""
    ascii_only = draw(st.booleans())
    indent = draw(st.sampled_from([None, 2]))
    text = json.dumps(value, ensure_ascii=ascii_only, indent=indent, allow_nan=True)
    return text.encode("utf-8", "surrogatepass")


@st.composite
def tree_fault(draw: st.DrawFn, value: Any) -> Any:
    """`value` (a JSON tree) with one node damaged."""
    root = copy.deepcopy(value)
    path = draw(st.sampled_from(_paths(root)))
    node = _get(root, path)
    op = draw(st.sampled_from(["replace", "replace", "delete", "add", "wrap", "retype", "deep"]))
    if op == "replace":
        return _set(root, path, draw(json_values))
    if op == "delete":
        return _delete(root, path)
    if op == "add":
        if isinstance(node, dict):
            node[draw(st.text(max_size=10))] = draw(json_values)
            return root
        if isinstance(node, list):
            node.insert(draw(st.integers(0, len(node))), draw(json_values))
            return root
        return _set(root, path, [node, draw(json_values)])
    if op == "wrap":
        return _set(root, path, draw(st.sampled_from([[node], {"value": node}])))
    if op == "retype":
        changed = {
            bool: lambda v: int(v),
            int: lambda v: str(v) if draw(st.booleans()) else float(v),
            float: lambda v: str(v),
            str: lambda v: [v] if draw(st.booleans()) else (len(v) or None),
            list: lambda v: {str(i): x for i, x in enumerate(v)},
            dict: lambda v: list(v.values()),
            type(None): lambda v: draw(st.sampled_from([0, "", [], {}, False])),
        }[type(node)]
        return _set(root, path, changed(node))
    return _set(root, path, DEEP)  # `json_faults` writes the nesting itself


#: Stands for a very deep nesting until the tree is written (a tree that deep cannot be
#: written by `json.dumps`, nor read back by `json.loads`).
DEEP = "\x00deep\x00"


@st.composite
def json_faults(draw: st.DrawFn, raw: bytes) -> bytes:
    value = json.loads(raw)
    damaged = draw(tree_fault(value))
    out = draw(dump(damaged))
    marker = json.dumps(DEEP).encode()
    if marker in out:
        depth = draw(st.sampled_from([50, 900, 5000, 200_000]))
        out = out.replace(marker, b"[" * depth + b"1" + b"]" * depth, 1)
    return out


@st.composite
def byte_faults(draw: st.DrawFn, raw: bytes) -> bytes:
    size = len(raw)
    op = draw(
        st.sampled_from(["truncate", "delete", "insert", "flip", "overwrite", "random", "empty"])
    )
    at = draw(st.integers(0, max(0, size - 1)))
    if op == "truncate":
        return raw[:at]
    if op == "delete":
        return raw[:at] + raw[at + draw(st.integers(1, 64)) :]
    if op == "insert":
        return raw[:at] + draw(st.binary(min_size=1, max_size=16)) + raw[at:]
    if op == "flip":
        return raw[:at] + bytes([raw[at] ^ (1 << draw(st.integers(0, 7)))]) + raw[at + 1 :]
    if op == "overwrite":
        chunk = draw(st.binary(min_size=1, max_size=32))
        return raw[:at] + chunk + raw[at + len(chunk) :]
    if op == "random":
        return draw(st.binary(max_size=256))
    return b""


@st.composite
def unicode_faults(draw: st.DrawFn, raw: bytes) -> bytes:
    text = raw.decode("utf-8")
    op = draw(st.sampled_from(["string", "string", "number", "bom", "crlf"]))
    if op == "bom":
        return b"\xef\xbb\xbf" + raw
    if op == "crlf":
        return raw.replace(b"\n", b"\r\n")
    if op == "number":
        starts = [i for i, c in enumerate(text) if c.isdigit() and not text[i - 1].isalnum()]
        if not starts:
            return raw
        at = draw(st.sampled_from(starts))
        end = at
        while end < len(text) and text[end].isdigit():
            end += 1
        return (text[:at] + draw(st.sampled_from(AWKWARD_NUMBERS)) + text[end:]).encode()
    quotes = [i for i, c in enumerate(text) if c == '"' and text[i - 1] != "\\"]
    if len(quotes) < 2:
        return raw
    at = draw(st.sampled_from(quotes[:-1])) + 1
    awkward = draw(st.sampled_from(AWKWARD_TEXT))
    if draw(st.booleans()):
        inserted = json.dumps(awkward)[1:-1]  # escaped: \u2028, \ud800...
    else:
        inserted = awkward.replace("\\", "\\\\").replace('"', '\\"')
    return (text[:at] + inserted + text[at:]).encode("utf-8", "surrogatepass")


@st.composite
def size_faults(draw: st.DrawFn, raw: bytes) -> bytes:
    value = json.loads(raw)
    paths = _paths(value)
    path = draw(st.sampled_from(paths))
    size = draw(st.sampled_from([10_000, 300_000, 3_000_000]))
    big: Any = draw(
        st.sampled_from(["x" * size, ["x"] * (size // 4), {str(i): i for i in range(size // 20)}])
    )
    return json.dumps(_set(value, path, big)).encode("utf-8")


# ---------------------------------------------------------------------- replays


def _action_word(draw: st.DrawFn) -> str:
    if draw(st.booleans()):
        return "play:" + draw(st.sampled_from(CARDS))
    return draw(st.sampled_from([*sorted(ACTION_WORDS), "play_blind:0", "mazo", "", "play"]))


@st.composite
def match_replay_fault(draw: st.DrawFn, match: dict[str, Any]) -> dict[str, Any]:
    """A match description (`Match.to_json()`) that fails to replay at some action."""
    match = copy.deepcopy(match)
    hands: list[list[list[Any]]] = match["hands"]
    h = draw(st.integers(0, len(hands) - 1))
    actions = hands[h]
    op = draw(
        st.sampled_from(
            ["word", "word", "seat", "drop", "double", "swap", "close", "empty", "seed", "rules"]
        )
    )
    a = draw(st.integers(0, max(0, len(actions) - 1)))
    if op == "word" and actions:
        actions[a][1] = _action_word(draw)
    elif op == "seat" and actions:
        actions[a][0] = draw(st.sampled_from([0, 1, 2, 3, 4, 5, -1, 99]))
    elif op == "drop" and actions:
        del actions[a]
    elif op == "double" and actions:
        actions.insert(a, list(actions[a]))
    elif op == "swap" and len(actions) > 1:
        b = draw(st.integers(0, len(actions) - 1))
        actions[a], actions[b] = actions[b], actions[a]
    elif op == "close":
        hands[h] = actions[:a]
    elif op == "empty":
        hands.insert(h + 1, [])
    elif op == "seed":
        match["seed"] = draw(st.text(max_size=8) | st.sampled_from(AWKWARD_TEXT))
    else:
        rules = match.get("rules", {})
        key = draw(st.sampled_from(sorted(rules) or ["players"]))
        rules[key] = draw(scalars)
    return match


@st.composite
def record_replay_fault(draw: st.DrawFn, record: dict[str, Any]) -> dict[str, Any]:
    """A hand record that fails to replay at some action."""
    record = copy.deepcopy(record)
    actions: list[dict[str, Any]] = record.get("actions", [])
    op = draw(st.sampled_from(["card", "word", "seat", "drop", "double", "swap", "why"]))
    if not actions:
        return record
    a = draw(st.integers(0, len(actions) - 1))
    action = actions[a]
    if op == "card":
        action["action"] = "play"
        action["card"] = draw(st.sampled_from(CARDS))
    elif op == "word":
        action["action"] = draw(st.sampled_from(sorted(ACTION_WORDS)))
        action.pop("card", None)
    elif op == "seat":
        action["seat"] = draw(st.sampled_from([0, 1, 2, 3, 5, -1]))
    elif op == "drop":
        del actions[a]
    elif op == "double":
        actions.insert(a, dict(action))
    elif op == "swap":
        b = draw(st.integers(0, len(actions) - 1))
        actions[a], actions[b] = actions[b], actions[a]
    else:
        action["why"] = draw(
            json_values
            | st.sampled_from(
                [
                    {"code": "win_cheaply", "params": {"card": ""}},
                    "win_cheaply(card=)",
                    {"code": "search_best", "params": {"action": "play:", "worlds": 1}},
                    {"code": "best_chance", "params": {"card": "zz", "chance": float("nan")}},
                ]
            )
        )
    return record


@st.composite
def save_replay_faults(draw: st.DrawFn, raw: bytes) -> bytes:
    document = json.loads(raw)
    document["match"]["match"] = draw(match_replay_fault(document["match"]["match"]))
    return draw(dump(document))


# ---------------------------------------------------------------------- JSON Lines


@st.composite
def line_faults(draw: st.DrawFn, raw: bytes) -> bytes:
    lines = raw.decode("utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    at = draw(st.integers(0, len(lines) - 1))
    op = draw(
        st.sampled_from(
            ["record", "record", "replay", "replay", "drop", "double", "split", "join", "cr", "big"]
        )
    )
    if op in ("record", "replay"):
        record = json.loads(lines[at])
        damaged = draw(tree_fault(record) if op == "record" else record_replay_fault(record))
        text = draw(dump(damaged)).decode("utf-8", "surrogatepass").replace("\n", " ")
        out = [*lines[:at], text, *lines[at + 1 :]]
        return ("\n".join(out) + "\n").encode("utf-8", "surrogatepass")
    if op == "drop":
        del lines[at]
    elif op == "double":
        lines.insert(at, lines[at])
    elif op == "split":
        cut = draw(st.integers(0, len(lines[at])))
        lines[at : at + 1] = [lines[at][:cut], lines[at][cut:]]
    elif op == "join" and at + 1 < len(lines):
        lines[at : at + 2] = [lines[at] + lines[at + 1]]
    elif op == "big":
        record = json.loads(lines[at])
        size = draw(st.sampled_from([10_000, 500_000, 3_000_000]))
        record[draw(st.sampled_from(["note", "variant", "actions"]))] = "x" * size
        lines[at] = json.dumps(record)
    else:
        lines[at] += "\r"
    return ("\n".join(lines) + "\n").encode("utf-8")


def mutations(kind: str, raw: bytes) -> st.SearchStrategy[bytes]:
    """The damaged copies of the valid document `raw` of `kind`."""
    common = [
        byte_faults(raw),
        unicode_faults(raw),
    ]
    if kind in ("history", "import"):
        return st.one_of(*common, line_faults(raw), line_faults(raw), line_faults(raw))
    specific = [json_faults(raw), json_faults(raw), size_faults(raw)]
    if kind == "save":
        specific += [save_replay_faults(raw), save_replay_faults(raw), save_replay_faults(raw)]
    return st.one_of(*common, *specific)
