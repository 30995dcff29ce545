#!/usr/bin/env python3
"""Puts the UI tests' traces into the simulator's parity run.

    python3 Tests/ParityHostUITests/merge-gesture-traces.py parity-traces

reads <folder>/ios.json (the run of the ParityHostTests unit tests, in which the scenarios
that reach a back tap, a swipe or a tab tap stop there, skipped) and every
<folder>/gestures/<scenario>.json (a run of that one scenario, written by the host app while
ParityHostUITests made its gestures), and writes <folder>/ios.json again with each such
scenario's trace replaced by the UI test's. The run without them is kept as
<folder>/ios-without-gestures.json. Only the parity JSON format ("wayfinder-parity/1",
Sources/WayfinderParity/ParityRun.swift) is read and written; `wayfinder diff` compares the
result with the HeadlessUIKit run.
"""
import json
import pathlib
import sys

FORMAT = "wayfinder-parity/1"


def load(path):
    run = json.loads(path.read_text(encoding="utf-8"))
    if run.get("format") != FORMAT:
        sys.exit(f"{path}: not a parity run (format {run.get('format')!r}, expected {FORMAT!r})")
    return run


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    folder = pathlib.Path(sys.argv[1])
    ios_path = folder / "ios.json"
    ios = load(ios_path)
    gestures = {}
    for path in sorted((folder / "gestures").glob("*.json")):
        for trace in load(path)["scenarios"]:
            gestures[trace["name"]] = trace
    names = {trace["name"] for trace in ios["scenarios"]}
    unknown = sorted(set(gestures) - names)
    if unknown:
        sys.exit(f"gesture traces of scenarios ios.json does not have: {', '.join(unknown)}")
    (folder / "ios-without-gestures.json").write_text(
        ios_path.read_text(encoding="utf-8"), encoding="utf-8")
    ios["scenarios"] = [gestures.get(trace["name"], trace) for trace in ios["scenarios"]]
    ios_path.write_text(
        json.dumps(ios, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"ios.json: {len(gestures)} of {len(names)} scenarios from the UI tests")


if __name__ == "__main__":
    main()
