"""The layering of the package: the engine uses only the standard library; the
application layer (`play/`) and everything below the interface import no Qt and no `ui/`;
no import circles."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "truco_desktop"


def imported_roots(path: Path) -> set[str]:
    roots: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    return roots


def test_engine_imports_only_the_standard_library() -> None:
    offenders = {}
    for path in (PACKAGE / "engine").rglob("*.py"):
        outside = {r for r in imported_roots(path) if r not in sys.stdlib_module_names}
        if outside:
            offenders[str(path.relative_to(PACKAGE))] = sorted(outside)
    assert not offenders, offenders


def test_engine_never_imports_the_rest_of_the_package() -> None:
    for path in (PACKAGE / "engine").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level > 0:
                depth = len(path.relative_to(PACKAGE / "engine").parts) - 1
                assert node.level <= depth + 1, f"{path} reaches outside engine/"


def test_bots_and_storage_do_not_import_qt() -> None:
    for folder in ("bots", "storage", "net"):
        for path in (PACKAGE / folder).rglob("*.py"):
            assert not {r for r in imported_roots(path) if r.startswith("PySide")}, path


def test_engine_functions_stay_short_and_the_hand_small() -> None:
    """Issue 14's shape: a hand made of parts, no function that does six jobs."""
    long = []
    for path in (PACKAGE / "engine").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > 60:
                    long.append(f"{path.name}:{node.name} ({length} lines)")
    assert not long, long
    hand = (PACKAGE / "engine" / "hand.py").read_text(encoding="utf-8")
    assert len(hand.splitlines()) < 450


def test_team_arithmetic_lives_in_seats_only() -> None:
    """Which team a seat is on is said in one place (``engine/seats.py``)."""
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        if path.name == "seats.py":
            continue
        text = path.read_text(encoding="utf-8")
        for pattern in ("seat % 2", "seat & 1", "s % 2", "s & 1"):
            if pattern in text:
                offenders.append(f"{path.relative_to(PACKAGE)}: {pattern}")
    assert not offenders, offenders


# ---------------------------------------------------------------------- layers and circles


def module_name(path: Path) -> str:
    """``truco_desktop/ui/controllers/session.py`` -> ``truco_desktop.ui.controllers.session``
    (a package: its name)."""
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES: dict[str, Path] = {module_name(p): p for p in PACKAGE.rglob("*.py")}


def package_imports(name: str) -> set[str]:
    """The package's modules that module ``name`` imports, wherever the import stands.

    Imports inside functions count, and so do those under ``if TYPE_CHECKING:``: both
    are dependencies a reader must follow. ``from a.b import c`` names the module
    ``a.b.c`` when that is a module, else ``a.b``; a parent package is not counted for
    importing its child (every import of a submodule runs its package first).
    """
    path = MODULES[name]
    is_package = path.name == "__init__.py"
    found: set[str] = set()

    def nearest_module(dotted: str) -> str | None:
        while dotted and dotted not in MODULES:
            dotted = dotted.rpartition(".")[0]
        return dotted or None

    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                target = nearest_module(alias.name)
                if target is not None:
                    found.add(target)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_package else name.split(".")[:-1]
                base = base[: len(base) - (node.level - 1)]
                source = ".".join([*base, *([node.module] if node.module else [])])
            else:
                source = node.module or ""
            if source.split(".")[0] != PACKAGE.name:
                continue
            for alias in node.names:
                full = f"{source}.{alias.name}"
                target = full if full in MODULES else nearest_module(source)
                if target is not None:
                    found.add(target)
    found.discard(name)
    return found


def import_graph() -> dict[str, set[str]]:
    return {name: package_imports(name) for name in MODULES}


def circles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The import circles: each set of modules that reach one another (Tarjan's strongly
    connected components with more than one module), found without recursion."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                members = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    members.add(member)
                    if member == node:
                        break
                if len(members) > 1:
                    found.append(frozenset(members))
    return found


#: Circles known when this check was written, each with the area that owns removing it.
#: An entry must match its circle exactly: a circle that grows, or a new one, fails; so
#: does an entry whose circle is gone (delete it then).
KNOWN_CIRCLES: dict[frozenset[str], str] = {}


def test_the_circle_check_finds_circles() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e2"}, "e2": {"e"}, "f": set()}
    assert sorted(sorted(c) for c in circles(graph)) == [["a", "b", "c"], ["e", "e2"]]


