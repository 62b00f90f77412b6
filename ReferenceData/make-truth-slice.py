#!/usr/bin/env python3
"""Derive ReferenceData/truth/truth-2026-slice.jsonl from ../shared/reference/truth (run from the repo root).

Keeps the weekly rows of every place for every other week of 2026 (weeks 0, 2, 4, … from 1 January),
unchanged. The full table has every week and three places every day.
"""
import datetime, gzip, json, os

SHARED = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "reference", "truth", "truth-2026.jsonl.gz")
OUT = os.path.join(os.path.dirname(__file__), "truth", "truth-2026-slice.jsonl")

with gzip.open(SHARED, "rt", encoding="utf-8") as f, open(OUT, "w", encoding="utf-8") as out:
    kept = 0
    for line in f:
        r = json.loads(line)
        week = (datetime.date.fromisoformat(r["date"]) - datetime.date(2026, 1, 1)).days // 7
        if r.get("weekly") and week % 2 == 0:
            out.write(line if line.endswith("\n") else line + "\n")
            kept += 1
    print(kept)
