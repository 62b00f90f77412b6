#!/usr/bin/env python3
"""Writes Sources/MiqatPlaces/Resources/other-names.tsv from ../shared/reference/cities (run from the repo root).

What is shipped, and why: GeoNames' other names of the places of 100,000 people or more (5,729 places), in
Latin and Arabic script (a spelling, a transliteration, the Arabic name: "Mecca", "Madina", "København",
"مكة", "المدينة المنورة"), at most 40 characters, folded as `Gazetteer.fold` folds (so nothing is folded at run
time), leaving out names that fold to the place's own name. About 0.8 MB. Left out: the other scripts (Cyrillic, Greek, Hebrew, CJK, Indic, …) and the places under 100,000
people (the full file is 4.7 MB for 27,697 places): a look-up by another name reaches the larger places,
which are the ones asked for by other names.
"""
import os, sys, unicodedata

SRC = "../shared/reference/cities"
OUT = "Sources/MiqatPlaces/Resources/other-names.tsv"
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
    places = {}
    for line in open(os.path.join(SRC, "cities15000.tsv"), encoding="utf-8").read().split("\n")[1:]:
        f = line.split("\t")
        if len(f) >= 8:
            places[f[0]] = (f[1], int(f[7]))
    out = ["geonameid\talternatenames"]
    for line in open(os.path.join(SRC, "alternatenames.tsv"), encoding="utf-8").read().split("\n")[1:]:
        f = line.split("\t")
        if len(f) != 2 or f[0] not in places or places[f[0]][1] < MIN_POPULATION:
            continue
        own = fold(places[f[0]][0])
        seen, keep = {own}, []
        for n in f[1].split("|"):
            if script(n) in ("LATIN", "ARABIC") and len(n) <= 40 and fold(n) not in seen:
                seen.add(fold(n))
                keep.append(fold(n))
        if keep:
            out.append(f[0] + "\t" + "|".join(keep))
    open(OUT, "w", encoding="utf-8").write("\n".join(out) + "\n")
    print(f"wrote {OUT}: {len(out) - 1} places, {os.path.getsize(OUT)} bytes")


if __name__ == "__main__":
    main()
