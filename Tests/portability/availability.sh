#!/usr/bin/env bash
# The availability check that compiling on Linux cannot make: Swift on Linux has
# no OS versions, so a library API that needs a newer macOS than the manifest
# declares (Synchronization's Atomic needs macOS 15) compiles here and fails on
# a Mac. This lists every use, in the library products and the examples, of the
# standard library's APIs that need more than the macOS the manifest declares
# (SwiftPM's default, 10.13, when it names none) and fails when there is one.
# Usage: Tests/portability/availability.sh [FOLDER...]   (default: the libraries and examples)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
folders=("$@")
[ "${#folders[@]}" -eq 0 ] && folders=("$root"/Sources/{ScrollPhysics,InfiniteScrolling,ScrollViews,ScrollViewsSDL} "$root/Examples")

# The manifest's macOS, as major.minor ("10.13" when it declares none).
declared=$(grep -oE '\.macOS\(\.v[0-9_]+\)' "$root/Package.swift" | head -n1 | sed -E 's/.*\.v([0-9_]+)\)/\1/; s/_/./' || true)
declared=${declared:-10.13}

# What needs which macOS: an extended regular expression, the version, the API (% between).
table=(
    '\bimport +Synchronization\b%15.0%the Synchronization module'
    '\b(Atomic|Mutex|WordPair)<%15.0%Synchronization'"'"'s Atomic and Mutex'
    '\b(U?Int128)\b%15.0%Int128 and UInt128'
    'String\(validating:%15.0%String(validating:)'
    '\b(InlineArray|(Mutable)?(Raw)?Span|UTF8Span)\b%26.0%InlineArray and Span'
    '\b(Duration|ContinuousClock|SuspendingClock)\b%13.0%Duration and the clocks'
    '\bRegex\b|#/%13.0%Regex'
    '\b(async|await|Task|actor)\b%10.15%concurrency'
)

newer() { [ "$(printf '%s\n%s\n' "$1" "$2" | sort -V | tail -n1)" = "$1" ] && [ "$1" != "$2" ]; }

found=0
for row in "${table[@]}"; do
    IFS='%' read -r pattern version what <<<"$row"
    newer "$version" "$declared" || continue
    # Comments are not code: lines whose first characters are // are left out.
    while IFS= read -r hit; do
        echo "availability: $hit — $what needs macOS $version, the manifest allows macOS $declared" >&2
        found=1
    done < <(grep -rnE --include='*.swift' "$pattern" "${folders[@]}" | grep -vE '^[^:]+:[0-9]+: *//' || true)
done
[ "$found" = 0 ] || exit 1
echo "availability: nothing needs more than macOS $declared"
