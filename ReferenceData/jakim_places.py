"""The places JAKIM's e-Solat zones name, and the zone of every listed Malaysian place: a module of
make-place-index.py (run from the repository root, ../shared beside it), which ships both in places.bin.

- A town or district a zone names (../shared/reference/jakim/zones.csv, "Malaysia Waktu Solat Dataset",
  abualif120, from JAKIM e-Solat, CC BY 4.0) is a place: the GeoNames place of its state it names (by the
  place's own or other name, by the name with a settlement word around it — "Bandar Nabawan" for Nabawan,
  "Bentong Town" for Bentong — or, for a district named otherwise than its seat, the seat: SEATS), found by
  that name too; where GeoNames lists none (Chenor, Janda Baik, Lojing, …), a place of its own, at the zone's
  reference point named for it or else the zone's first one (its times are the zone's), with a negative id.
- A place a zone names is in that zone; any other is in the zone of the nearest named place of its own state
  (on the plane tangent at the place); hill tops, islands and special zones (BY_NAME_ONLY) hold only the
  places named for them. Zones no listed town is named in are found by their
  reference points (at their edges, so only then).
"""
import importlib.util, math, os, re

HERE = os.path.dirname(os.path.abspath(__file__))

# GeoNames' first-level codes of the states as zones.csv names them (Putrajaya, 17, is read as 14: WLY01's).
STATES = {"Johor": "01", "Kedah": "02", "Kelantan": "03", "Melaka": "04", "Negeri Sembilan": "05", "Pahang": "06",
          "Perak": "07", "Perlis": "08", "Penang": "09", "Sarawak": "11", "Selangor": "12", "Terengganu": "13",
          "Kuala Lumpur (FT)": "14", "Labuan (FT)": "15", "Sabah": "16"}
# Names in the zones' lists that GeoNames spells otherwise.
ALIASES = {"kota setar": "alor setar", "s.alam": "shah alam", "sg. siput": "sungai siput", "grik": "gerik",
           "langkawi": "kuah", "melaka": "malacca", "pulau pangkor": "pangkor", "bandar sandakan": "sandakan",
           "bandar tawau": "tawau", "genting higlands": "genting highlands", "kg gajah": "kampung gajah",
           "puncak gunung jerai": "gunung jerai", "bukit tinggi": "kampung bukit tinggi, bentong"}
# Districts a zone names whose seat GeoNames lists under another name: the district's seat (its district office).
SEATS = {"kubang pasu": "jitra", "kuala muda": "sungai petani", "padang terap": "kuala nerang",
         "lipis": "kuala lipis", "hulu selangor": "kuala kubu baharu", "kuala langat": "banting",
         "samarahan": "kota samarahan", "setiu": "bandar permaisuri", "kemaman": "cukai",
         "cameron highlands": "tanah rata", "pulau pinang": "george town", "petaling": "petaling jaya"}
# Towns GeoNames lists under their own name where a zone names their district (the district's seat or a town in
# it), by zone: among them Gemas (Tampin district), Bandar Tun Razak (Rompin), Kampung Bukit Tinggi, Bentong (the
# Bukit Tinggi PHG05 names), Tanah Rata, Brinchang and Ringlet (Cameron Highlands), Siburan (Kuching).
EXTRA_TOWNS = {
    "KDH01": ["Jitra", "Changloon", "Anak Bukit", "Kuala Kedah", "Kampung Alor Mengkudu"],
    "KDH02": ["Sungai Petani", "Kota Kuala Muda", "Yan Besar", "Gurun", "Bedong"],
    "KDH04": ["Kuala Ketil", "Kampung Kupang"], "KDH05": ["Lunas", "Padang Serai"], "KTN02": ["Kampung Jeli"],
    "NGS01": ["Gemas"], "PHG07": ["Bandar Tun Razak"],
    "PRK01": ["Tapah Road", "Tanjong Malim", "Sungkai", "Bidur"], "PHG04": ["Bentong Town", "Bentung", "Kuala Lipis"],
    "PHG05": ["Kampung Bukit Tinggi, Bentong"], "PHG06": ["Tanah Rata", "Brinchang", "Ringlet"],
    "SGR01": ["Petaling Jaya", "Subang Jaya", "Batu Caves", "Selayang Baru Utara", "Rawang", "Kuala Kubu Baharu",
              "Kajang", "Bangi", "Cyberjaya", "Bandar Baru Salak Tinggi"],
    "SGR02": ["Sungai Besar", "Kampung Tanjung Karang"], "SGR03": ["Banting", "Pelabuhan Klang", "Kapar"],
    "TRG04": ["Cukai", "Kertih", "Paka"], "SBH04": ["Tawau"], "SWK08": ["Siburan"],
}
# Other names GeoNames gives a place that name a zone's town elsewhere: (state, name) → the place's id, why.
NOT_THIS_PLACE = {
    ("06", "jengka"): (7697762, "Bandar Tun Razak (2.90° N 102.89° E) is in Rompin district, with 'Bandar Jengka' "
                                "among its other names; Jengka (Bandar Pusat Jengka) is in Maran district, PHG03"),
}
# Zones a place joins only by its name: hill tops, islands and special zones, which no nearby town is in.
BY_NAME_ONLY = {"KDH07", "PRK07", "PHG05", "PHG06", "SBH06", "SWK09", "PRK04", "JHR01", "PHG01"}
# What the lists write around the names: "Daerah X" (district), "Mukim X", "Zon Khas" (special zone), "Jajahan
# Kecil X" (sub-district), "Seluruh Negeri X" (the whole state); and parts that are no name: "(Daerah Kecil)",
# "(Timur)", "(Barat)", "(Atas)", "(Bawah)" (sub-district, east, west, upper, lower), "Bahagian X" (a division two
# zones share).
PREFIXES = ("zon khas daerah ", "zon khas ", "daerah ", "mukim ", "jajahan kecil ", "seluruh negeri ")
NOT_NAMES = {"daerah kecil", "timur", "barat", "atas", "bawah", "zon khas"}
# Words around a town's name in GeoNames ("Bandar Jengka", "Kampung Jeli", "Bentong Town").
SETTLEMENT_PREFIXES = ("bandar ", "kampung ", "kampong ", "pekan ")
SETTLEMENT_SUFFIXES = (" town",)


