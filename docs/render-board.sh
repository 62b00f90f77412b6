#!/usr/bin/env bash
# Renders `miqat board` in headless Chromium at fixed moments of the example mosque's 2026 (London, two Jummah
# sessions), in both layouts and in English, Arabic (with English beneath) and Turkish, and checks the text of
# each page's DOM for what the moment must show. Every page is opened from file:// in an empty network
# namespace (unshare -n), and Chromium's network log of one run is searched for any request beyond file://.
# Keeps four screenshots in docs/. Needs chromium and fonts-noto-core (apt-get install chromium
# fonts-noto-core) and unshare (util-linux; root, or user namespaces). Run from the repository root. The
# preamble, `run` and the DOM check: docs/render-common.sh.
source "$(dirname "$0")/render-common.sh"
mosque=ReferenceData/mosques/london-weekly.json
for lang in en ar,en tr; do
  "$miqat" board --mosque "$mosque" --year 2026 --lang "$lang" --output "$work/board-${lang%%,*}.html" 2>/dev/null
done
# check LANG LAYOUT AT TEXT...: the page's DOM at the moment holds every TEXT.
check() { local lang=$1 size=$2 at=$3; shift 3; shows "$work/board-$lang.html?at=$at" "$size" "$@"; }
for size in 1920,1080 1080,1920; do
  # Before Fajr: the night's Isha is over, the countdown runs to Fajr's adhan.
  check en $size 2026-04-03T04:30:00 "Adhan in" "00:28:00" "Next: Fajr 04:58" "Friday 3 April 2026"
  # Between Asr's adhan (17:33) and its Iqamah (18:00): Asr marked, the countdown to the Iqamah.
  check en $size 2026-04-03T17:40:00 "Iqamah in" "00:20:00" 'class="asr current"' "Asr · Iqamah 18:00"
  check ar $size 2026-04-03T17:40:00 "الإقامة بعد" "00:20:00" 'class="asr current"' "العصر"
  check tr $size 2026-04-03T17:40:00 "Kamete kalan" "00:20:00" "İkindi"
  # Friday 12:55: both Jummah sessions in Dhuhr's place, the countdown to the first khutbah (13:00).
  check en $size 2026-04-03T12:55:00 "Khutbah in" "00:05:00" "Jummah · First" "Jummah · Second" "13:20" "14:15"
  check ar $size 2026-04-03T12:55:00 "الخطبة بعد" "00:05:00" "الجمعة · الأولى" "الجمعة · الثانية" "Jummah · First"
  check tr $size 2026-04-03T12:55:00 "Hutbeye kalan" "00:05:00" "Cuma · Birinci" "Cuma · İkinci"
  # Maghrib (17:19) on 29 Sha'ban: from it the Hijri date is 1 Ramadan 1447.
  check en $size 2026-02-17T17:18:00 "29 Sha'ban 1447 AH"
  check en $size 2026-02-17T17:20:00 "1 Ramadan 1447 AH" "Iqamah in"
  check ar $size 2026-02-17T17:20:00 "1 رمضان 1447 هـ"
  check tr $size 2026-02-17T17:20:00 "1 Ramazan 1447 H."
  # After Isha's Iqamah (21:30): tomorrow's times.
  check en $size 2026-04-03T22:00:00 "Tomorrow · Saturday" "Friday 3 April 2026" 'class="isha"'
  check tr $size 2026-04-03T22:00:00 "Yarın · Cumartesi"
  # The last day of the data says so; after it, no stale times.
  check en $size 2026-12-31T20:00:00 "No times after 2026-12-31" "Thursday 31 December 2026"
  check en $size 2027-01-01T00:30:00 "No times after 2026-12-31"
done
# Nothing but the page itself is loaded: in Chromium's network log, a request the page starts has the page's
# (opaque) origin as initiator; the browser's own (updates, accounts) have none. A page with an image and a
# fetch shows the check sees a page's requests.
requests() {
  "$browser" --headless --no-sandbox --disable-gpu --log-net-log="$work/net.json" --dump-dom "file://$1" \
    >/dev/null 2>&1
  python3 -c 'import json, sys
d = json.load(open(sys.argv[1])); types = {v: k for k, v in d["constants"]["logEventTypes"].items()}
print(sum(1 for e in d["events"] if types.get(e["type"]) == "URL_REQUEST_START_JOB"
          and e.get("params", {}).get("url") and e["params"].get("initiator") != "not an origin"))' "$work/net.json"
}
echo '<img src="http://example.invalid/x.png"><script>fetch("https://example.invalid/y")</script>' >"$work/probe.html"
if [ "$(requests "$work/probe.html")" -lt 2 ]; then echo "FAIL: the network check misses a page's requests"; \
  failures=$((failures + 1)); fi
for lang in en ar tr; do
  n=$(requests "$work/board-$lang.html?at=2026-04-03T12:55:00")
  if [ "$n" -ne 0 ]; then echo "FAIL: the $lang page made $n network requests"; failures=$((failures + 1)); fi
done
shoot() { run --window-size="$2" --screenshot="$3" "file://$work/board-$1.html?at=$4"; }
shoot en 1920,1080 docs/board-landscape-jummah.png 2026-04-03T12:55:00
shoot ar 1920,1080 docs/board-landscape-arabic-iqamah.png 2026-04-03T17:40:00
shoot tr 1080,1920 docs/board-portrait-turkish-maghrib.png 2026-02-17T17:20:00
shoot en 1080,1920 docs/board-portrait-data-ends.png 2026-12-31T20:00:00
"$miqat" timetable --city "Kuala Lumpur" --hijri-month 1448-09 --format html --output "$work/ramadan.html" 2>/dev/null
run --window-size=1240,1754 --screenshot=docs/sheet-ramadan.png "file://$work/ramadan.html"
finish
