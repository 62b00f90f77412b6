#!/usr/bin/env python3
"""Derive ReferenceData/mosques/mawaqit/ from ../shared/reference/mosques/mawaqit (run from the repo root).

The Grande Mosquee de Paris as Mawaqit serves it, from the test examples of the official `mawaqit` Python
library (Apache-2.0; its LICENSE and NOTICE are copied beside the fixture). Kept: the fields Miqat reads
(identity, place, zone, country, the calendar and Iqamah calendar whole, Jumu'a, Eid, Imsak, Hijri
adjustment, iqamaEnabled) and the screen's settings whole but for the background image's URL. Dropped:
contact details, pictures and links, facility flags, announcements and events, the day's own `times` and
`shuruq` (the calendar has them). Values are copied unchanged; only the layout is compacted (a month a line).
"""
import json, os, shutil

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.path.join(HERE, "..", "..", "shared", "reference", "mosques", "mawaqit")
OUT = os.path.join(HERE, "mosques", "mawaqit")
NAME = "grande-mosquee-de-paris"

KEPT = ["id", "uuid", "name", "label", "countryCode", "timezone", "latitude", "longitude",
        "jumua", "jumua2", "jumua3", "jumuaAsDuhr", "aidPrayerTime", "aidPrayerTime2", "aidPrayerTime3",
        "imsakNbMinBeforeFajr", "hijriAdjustment", "hijriDateForceTo30", "iqamaEnabled",
        "calendar", "iqamaCalendar"]


def dumps(value):
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def write_times(source):
    lines = []
    for key in KEPT:
        value = source[key]
        if key in ("calendar", "iqamaCalendar"):
            months = ",\n".join("    " + dumps(month) for month in value)
            lines.append(f'  "{key}": [\n{months}\n  ]')
        else:
            lines.append(f'  "{key}": {dumps(value)}')
    with open(os.path.join(OUT, NAME + ".prayer-times.json"), "w", encoding="utf-8") as f:
        f.write("{\n" + ",\n".join(lines) + "\n}\n")


def write_config(source):
    config = {k: v for k, v in source.items() if k != "backgroundUrl"}
    with open(os.path.join(OUT, NAME + ".config.json"), "w", encoding="utf-8") as f:
        json.dump(config, f, ensure_ascii=False, indent=2)
        f.write("\n")


os.makedirs(OUT, exist_ok=True)
with open(os.path.join(SHARED, NAME + ".prayer-times.json"), encoding="utf-8") as f:
    write_times(json.load(f))
with open(os.path.join(SHARED, NAME + ".config.json"), encoding="utf-8") as f:
    write_config(json.load(f))
for legal in ("LICENSE", "NOTICE"):
    shutil.copyfile(os.path.join(SHARED, legal), os.path.join(OUT, legal))
