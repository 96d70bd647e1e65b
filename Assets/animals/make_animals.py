#!/usr/bin/env python3
"""Renders the animal pictures of Noto Color Emoji to PNG files, once.

Needs Debian's fonts-noto-color-emoji and Pillow (pip install pillow).
Run from anywhere: python3 Assets/animals/make_animals.py
Writes one <name>.png per animal (320x320, transparent background) beside this
script; the demo shows the file name (dashes as spaces) as the caption.
"""
from pathlib import Path
from PIL import Image, ImageDraw, ImageFont

FONT = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
SIZE = 320
ANIMALS = {
    "dog": "\U0001F436", "cat": "\U0001F431", "mouse": "\U0001F42D", "hamster": "\U0001F439",
    "rabbit": "\U0001F430", "fox": "\U0001F98A", "bear": "\U0001F43B", "panda": "\U0001F43C",
    "koala": "\U0001F428", "tiger": "\U0001F42F", "lion": "\U0001F981", "cow": "\U0001F42E",
    "pig": "\U0001F437", "frog": "\U0001F438", "monkey": "\U0001F435", "chicken": "\U0001F414",
    "penguin": "\U0001F427", "bird": "\U0001F426", "chick": "\U0001F424", "duck": "\U0001F986",
    "eagle": "\U0001F985", "owl": "\U0001F989", "bat": "\U0001F987", "wolf": "\U0001F43A",
    "boar": "\U0001F417", "horse": "\U0001F434", "unicorn": "\U0001F984", "honeybee": "\U0001F41D",
    "caterpillar": "\U0001F41B", "butterfly": "\U0001F98B", "snail": "\U0001F40C",
    "lady-beetle": "\U0001F41E", "turtle": "\U0001F422", "snake": "\U0001F40D", "lizard": "\U0001F98E",
    "octopus": "\U0001F419", "squid": "\U0001F991", "crab": "\U0001F980", "tropical-fish": "\U0001F420",
    "dolphin": "\U0001F42C", "whale": "\U0001F433", "shark": "\U0001F988", "crocodile": "\U0001F40A",
    "elephant": "\U0001F418", "giraffe": "\U0001F992", "zebra": "\U0001F993", "kangaroo": "\U0001F998",
    "hedgehog": "\U0001F994", "flamingo": "\U0001F9A9", "sloth": "\U0001F9A5",
}


def render(emoji: str) -> Image.Image:
    font = ImageFont.truetype(FONT, 109)  # the one size of the colour bitmaps
    canvas = Image.new("RGBA", (160, 160), (0, 0, 0, 0))
    ImageDraw.Draw(canvas).text((80, 80), emoji, font=font, embedded_color=True, anchor="mm")
    box = canvas.getbbox()
    glyph = canvas.crop(box)
    scale = (SIZE - 16) / max(glyph.size)
    glyph = glyph.resize((round(glyph.width * scale), round(glyph.height * scale)), Image.LANCZOS)
    out = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    out.paste(glyph, ((SIZE - glyph.width) // 2, (SIZE - glyph.height) // 2), glyph)
    return out


def main() -> None:
    here = Path(__file__).resolve().parent
    for name, emoji in ANIMALS.items():
        render(emoji).save(here / f"{name}.png", optimize=True)
    print(f"wrote {len(ANIMALS)} animals to {here}")


if __name__ == "__main__":
    main()
