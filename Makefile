# Two commands on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV   ?= .venv
BIN     = $(VENV)/bin
STAMP   = $(VENV)/.installed
# A player's install: the game and its sound only (no test, dev, dist or server tools).
PLAY    = $(VENV)/.installed-play

.PHONY: run test lint typecheck bench referee-examples clean dist bench-bundle \
	translations-extract translations-compile

$(STAMP): pyproject.toml constraints.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -c constraints.txt -e '.[test,dev,dist,sound,server]'
	touch $(STAMP) $(PLAY)

# The game runs from this checkout: only its dependencies (pyproject.toml's, and the
# sound's) are installed, with no build of the package itself (half the time).
$(PLAY): pyproject.toml constraints.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -c 'import tomllib; p = tomllib.load(open("pyproject.toml", "rb"))["project"]; print("\n".join(p["dependencies"] + p["optional-dependencies"]["sound"]))' > $(VENV)/play-requirements.txt
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -c constraints.txt -r $(VENV)/play-requirements.txt
	touch $(PLAY)

run: $(PLAY)
	$(BIN)/python -m truco_desktop

test: $(STAMP)
	$(BIN)/ruff check truco_desktop tests benchmarks scripts packaging setup.py
	$(BIN)/mypy
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest
	$(BIN)/python scripts/uncovered_rules.py

lint: $(STAMP)
	$(BIN)/ruff check truco_desktop tests benchmarks scripts packaging setup.py

typecheck: $(STAMP)
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python benchmarks/engine_speed.py

referee-examples: $(STAMP)
	$(BIN)/python tests/data/run_cases.py tests/data/referee-examples.jsonl --referee "$(BIN)/truco-referee"

translations-extract: $(STAMP)
	$(BIN)/python scripts/translations.py extract

translations-compile: $(STAMP)
	$(BIN)/python scripts/translations.py compile

dist: $(STAMP)
	PYTHON=$(BIN)/python packaging/build_linux.sh

bench-bundle: dist
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/bundle.py

clean:
	rm -rf $(VENV) build dist *.egg-info
