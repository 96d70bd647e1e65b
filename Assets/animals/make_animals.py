#!/usr/bin/env python3
"""Renders the animal pictures from EmojiOne's vector art, once.

Needs Debian's ruby-gemojione (the EmojiOne SVG files) and librsvg2-bin
(rsvg-convert); nothing else. Run from anywhere: python3 Assets/animals/make_animals.py
Writes one <name>.png per animal beside this script: SIZE x SIZE, transparent,
the animal fitted within a margin. SIZE covers the largest size the demo shows a
picture at in a 1920x1080 window (the pager's picture box is about 890 px high),
so that no bundled picture is ever enlarged. The demo shows the file name
(dashes as spaces) as the caption.
"""
import subprocess
import sys
from pathlib import Path

SIZE = 1024
MARGIN = 24
SVG = Path("/usr/share/rubygems-integration/all/gems/gemojione-3.3.0/assets/svg")
ANIMALS = {
    "dog": "1F436", "cat": "1F431", "mouse": "1F42D", "hamster": "1F439", "rabbit": "1F430",
    "fox": "1F98A", "bear": "1F43B", "panda": "1F43C", "koala": "1F428", "tiger": "1F42F",
    "lion": "1F981", "cow": "1F42E", "pig": "1F437", "frog": "1F438", "monkey": "1F435",
    "chicken": "1F414", "penguin": "1F427", "bird": "1F426", "chick": "1F424", "duck": "1F986",
    "eagle": "1F985", "owl": "1F989", "bat": "1F987", "wolf": "1F43A", "boar": "1F417",
    "horse": "1F434", "unicorn": "1F984", "honeybee": "1F41D", "caterpillar": "1F41B",
    "butterfly": "1F98B", "snail": "1F40C", "lady-beetle": "1F41E", "turtle": "1F422",
    "snake": "1F40D", "lizard": "1F98E", "octopus": "1F419", "squid": "1F991", "crab": "1F980",
    "tropical-fish": "1F420", "dolphin": "1F42C", "whale": "1F433", "shark": "1F988",
    "crocodile": "1F40A", "elephant": "1F418", "deer": "1F98C", "gorilla": "1F98D",
    "rhinoceros": "1F98F", "camel": "1F42A", "goat": "1F410", "sheep": "1F411",
}


def main() -> None:
    here = Path(__file__).resolve().parent
    if not SVG.is_dir():
        sys.exit(f"{SVG} is missing: apt-get install ruby-gemojione librsvg2-bin")
    inner = SIZE - 2 * MARGIN
    for name, code in ANIMALS.items():
        # Rendered straight at its final size from the vector art (no resampling),
        # then centred on a transparent square by rsvg-convert's own page options.
        subprocess.run(["rsvg-convert", "--width", str(inner), "--height", str(inner), "--keep-aspect-ratio",
                        "--page-width", str(SIZE), "--page-height", str(SIZE), "--left", str(MARGIN),
                        "--top", str(MARGIN), "--output", str(here / f"{name}.png"), str(SVG / f"{code}.svg")],
                       check=True)
    print(f"wrote {len(ANIMALS)} animals of {SIZE}x{SIZE} px to {here}")


if __name__ == "__main__":
    main()
