#!/usr/bin/env python3
"""Writes Sources/MiqatPlaces/Resources/other-names.tsv from ../shared/reference/cities (run from the repo root).

What is shipped, and why: GeoNames' other names of the places of 100,000 people or more (5,729 places), in
Latin and Arabic script (a spelling, a transliteration, the Arabic name: "Mecca", "Madina", "København",
"مكة", "المدينة المنورة"), at most 40 characters, leaving out names that fold to the place's own name. About
0.9 MB. Left out: the other scripts (Cyrillic, Greek, Hebrew, CJK, Indic, …) and the places under 100,000
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


def fold(s):
    s = unicodedata.normalize("NFD", s.lower())
    return "".join(c for c in s if unicodedata.category(c) != "Mn").replace("-", " ").replace("'", "").strip()


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
                keep.append(n)
        if keep:
            out.append(f[0] + "\t" + "|".join(keep))
    open(OUT, "w", encoding="utf-8").write("\n".join(out) + "\n")
    print(f"wrote {OUT}: {len(out) - 1} places, {os.path.getsize(OUT)} bytes")


if __name__ == "__main__":
    main()
