#!/usr/bin/env bash
# Renders the printable formats in headless Chromium and keeps one screenshot per format in docs/:
# the A4 monthly HTML sheet of a mosque (March 2026: Ramadan, Eid al-Fitr, Fridays with Jummah) and the
# year's times as SVG curves. Needs chromium (apt-get install chromium). Run from the repository root.
# The preamble and `run`: docs/render-common.sh.
source "$(dirname "$0")/render-common.sh"
"$miqat" timetable --mosque ReferenceData/mosques/albertslund.json --month 2026-03 --format html \
  --output "$work/sheet.html"
"$miqat" timetable --mosque ReferenceData/mosques/mymasjid-year-2026.json --month 2026-05 --format html --clock 12 \
  --output "$work/sheet-12h.html" 2>/dev/null
"$miqat" timetable --city Albertslund --year 2026 --format svg --output "$work/year.svg"
shoot() { run --window-size="$2" --screenshot="$3" "file://$1"; }
shoot "$work/sheet.html" 1240,1754 docs/sheet-html.png
shoot "$work/sheet-12h.html" 1240,1754 docs/sheet-html-12h.png
shoot "$work/year.svg" 1100,640 docs/sheet-svg.png
ls -l docs/*.png
