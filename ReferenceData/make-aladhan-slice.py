#!/usr/bin/env python3
"""Derive ReferenceData/aladhan/ from ../shared/reference (run from the repo root).

Keeps every recorded response, and from each engine grid file the rows of 12 places on 4 dates
(every Ramadan-window day for those places), dropping only keys the tests do not read
(timingsFloat, set, rowid). Row values are copied unchanged.
"""
import gzip, json, os, shutil, sys

SHARED = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "reference")
OUT = os.path.join(os.path.dirname(__file__), "aladhan")
PLACES = {"Makkah", "Cairo", "Jakarta", "Casablanca", "London", "Albertslund", "Moscow", "Reykjavik",
          "Tromso", "Longyearbyen", "New York", "Sydney"}
DATES = {"2026-01-01", "2026-03-15", "2026-06-15", "2026-09-15"}
DROP = {"timingsFloat", "set", "rowid"}


def rows(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        for line in f:
            if line.strip():
                yield json.loads(line)


def main():
    os.makedirs(OUT, exist_ok=True)
    shutil.copyfile(os.path.join(SHARED, "aladhan-recorded", "recorded.jsonl"), os.path.join(OUT, "recorded.jsonl"))
    engine = os.path.join(SHARED, "aladhan-engine")
    for name in sorted(os.listdir(engine)):
        if not name.endswith(".jsonl.gz"):
            continue
        stem = name[: -len(".jsonl.gz")]
        every_day = stem == "ramadanWindow"
        kept = 0
        with open(os.path.join(OUT, stem + ".jsonl"), "w", encoding="utf-8") as out:
            for r in rows(os.path.join(engine, name)):
                if r["location"] in PLACES and (every_day or r["date"] in DATES):
                    out.write(json.dumps({k: v for k, v in r.items() if k not in DROP}, ensure_ascii=False,
                                         separators=(",", ":")) + "\n")
                    kept += 1
        print(stem, kept, file=sys.stderr)


if __name__ == "__main__":
    main()
