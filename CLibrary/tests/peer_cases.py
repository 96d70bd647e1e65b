#!/usr/bin/env python3
"""The peers' cases as the Swift tests hold them, as plain text for the C and the
Swift programs that run them (tests/peer_cases.c, SwiftTrace.swift --peer-cases):
Flutter's recorded gestures (Tests/ScrollPhysicsTests/Data/FlutterGestures.swift),
each a line "gesture N" then one line "ms x y" an event, AOSP's velocity
tracker cases (PeerCaseTests.swift), each a line "aosp p0 p1 p2", and the
spring and fling cases of SpringTests and FlingTests: "spring D HOLD" (a pull
past the top by a finger's travel of D px, held still before the release when
HOLD is 1) and "fling S" (a drag at S px/s into the end of the content)."""
import re, sys

root = sys.argv[1] if len(sys.argv) > 1 else "."
data = open(f"{root}/Tests/ScrollPhysicsTests/Data/FlutterGestures.swift", encoding="utf-8").read()
event = r"\(([-\d.e]+), ([-\d.e]+), ([-\d.e]+)\)"
gestures = [re.findall(event, block) for block in re.findall(r"RecordedGesture\(events: \[(.*?)\], expected:", data, re.S)]
# The last one, and the last one interrupted by a pause of 40 ms after its sixth event (as the Swift data makes it).
last = re.search(r"static let last.*?= \[(.*?)\]\n", data, re.S)
if len(gestures) < 10 or not last:
    sys.exit("peer_cases.py: Flutter's gestures not found")
last = re.findall(event, last.group(1))
gestures.append(last)
gestures.append([(str(float(ms) + (40 if i >= 6 else 0)), x, y) for i, (ms, x, y) in enumerate(last)])
for index, events in enumerate(gestures):
    print(f"gesture {index}")
    for ms, x, y in events:
        print(ms, x, y)
cases = open(f"{root}/Tests/ScrollPhysicsTests/PeerCaseTests.swift", encoding="utf-8").read()
aosp = re.search(r"aospCases.*?= \[(.*?)\]\n", cases, re.S)
found = re.findall(r"\(\[([-\d., ]+)\], [-\d.]+\)", aosp.group(1)) if aosp else []
if len(found) < 5:
    sys.exit("peer_cases.py: AOSP's cases not found")
for positions in found:
    print("aosp", " ".join(p.strip() for p in positions.split(",")))
for travel, hold in [(40, 0), (640, 0), (1280, 0), (640, 1)]:
    print("spring", travel, hold)
for speed in [2000, 8000, 20000]:
    print("fling", speed)
