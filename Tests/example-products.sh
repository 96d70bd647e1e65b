#!/usr/bin/env bash
# The example programs' product names, one per folder of Examples/ (CardRow is
# example-card-row), one per line, as Package.swift names them.
for folder in "$(dirname "${BASH_SOURCE[0]}")"/../Examples/*/; do
    name=$(basename "$folder")
    echo "example-$(sed -E 's/([a-z0-9])([A-Z])/\1-\2/g' <<<"$name" | tr '[:upper:]' '[:lower:]')"
done