# The index's fold (make-place-index.py's `fold`, Gazetteer.fold written out), set by `malaysia`: the names this
# module writes into the index, and matches against GeoNames' names, are folded as the index folds them.
fold = None


def jakim_zones():
    """make-jakim-zones.py's zones: the zones.csv rows and each zone's reference points."""
    spec = importlib.util.spec_from_file_location("make_jakim_zones", os.path.join(HERE, "make-jakim-zones.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.zones()


def zone_names(row):
    """The names a zone's list gives: (as written, folded), prefixes and qualifiers left out."""
    names = []
    for part in re.split(r",|\(|\)| [Dd]an ", row["location"]):
        written = re.sub(r"\s+", " ", part).strip()
        name = fold(written)
        if not name or name in NOT_NAMES or name.startswith("bahagian "):
            continue
        for prefix in PREFIXES:
            if name.startswith(prefix):
                written, name = written[len(prefix):], name[len(prefix):]
                break
        if written.isupper():
            written = written.title()
        names.append((written, name))
    return names


def state_of(place):
    return "14" if place["admin1"] == "17" else place["admin1"]


def settlement_stripped(name):
    for p in SETTLEMENT_PREFIXES:
        if name.startswith(p):
            return name[len(p):]
    for s in SETTLEMENT_SUFFIXES:
        if name.endswith(s):
            return name[:-len(s)]
    return None


def distance_squared(lat1, lon1, lat2, lon2):
    """Degrees squared on the plane tangent at the place (Malaysia's distances are short)."""
    return (lat2 - lat1) ** 2 + ((lon2 - lon1) * math.cos(math.radians(lat1))) ** 2


def malaysia(places, other_names, index_fold):
    """places: every listed place (dicts: id, name, admin1, country, lat, lon, population); other_names: id →
    GeoNames' other names; index_fold: the index's fold. Returns (zone of each Malaysian place id, the places of their own as dicts with
    negative ids, the extra names: [(folded name, id)])."""
    global fold
    fold = index_fold
    rows, points = jakim_zones()
    malaysian = [p for p in places if p["country"] == "MY"]
    by_name = {}  # (state, folded name) -> [places], by own or other name, and with a settlement word dropped
    for p in malaysian:
        for n in [p["name"]] + other_names.get(p["id"], []):
            for key in filter(None, (fold(n), settlement_stripped(fold(n)))):
                by_name.setdefault((state_of(p), key), []).append(p)
    zone_of, own, extra = {}, [], []
    for r in rows:
        state = STATES[r["state"]]
        for town in EXTRA_TOWNS.get(r["zone"], []):
            for p in by_name.get((state, fold(town)), []):
                if fold(p["name"]) == fold(town):
                    zone_of.setdefault(p["id"], r["zone"])
    for r in rows:
        state = STATES[r["state"]]
        for written, name in zone_names(r):
            target = SEATS.get(name) or ALIASES.get(name) or name
            wrong = NOT_THIS_PLACE.get((state, name), (None,))[0]
            found = [p for p in by_name.get((state, target), []) if p["id"] != wrong]
            if found:
                p = max(found, key=lambda p: (p["population"], -p["id"]))
                zone_of.setdefault(p["id"], r["zone"])
                extra += [(name, p["id"])] + ([(target, p["id"])] if target != name else [])
                continue
            label = " ".join(w.capitalize() for w in ALIASES.get(name, written.lower()).split(" "))
            ps = points[r["zone"]]
            at = next((q for q in ps if target in fold(q[0])), ps[0])
            place = {"id": -(len(own) + 1), "name": label, "country": "MY", "admin1": state,
                     "lat": round(at[1], 5), "lon": round(at[2], 5), "timezone": "Asia/Kuala_Lumpur",
                     "population": 0}
            own.append(place)
            zone_of[place["id"]] = r["zone"]
            extra += [(n, place["id"]) for n in {name, fold(label)} if n != fold(label)]
    by_state = {}
    for r in rows:
        by_state.setdefault(STATES[r["state"]], []).append(r["zone"])
    for p in malaysian:
        if p["id"] not in zone_of and len(by_state.get(state_of(p), [])) == 1:
            zone_of[p["id"]] = by_state[state_of(p)][0]
    seeds = {}  # state -> [(lat, lon, zone)]
    for p in malaysian:
        z = zone_of.get(p["id"])
        if z and z not in BY_NAME_ONLY:
            seeds.setdefault(state_of(p), []).append((p["lat"], p["lon"], z))
    seeded = {z for ss in seeds.values() for _, _, z in ss}
    for z, ps in points.items():
        if z in BY_NAME_ONLY or z in seeded:
            continue
        state = STATES[next(r["state"] for r in rows if r["zone"] == z)]
        for point in ps:
            lat, lon = point[1], point[2]
            seeds.setdefault(state, []).append((lat, lon, z))
    for p in malaysian:
        if p["id"] in zone_of:
            continue
        near = min(seeds[state_of(p)], key=lambda s: distance_squared(p["lat"], p["lon"], s[0], s[1]))
        zone_of[p["id"]] = near[2]
    return zone_of, own, extra
