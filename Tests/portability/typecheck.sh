#!/usr/bin/env bash
# Compiles the library products (ScrollPhysics, InfiniteScrolling, ScrollViews,
# ScrollViewsSDL) and the example programs the way macOS and Windows would, as far
# as this Linux machine can: each source copied with the Linux branches turned off
# (canImport(Glibc), canImport(Musl) and os(Linux) made false), against
#  - windows: a stub `ucrt` module that declares only the C standard library's
#    functions Windows' universal C runtime has (no POSIX: no open, mmap, write),
#    and without the X11 module (CX11EventTime), as on Windows;
#  - darwin: a stub `Darwin` module (re-exporting Glibc: Darwin is POSIX), also
#    without the X11 module.
# What it cannot tell: the real SDK's declarations (ucrt's exact names, Darwin's
# struct fields), and anything CSDL itself exports (it re-exports the C library its
# SDL headers include, which here is glibc's).
# Usage: Tests/portability/typecheck.sh [windows|darwin]...   (default: both)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/stubs/ucrt" "$work/stubs/Darwin"
cat > "$work/stubs/ucrt/module.modulemap" <<'MAP'
module ucrt [system] {
    header "ucrt.h"
    export *
}
MAP
# ISO C's <math.h>, <stdlib.h>, <string.h> and <stdio.h> functions (a subset of what
# ucrt declares), declared here so that no glibc header (and its POSIX) comes with them.
cat > "$work/stubs/ucrt/ucrt.h" <<'HEADER'
double exp(double); double exp2(double); double expm1(double); double log(double); double log2(double);
double log10(double); double log1p(double); double pow(double, double); double sqrt(double); double cbrt(double);
double hypot(double, double); double sin(double); double cos(double); double tan(double); double asin(double);
double acos(double); double atan(double); double atan2(double, double); double sinh(double); double cosh(double);
double tanh(double); double floor(double); double ceil(double); double round(double); double trunc(double);
double fabs(double); double fmod(double, double); double copysign(double, double); double fmin(double, double);
double fmax(double, double); double nextafter(double, double);
float expf(float); float logf(float); float powf(float, float); float sqrtf(float); float hypotf(float, float);
typedef __SIZE_TYPE__ size_t;
size_t strlen(const char *); char *strerror(int); void *memcpy(void *, const void *, size_t);
void *memset(void *, int, size_t); void *malloc(size_t); void free(void *); char *getenv(const char *);
_Noreturn void exit(int); _Noreturn void abort(void);
HEADER
mkdir -p "$work/darwin-src"
printf '@_exported import Glibc\n' > "$work/darwin-src/Darwin.swift"
swiftc -emit-module -module-name Darwin -parse-as-library "$work/darwin-src/Darwin.swift" \
    -emit-module-path "$work/stubs/Darwin/Darwin.swiftmodule" 2>&1

# Copies $1's Swift files into $2 with the Linux branches off (and Darwin's too for windows).
rewrite() {
    local from=$1 to=$2 platform=$3 file
    mkdir -p "$to"
    while IFS= read -r -d '' file; do
        local out="$to/${file#"$from"/}"
        mkdir -p "$(dirname "$out")"
        sed -e 's/canImport(Glibc)/false/g' -e 's/canImport(Musl)/false/g' -e 's/os(Linux)/false/g' \
            $([ "$platform" = windows ] && echo "-e s/canImport(Darwin)/false/g") "$file" > "$out"
    done < <(find "$from" -name '*.swift' -print0)
}

check() {
    local platform=$1 out="$work/$1/modules" module
    mkdir -p "$out"
    local common=(-swift-version 6 -package-name Endless -parse-as-library -I "$work/stubs" -I "$out"
                  -I "$root/Sources/CSDL" -module-cache-path "$work/cache")
    for module in ScrollPhysics InfiniteScrolling ScrollViews ScrollViewsSDL; do
        rewrite "$root/Sources/$module" "$work/$platform/src/$module" "$platform"
        local files=()
        while IFS= read -r -d '' f; do files+=("$f"); done < <(find "$work/$platform/src/$module" -name '*.swift' -print0)
        swiftc -emit-module -module-name "$module" "${common[@]}" -emit-module-path "$out/$module.swiftmodule" \
            "${files[@]}" 2>&1
        echo "$platform: $module compiles (${#files[@]} files)"
    done
    local example
    for example in "$root"/Examples/*; do
        # Pictures is declared on Linux alone so far: its examples are Linux's.
        grep -q '^import PicturesSDL' "$example"/*.swift && continue
        rewrite "$example" "$work/$platform/examples/$(basename "$example")" "$platform"
        swiftc -typecheck -module-name example -swift-version 6 -I "$work/stubs" -I "$out" -I "$root/Sources/CSDL" \
            -module-cache-path "$work/cache" "$work/$platform/examples/$(basename "$example")"/*.swift 2>&1
        echo "$platform: example $(basename "$example") compiles"
    done
}

platforms=("$@")
[ "${#platforms[@]}" -eq 0 ] && platforms=(windows darwin)
for platform in "${platforms[@]}"; do
    case "$platform" in
        windows|darwin) check "$platform" ;;
        *) echo "typecheck.sh: unknown platform $platform (windows or darwin)" >&2; exit 2 ;;
    esac
done
# What Linux's compiler cannot see: APIs that need a newer macOS than the manifest declares.
bash "$root/Tests/portability/availability.sh" 2>&1