def test_the_import_graph_sees_imports_in_functions_and_type_checking() -> None:
    graph = import_graph()
    # ``from ..signs_controller import SignsController`` inside a method, and under
    # TYPE_CHECKING in the other direction.
    signs = "truco_desktop.ui.controllers.signs_controller"
    assert signs in graph["truco_desktop.ui.widgets.table_widget"]
    # ``from . import legality, transitions``: modules named by a from-import.
    assert "truco_desktop.engine.legality" in graph["truco_desktop.engine.hand"]


def test_no_two_modules_import_each_other() -> None:
    found = set(circles(import_graph()))
    unexpected = sorted(sorted(c) for c in found - set(KNOWN_CIRCLES))
    assert not unexpected, f"import circles: {unexpected}"
    gone = sorted(owner for circle, owner in KNOWN_CIRCLES.items() if circle not in found)
    assert not gone, f"these circles are gone: delete their KNOWN_CIRCLES entries: {gone}"


def test_ui_is_imported_only_by_the_app_around_it() -> None:
    """Nothing below the interface imports it: not the application layer, the engine,
    the bots, the storage, the señas or the referee."""
    below = ("play", "engine", "bots", "storage", "signs", "server")
    offenders = []
    for name, imported in import_graph().items():
        relative = MODULES[name].relative_to(PACKAGE)
        if relative.parts[0] in below or relative == Path("referee.py"):
            offenders += [f"{name} -> {m}" for m in imported if m.startswith("truco_desktop.ui")]
    assert not offenders, offenders


def test_play_imports_no_qt_and_no_ui() -> None:
    offenders = []
    for path in (PACKAGE / "play").rglob("*.py"):
        qt = {r for r in imported_roots(path) if r.startswith(("PySide", "shiboken"))}
        ui = {m for m in package_imports(module_name(path)) if m.startswith("truco_desktop.ui")}
        if qt or ui:
            offenders.append(f"{path.relative_to(PACKAGE)}: {sorted(qt | ui)}")
    assert not offenders, offenders
    # Nor through the modules it imports: everything play/ reaches stays free of Qt.
    graph = import_graph()
    reached: set[str] = set()
    todo = [module_name(p) for p in (PACKAGE / "play").rglob("*.py")]
    while todo:
        name = todo.pop()
        if name not in reached:
            reached.add(name)
            todo.extend(graph[name])
    with_qt = sorted(
        n for n in reached if any(r.startswith("PySide") for r in imported_roots(MODULES[n]))
    )
    assert not with_qt, with_qt


def test_server_imports_no_qt_and_no_ui() -> None:
    """The leaderboard server (issue 21) replays with the engine, the bots and the play
    layer: nothing it imports, directly or through another module, is Qt or ``ui/``."""
    graph = import_graph()
    start = [module_name(p) for p in (PACKAGE / "server").rglob("*.py")]
    assert start, "truco_desktop/server/ is missing"
    reached: set[str] = set()
    todo = list(start)
    while todo:
        name = todo.pop()
        if name not in reached:
            reached.add(name)
            todo.extend(graph[name])
    offenders = sorted(
        name
        for name in reached
        if name.startswith("truco_desktop.ui")
        or any(r.startswith(("PySide", "shiboken")) for r in imported_roots(MODULES[name]))
    )
    assert not offenders, offenders


# ---------------------------------------------------------------------- one owner per fact


def test_the_layers_below_the_interface_point_only_down() -> None:
    """Issue 29's guards: storage keeps plain values (no engine), the network and the
    server know no interface, and the server never reads the desktop's stored
    preferences (renaming a menu preference must not break the leaderboard)."""
    graph = import_graph()
    offenders = []
    for module, deps in sorted(graph.items()):
        layer = module.split(".")[1] if "." in module else ""
        forbidden: tuple[str, ...] = ()
        if layer == "storage":
            forbidden = ("truco_desktop.engine", "truco_desktop.ui", "truco_desktop.play")
        elif layer == "net":
            forbidden = ("truco_desktop.ui",)
        elif layer == "server":
            forbidden = ("truco_desktop.ui", "truco_desktop.storage")
        offenders += [f"{module} -> {d}" for d in sorted(deps) if d.startswith(forbidden)]
    assert not offenders, offenders


def test_the_tables_policy_is_written_once() -> None:
    """The partner's answer that waits for a person, the bot fallback and the laying
    of a hand's señas each have one definition (play/, signs/), and the interface asks
    the play layer for views instead of projecting the hand itself."""
    definitions: dict[str, list[str]] = {
        "def partner_answer_waits": [],
        "def holds_unsung_flor": [],
        "def fallback": [],
        "HandSigns(": [],
    }
    for path in PACKAGE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for needle, found in definitions.items():
            if needle in text:
                found.append(str(path.relative_to(PACKAGE)))
    assert definitions["def partner_answer_waits"] == ["play/team.py"]
    assert definitions["def holds_unsung_flor"] == ["play/team.py"]
    assert definitions["def fallback"] == ["play/computer.py"]
    assert definitions["HandSigns("] == ["signs/table.py"]
    in_ui = [
        str(p.relative_to(PACKAGE))
        for p in (PACKAGE / "ui").rglob("*.py")
        if "view_for(" in p.read_text(encoding="utf-8")
    ]
    assert not in_ui, in_ui


