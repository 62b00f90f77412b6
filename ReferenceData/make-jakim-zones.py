#!/usr/bin/env python3
"""Writes JAKIM's e-Solat zones for Miqat, from ../shared/reference/jakim (run from the repository root):

- Sources/Miqat/Authorities/JakimZones.swift: the 60 zones (code, state, districts as e-Solat lists them) and the
  reference points each is computed at: JAKIM's public list (reference-points.tsv) where it holds, and
  where e-Solat's table (esolat-2025.csv: its 2026 table) shows the list lags, the point those times require
  (CHANGES below, each with its reason; KDH07's taken from KDH02's, AT_KDH02); Kedah's zones with their base zone
  (BASES); Gunung Kinabalu's December Maghrib at the sea-level horizon (SEA_LEVEL_MAGHRIB). No published time is
  written: the times come from the rule (Sources/Miqat/Authorities/JakimZone.swift).

The zone of every listed Malaysian place, and the towns and districts the zones name as places, are written
with the places by make-place-index.py (jakim_places.py), which reads `zones()` here.

Zone data: "Malaysia Waktu Solat Dataset", abualif120, from JAKIM e-Solat (CC BY 4.0).
"""
import csv, os

SHARED = "../shared/reference"
ROOT = os.path.dirname(os.path.abspath(__file__)) + "/.."

# Points the list lacks or gives otherwise than e-Solat's table computes: (zone, name, lat, lon, elevation,
# "corrected" | "inferred", reason[, the times the point gives: all when absent]). Inferred points are whole
# arc-minutes, as JAKIM prints its points. Kedah's (but KDH01's) are found under Kedah's rule (each zone KDH01's
# times plus a correction for each Hijri month, BASES below): e-Solat 2026's monthly corrections need them.
SYURUK = "e-Solat's Syuruk is earlier than the list's point gives: the zone's eastern point, which the list omits"
JERAI = ("e-Solat's KDH07 Zohor and Asr are KDH02's on every day: the summit's times that the horizon does not move "
         "are computed at KDH02's points")
NORTH = ("e-Solat's monthly corrections are later than the list's point gives in the months its prayers come latest "
         "there: the zone's northern point, which the list omits")


def inferred(rows, without, what="point"):
    """What an inferred point was read from: `rows` of e-Solat's table on every day of 2026, the only year it gives
    (esolat-2025.csv: no second year checks the point); and what `without` the point is (`miqat validate --esolat
    ../shared/reference/jakim/esolat-2025.csv --table-year 2026` with the point left out: the days off by more
    than a minute, Miqat's time against e-Solat's)."""
    return (f"; inferred from {rows} on every day of e-Solat's 2026 table, the only year it gives (no second year "
            f"to check it against); without the {what}, {without}")


def east(zone, days):
    return SYURUK + inferred(f"{zone}'s Syuruk", f"Miqat's Syuruk is 2 min or more later on {days} days")


