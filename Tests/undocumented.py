#!/usr/bin/env python3
"""The public symbols of the products' symbol graphs that have no doc comment.

Usage: Tests/undocumented.py GRAPH_FOLDER...   (swift symbolgraph-extract's output)
Every symbol declared in this package's Sources — protocol requirements and
enum cases too, which a line-by-line look at `public` misses — must say what it
is. Symbols the compiler makes (a conformance's defaults) are not ours to
document. Prints each one missing, and exits 1 when there is any."""
import glob, json, os, sys

missing = set()
for folder in sys.argv[1:]:
    for path in glob.glob(os.path.join(folder, "*.symbols.json")):
        with open(path, encoding="utf-8") as f:
            graph = json.load(f)
        for symbol in graph["symbols"]:
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"] or symbol.get("docComment"):
                continue
            location = symbol.get("location", {})
            uri = location.get("uri", "")
            if "/Sources/" not in uri:
                continue
            line = location.get("position", {}).get("line", 0) + 1
            missing.add(f"Sources/{uri.split('/Sources/', 1)[1]}:{line}: "
                        f"{'.'.join(symbol['pathComponents'])} ({symbol['kind']['displayName']})")
for entry in sorted(missing):
    print(f"undocumented: {entry}")
sys.exit(1 if missing else 0)