def reached_from(folder: str) -> set[str]:
    """Every module of the package that ``folder``'s modules import, directly or not."""
    graph = import_graph()
    reached: set[str] = set()
    todo = [module_name(p) for p in (PACKAGE / folder).rglob("*.py")]
    while todo:
        name = todo.pop()
        if name not in reached:
            reached.add(name)
            todo.extend(graph[name])
    return reached


def test_the_network_layer_reaches_no_qt_and_no_interface() -> None:
    """``net/`` (the host, the wire, the table's server side) runs in the club server and
    in tools: nothing it imports, directly or through another module, is Qt or ``ui/``."""
    offenders = sorted(
        name
        for name in reached_from("net")
        if name.startswith("truco_desktop.ui")
        or any(r.startswith(("PySide", "shiboken")) for r in imported_roots(MODULES[name]))
    )
    assert not offenders, offenders


def test_storage_reaches_no_rules() -> None:
    """Storage keeps plain values: it reaches neither the engine nor the play layer,
    even through another module (which values are valid is asked of the engine through
    ``play.rules``)."""
    offenders = sorted(
        name
        for name in reached_from("storage")
        if name.startswith(("truco_desktop.engine", "truco_desktop.play", "truco_desktop.ui"))
    )
    assert not offenders, offenders


VARIANT_NAMES = ("argentino", "mineiro", "paulista")


def test_variant_names_are_written_in_the_engine_and_the_presentation_table_only() -> None:
    """Issue 29's done-when: outside ``engine/`` a variant's name appears as a literal in
    one file, the presentation table (``ui/words/presentation.py``)."""
    quoted = [f'"{n}"' for n in VARIANT_NAMES] + [f"'{n}'" for n in VARIANT_NAMES]
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        relative = path.relative_to(PACKAGE)
        if relative.parts[0] == "engine" or relative == Path("ui/words/presentation.py"):
            continue
        text = path.read_text(encoding="utf-8")
        offenders += [f"{relative}: {q}" for q in quoted if q in text]
    assert not offenders, offenders


def test_no_interface_module_is_over_600_lines_and_none_replays_the_engine() -> None:
    """Rooms a newcomer can find (issue 29 item 4), and an interface that renders what
    the play layer hands it: no ``engine.hand`` in ``ui/`` (replays come from
    ``play.history``)."""
    long = []
    hand = []
    for path in (PACKAGE / "ui").rglob("*.py"):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > 600:
            long.append(f"{path.relative_to(PACKAGE)} ({lines} lines)")
        if "truco_desktop.engine.hand" in package_imports(module_name(path)):
            hand.append(str(path.relative_to(PACKAGE)))
    assert not long, long
    assert not hand, hand


def test_the_interface_renders_a_table_state_not_the_engines_match() -> None:
    """Issue 29 item 3: the table and its controllers read the play layer's frozen
    ``TableState`` (``model.state``). No module of ``ui/`` reads a ``.match`` (the engine's
    ``Match``, or an imitation of it) or imports ``engine.match``, or the ``Match`` and
    ``Hand`` classes from the engine."""
    offenders = []
    for path in (PACKAGE / "ui").rglob("*.py"):
        relative = str(path.relative_to(PACKAGE))
        name = module_name(path)
        if {"truco_desktop.engine.match", "truco_desktop.engine.hand"} & package_imports(name):
            offenders.append(f"{relative}: imports engine.match or engine.hand")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr == "match":
                offenders.append(f"{relative}:{node.lineno}: .match")
            elif isinstance(node, ast.ImportFrom) and "engine" in (node.module or ""):
                held = {a.name for a in node.names} & {"Match", "Hand"}
                offenders += [f"{relative}:{node.lineno}: imports {n}" for n in sorted(held)]
    assert not offenders, offenders


def test_ui_has_no_loose_modules() -> None:
    """Issue 29 item 4: every module of ``ui/`` stands in the folder of its kind (words,
    controllers, models, network, audio, table, widgets), none loose at its root."""
    loose = sorted(p.name for p in (PACKAGE / "ui").glob("*.py") if p.name != "__init__.py")
    assert not loose, loose