CHANGES = [
    ("KDH01", "east (Pokok Sena)", 6 + 18 / 60, 100 + 40 / 60, 0, "inferred", east("KDH01", 315)),
    ("KDH02", "north (Yan coast)", 5 + 48 / 60, 100 + 20 / 60, 0, "inferred",
     NORTH + inferred("KDH02's times", "Miqat's Subuh is 2 min earlier on 17 days and its Isyak on 1")),
    ("KDH02", "east (Pendang)", 5 + 57 / 60, 100 + 46 / 60, 0, "inferred", east("KDH02", 128)),
    ("KDH03", "east (Sik)", 6 + 18 / 60, 101 + 10 / 60, 0, "inferred", east("KDH03", 365)),
    ("KDH04", "east (Baling)", 5 + 54 / 60, 101 + 6 / 60, 0, "inferred", east("KDH04", 232)),
    ("KDH05", "north (Kulim, Padang Serai)", 5 + 30 / 60, 100 + 32 / 60, 0, "inferred",
     NORTH + inferred("KDH05's times", "Miqat's Subuh is 2 min earlier on 18 days and its Isyak on 2")),
    ("KDH05", "east (Kulim)", 5 + 27 / 60, 100 + 54 / 60, 0, "inferred", east("KDH05", 80)),
    ("KDH06", "east (Langkawi)", 6 + 18 / 60, 99 + 52 / 60, 0, "inferred", east("KDH06", 24)),
    ("NGS01", "west (Tampin)", 2 + 39 / 60, 102 + 10 / 60, 0, "inferred",
     "e-Solat's prayers are later than the list's point (listed for an older layout) gives"
     + inferred("NGS01's times", "Miqat's Subuh, Asr, Maghrib and Isyak are 2 min earlier on 5 to 13 days each")),
    ("NGS01", "east (Jempol)", 2 + 48 / 60, 102 + 42 / 60, 0, "inferred", east("NGS01", 197)),
    ("NGS02", "west (Jelebu)", 2 + 57 / 60, 101 + 54 / 60, 0, "inferred",
     "the list's point, Port Dickson, is now in NGS03 (the list predates it)"
     + inferred("NGS02's times", "Miqat's prayers are 2 min or more earlier on 322 to 343 days each")),
    ("NGS02", "east (Kuala Pilah)", 2 + 45 / 60, 102 + 24 / 60, 0, "inferred", east("NGS02", 340)),
    ("NGS03", "Port Dickson", 2.5333, 101.8, 0, "corrected",
     "listed for NGS02 in its older layout (Port Dickson, Seremban, …); NGS03 is the list's Port Dickson now"),
    ("NGS03", "east (Seremban)", 2 + 45 / 60, 102 + 5 / 60, 0, "inferred", east("NGS03", 87)),
    ("PHG07", "Rompin (west)", 2 + 54 / 60, 103 + 14 / 60, 0, "inferred",
     "the list predates the zone: e-Solat's times are those of one point"
     + inferred("PHG07's times", "the zone has none (with it, every time is within a minute of e-Solat's)")),
    ("PNG01", "east (Seberang Perai)", 5 + 12 / 60, 100 + 35 / 60, 0, "inferred", east("PNG01", 208)),
    ("WLY01", "Tg. Rhu, Sepang", 2.6378, 101.6167, 0, "corrected",
     "SGR01's western point (Putrajaya lies within): e-Solat's WLY01 prayers are SGR01's"),
]
# KDH07's Zohor and Asr are computed at KDH02's points (JERAI): these of KDH02's entries (the list's point and the
# northern one above), copied by zones() so that the two zones' points cannot drift apart: KDH02's name → KDH07's
# name for it, what KDH07's times are without it.
AT_KDH02 = {
    "Kuala Muda": ("Kuala Muda (KDH02's point)", "Miqat's Asr is 2 min earlier on 7 days"),
    "north (Yan coast)": ("north (Yan coast, KDH02's point)",
                          "the table is matched as well (kept with KDH02's other point: the times of 2026 do not "
                          "need it)"),
}
# Heights the list gives for a hill station where e-Solat's Syuruk and Maghrib follow the summit's.
HEIGHTS = {
    ("PRK07", "main"): (1250, "the summit of Bukit Larut (the list: 945 m, the hill station)"),
    ("PHG06", "main"): (2031, "the summit of Gunung Brinchang (the list: 1,600 m, Brinchang town)"),
}
# A hill zone whose Maghrib e-Solat takes at the sea-level horizon in one Gregorian month: zone → (month, reason).
SEA_LEVEL_MAGHRIB = {
    "SBH06": (12, "e-Solat's December Maghrib on Gunung Kinabalu is the summit point's at the sea-level horizon, "
                  "with no dip for its 4,101 m: 8 or 9 min earlier from 1 December, and the dip back on 1 January "
                  "(Syuruk keeps it all year)"
              + inferred("SBH06's Maghrib", "Miqat's Maghrib is 8 or 9 min later on the 31 days of December", "rule")),
}
DROP = {("NGS02", "main")}  # moved to NGS03 above
KELANTAN_ISHA = 17
DIPS_TWILIGHT = {"KDH07"}
# Kedah publishes its zones as KDH01's times plus a correction for each Hijri month (Sources/Miqat/Authorities/
# JakimZone.swift): every difference between two Kedah zones in e-Solat's table is constant through each month.
BASES = {z: "KDH01" for z in ("KDH02", "KDH03", "KDH04", "KDH05", "KDH06", "KDH07")}

