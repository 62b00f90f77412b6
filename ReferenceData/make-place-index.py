#!/usr/bin/env python3
"""Writes Sources/MiqatPlaces/Resources/name-index.tsv (run from the repo root, ../shared beside it).

The index of the shipped places by name: one line `folded name<TAB>byte offset of the place's line in
Sources/MiqatPlaces/Resources/cities15000.tsv` (`+offset` for another name than the place's own), sorted by the name's UTF-8 bytes and then by offset (the cities
file lists the largest places first, so equal names come largest first). A look-up bisects it in place and
reads only the lines of the places it finds: nothing is parsed or folded when the command starts.

Names: each place's own name, and GeoNames' other names of the places of 100,000 people or more (5,729
places) in Latin and Arabic script (a spelling, a transliteration, the Arabic name: "Mecca", "Madina",
"København", "مكة", "المدينة المنورة"), at most 40 characters, leaving out those that fold to the place's own
name. All folded as `Gazetteer.fold` folds (PlacesIndexTests checks every own name against it). Left out:
the other scripts (Cyrillic, Greek, Hebrew, CJK, Indic, …) and the other names of places under 100,000
people (the full file is 4.7 MB for 27,697 places): a look-up by another name reaches the larger places,
which are the ones asked for by other names.

Also Sources/MiqatPlaces/Resources/coordinates.bin: each place's latitude and longitude in units of 1e-5 degree
and its line's offset, three little-endian Int32s a place in the file's order (408 KB), which the look-up from
coordinates scans in a fraction of a millisecond where parsing the cities file's text took several.
"""
import os, struct, sys, unicodedata

SRC = "../shared/reference/cities"
CITIES = "Sources/MiqatPlaces/Resources/cities15000.tsv"
OUT = "Sources/MiqatPlaces/Resources/name-index.tsv"
COORDINATES = "Sources/MiqatPlaces/Resources/coordinates.bin"
MIN_POPULATION = 100_000


def script(name):
    for c in name:
        if c.isalpha():
            return unicodedata.name(c, "").split(" ")[0]
    return ""


SPECIAL = {"ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "ł": "l", "đ": "d", "ı": "i", "þ": "th", "ð": "d", "ħ": "h",
           "ŧ": "t", "ŋ": "n", "ĸ": "k", "ſ": "s"}
APOSTROPHES = {"'", "\u2018", "\u2019", "\u02bb", "\u02bc", "\u02bf"}
ALEFS = {"\u0622", "\u0623", "\u0625", "\u0671"}


def fold(s):
    """Gazetteer.fold of Sources/MiqatPlaces/PlaceSearch.swift, written out in Python: the file ships names
    already folded, so the look-up reads them without folding 50,000 names at run time."""
    out = []
    for ch in s:
        o = ord(ch)
        if ch in APOSTROPHES or 0x300 <= o <= 0x36F or 0x64B <= o <= 0x65F or o in (0x670, 0x640):
            continue
        if ch == "-":
            out.append(" ")
        elif ch in ALEFS:
            out.append("\u0627")
        elif o < 0x80:
            out.append(ch.lower())
        elif 0xC0 <= o < 0x250 or 0x1E00 <= o < 0x1F00:
            low = ch.lower()
            base = SPECIAL.get(low) or "".join(c for c in unicodedata.normalize("NFD", low) if unicodedata.category(c) != "Mn")
            out.append(base if base.isascii() and base else low)
        else:
            out.append(ch.lower())
    return "".join(out).strip(" ")


def main():
    if not os.path.isdir(SRC):
        sys.exit(f"{SRC} not found: run from the repository root with ../shared beside it")
    data = open(CITIES, "rb").read()
    entries, places, offset, coordinates = [], {}, 0, bytearray()
    for k, raw in enumerate(data.split(b"\n")):
        f = raw.decode("utf-8").split("\t")
        if k > 0 and len(f) >= 8:
            places[f[0]] = (f[1], int(f[7]), offset)
            entries.append((fold(f[1]), offset, ""))
            coordinates += struct.pack("<iii", round(float(f[4]) * 1e5), round(float(f[5]) * 1e5), offset)
        offset += len(raw) + 1
    others = 0
    for line in open(os.path.join(SRC, "alternatenames.tsv"), encoding="utf-8").read().split("\n")[1:]:
        f = line.split("\t")
        if len(f) != 2 or f[0] not in places or places[f[0]][1] < MIN_POPULATION:
            continue
        name, _, at = places[f[0]]
        seen = {fold(name)}
        for n in f[1].split("|"):
            if script(n) in ("LATIN", "ARABIC") and len(n) <= 40 and fold(n) and fold(n) not in seen:
                seen.add(fold(n))
                entries.append((fold(n), at, "+"))
                others += 1
    entries = [e for e in entries if e[0] and "\t" not in e[0] and "\n" not in e[0]]
    entries.sort(key=lambda e: (e[0].encode("utf-8"), e[1]))
    open(OUT, "w", encoding="utf-8").write("".join(f"{n}\t{mark}{o}\n" for n, o, mark in entries))
    open(COORDINATES, "wb").write(coordinates)
    print(f"wrote {COORDINATES}: {len(coordinates) // 12} places, {len(coordinates)} bytes")
    print(f"wrote {OUT}: {len(entries)} names ({others} other names), {os.path.getsize(OUT)} bytes")


if __name__ == "__main__":
    main()
