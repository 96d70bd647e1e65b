#!/usr/bin/env bash
# Builds the C library: OUT/libendless.a (ScrollPhysics and InfiniteScrolling compiled
# as Embedded Swift, with no Swift runtime to link, and its C functions, Sources/*.swift)
# and OUT/include/endless.h. OUT defaults to .build/c. Run by ./run.sh c-library.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=${1:-.build/c}
rm -rf "$out/objects"
mkdir -p "$out/include" "$out/objects"
triple="$(uname -m)-unknown-linux-gnu"
mapfile -t physics < <(find Sources/ScrollPhysics Sources/InfiniteScrolling -name '*.swift' | sort)
# InfiniteScrolling's files import ScrollPhysics, which is here the same module as they:
# an empty module of that name answers the import.
echo "" > "$out/objects/empty.swift"
swiftc -target "$triple" -enable-experimental-feature Embedded -wmo -parse-as-library -module-name ScrollPhysics \
    -emit-module -emit-module-path "$out/objects/ScrollPhysics.swiftmodule" "$out/objects/empty.swift"
# One module of the physics, the models of InfiniteScrolling and the C functions, each
# function in a section of its own (a program's linker keeps only what it calls).
swiftc -target "$triple" -enable-experimental-feature Embedded -enable-experimental-feature Extern \
    -wmo -parse-as-library -module-name Endless -package-name endless -O -I "$out/objects" \
    -Xfrontend -function-sections -Xcc -fPIC \
    -c "${physics[@]}" CLibrary/Sources/*.swift -o "$out/objects/endless.o"
# Only what the C functions reach, in one object whose only global symbols are theirs:
# no Swift symbol to clash with another library's, nothing of Swift's left undefined
# (what the physics does not call — the String comparisons of the axis state's
# names among it — goes).
nm "$out/objects/endless.o" | awk '/ T endless_/ { print $3 }' > "$out/objects/exported.txt"
ld -r --gc-sections $(sed 's/^/-u /' "$out/objects/exported.txt") "$out/objects/endless.o" -o "$out/objects/reached.o"
objcopy --strip-unneeded --keep-global-symbols="$out/objects/exported.txt" "$out/objects/reached.o" "$out/objects/libendless.o"
rm -f "$out/libendless.a"
ar rcs "$out/libendless.a" "$out/objects/libendless.o"
cp CLibrary/include/endless.h "$out/include/endless.h"
echo "$out/libendless.a ($(stat -c %s "$out/libendless.a") bytes), $out/include/endless.h"