def zones():
    rows = list(csv.DictReader(open(f"{SHARED}/jakim/zones.csv")))
    points = {}
    for r in csv.DictReader(open(f"{SHARED}/jakim/reference-points.tsv"), delimiter="\t"):
        if (r["zone"], r["point"]) in DROP:
            continue
        elevation, origin = float(r["elevation_m"] or 0), ("list", "")
        if (r["zone"], r["point"]) in HEIGHTS:
            elevation, reason = HEIGHTS[(r["zone"], r["point"])]
            origin = ("corrected", reason)
        name = r["name"].replace("(as listed: Pekan Broga)", "Pekan Broga (as listed)")
        points.setdefault(r["zone"], []).append(
            (name, float(r["latitude"]), float(r["longitude"]), elevation, origin, None))
    for zone, name, lat, lon, elevation, kind, reason, *times in CHANGES:
        points.setdefault(zone, []).append(
            (name, round(lat, 4), round(lon, 4), elevation, (kind, reason), times[0] if times else None))
    for name, lat, lon, elevation, _, _ in list(points["KDH02"]):
        if name in AT_KDH02:
            label, without = AT_KDH02[name]
            reason = JERAI + inferred("KDH07's and KDH02's Zohor and Asr", without)
            points["KDH07"].append((label, lat, lon, elevation, ("inferred", reason), ["dhuhr", "asr"]))
    return rows, points


def swift_string(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def write_swift(rows, points):
    reasons = []
    for z in points:
        for _, _, _, _, (kind, reason), _ in points[z]:
            if kind != "list" and reason not in reasons:
                reasons.append(reason)
    reasons += [reason for _, reason in SEA_LEVEL_MAGHRIB.values()]
    out = ["// Generated by ReferenceData/make-jakim-zones.py from ../shared/reference/jakim (zones.csv,",
           "// reference-points.tsv; \"Malaysia Waktu Solat Dataset\", abualif120, from JAKIM e-Solat, CC BY 4.0)",
           "// and the corrections the script lists with their reasons. Do not edit by hand.",
           "", "extension JakimZone {", "    /// The 60 zones, in e-Solat's order.", "    static let rows: [Row] = ["]
    for r in rows:
        z = r["zone"]
        extra = ""
        if z.startswith("KTN"):
            extra += f", isha: {KELANTAN_ISHA}"
        if z in DIPS_TWILIGHT:
            extra += ", dipsTwilight: true"
        if z in BASES:
            extra += f", base: {swift_string(BASES[z])}"
        if z in SEA_LEVEL_MAGHRIB:
            month, reason = SEA_LEVEL_MAGHRIB[z]
            extra += f", seaLevelMaghrib: SeaLevelMonth(month: {month}, reason: reason{reasons.index(reason)})"
        out.append(f"        Row({swift_string(z)}, {swift_string(r['state'])}, {swift_string(r['location'])}{extra}, [")
        for name, lat, lon, elevation, (kind, reason), times in points[z]:
            origin = ".list" if kind == "list" else f".{kind}(reason{reasons.index(reason)})"
            gives = f", times: [{', '.join('.' + t for t in times)}]" if times else ""
            out.append(f"            point({swift_string(name)}, {lat}, {lon}, {elevation:g}, {origin}{gives}),")
        out.append("        ]),")
    out += ["    ]", ""]
    for i, reason in enumerate(reasons):
        words, lines, line = reason.split(" "), [], ""
        for w in words:
            if len(line) + len(w) + 1 > 80:
                lines.append(line + " ")
                line = w
            else:
                line = (line + " " + w) if line else w
        lines.append(line)
        out.append(f"    private static let reason{i} = " + "\n        + ".join(swift_string(l) for l in lines))
    out += ["", "    /// A point of the table (its coordinates are in range: checked by the zones' tests).",
            "    private static func point(_ name: String, _ latitude: Double, _ longitude: Double, _ elevation: Double,",
            "                              _ origin: ReferencePoint.Origin, times: Set<PrayerEvent>? = nil)",
            "        -> ReferencePoint {",
            "        ReferencePoint(name: name, coordinates: try! Coordinates(latitude: latitude, longitude: longitude,",
            "                                                                elevation: elevation), origin: origin,",
            "                       times: times)",
            "    }", "}", ""]
    lines = []
    for line in "\n".join(out).split("\n"):  # a zone's districts past the house's width go on a line of their own
        if len(line) > 120 and not line.lstrip().startswith("Row("):
            raise SystemExit("a line too long: " + line)
        if len(line) > 120:
            second = line.index('", "', line.index('", "') + 1)  # after the state
            cut = second + 2
            rest = " " * 12 + line[cut + 1:]
            if len(rest) > 120:  # the districts' literal in two, joined
                split = rest.rindex(", ", 0, 100) + 2
                rest = rest[:split] + '"\n' + " " * 16 + '+ "' + rest[split:]
            lines += [line[:cut]] + rest.split("\n")
        else:
            lines.append(line)
    open(f"{ROOT}/Sources/Miqat/Authorities/JakimZones.swift", "w").write("\n".join(lines))


if __name__ == "__main__":
    rows, points = zones()
    write_swift(rows, points)
