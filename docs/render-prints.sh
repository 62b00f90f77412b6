#!/usr/bin/env bash
# Renders what a mosque prints and shows in four languages (English, Arabic, Urdu, Turkish) in headless
# Chromium and keeps the screenshots in docs/prints/ (small: rendered at 0.6 of their size): the A4 month
# (Albertslund, March 2026: Ramadan, Fridays with Jummah, Eid al-Fitr), the Ramadan sheet of the UK timetable
# CSV (its Imsak measured from the file's own Fajr, marked §), and the board at Friday 12:55 (London's two
# Jummah sessions, named in the board's language), with one more board of the MyMasjid example on a Friday
# whose Jummah (12:15) is before Dhuhr (marked and said). Checks the text of each page for the words that
# must be there. Needs chromium and fonts-noto-core (apt-get install chromium fonts-noto-core). Run from the
# repository root. The preamble, `run` and the DOM check: docs/render-common.sh.
source "$(dirname "$0")/render-common.sh"
mosques=ReferenceData/mosques
mkdir -p docs/prints
shoot() { run --force-device-scale-factor=0.6 --window-size="$2" --screenshot="$3" "file://$1"; }
for lang in en ar ur tr; do
  "$miqat" timetable --mosque $mosques/albertslund.json --month 2026-03 --format html --lang "$lang" \
    --output "$work/month-$lang.html" 2>/dev/null
  "$miqat" timetable --mosque $mosques/uk-timetable-2026.csv --hijri-month 1447-09 --format html --lang "$lang" \
    --output "$work/ramadan-$lang.html" 2>/dev/null
  two=$lang; [ "$lang" = ar ] && two=ar,en
  "$miqat" board --mosque $mosques/london-weekly.json --month 2026-04 --lang "$two" \
    --output "$work/board-$lang.html" 2>/dev/null
  shoot "$work/month-$lang.html" 1240,1754 "docs/prints/month-$lang.png"
  shoot "$work/ramadan-$lang.html" 1240,1754 "docs/prints/ramadan-$lang.png"
  shoot "$work/board-$lang.html?at=2026-04-03T12:55:00" 1920,1080 "docs/prints/board-$lang.png"
done
"$miqat" board --mosque $mosques/mymasjid-year-2026.json --month 2026-02 --output "$work/board-warning.html" \
  2>/dev/null
shoot "$work/board-warning.html?at=2026-02-27T11:30:00" 1920,1080 docs/prints/board-jummah-before-dhuhr.png
shows "$work/month-ar.html" 1240,1754 "الجمعة" "رمضان" "العيد"
shows "$work/month-ur.html" 1240,1754 "جمعہ" "رمضان" "عید"
shows "$work/month-tr.html" 1240,1754 "Cuma" "Ramazan" "Bayram"
shows "$work/ramadan-en.html" 1240,1754 "Suhoor ends" "§ 10 min before the mosque's own Fajr"
shows "$work/ramadan-ar.html" 1240,1754 "قبل فجر المسجد بـ 10 دقائق"
# The Arabic and Turkish boards' Jummah sessions are render-board.sh's checks; Urdu is this script's only.
shows "$work/board-ur.html?at=2026-04-03T12:55:00" 1920,1080 "جمعہ · پہلی" "جمعہ · دوسری"
shows "$work/board-warning.html?at=2026-02-27T11:30:00" 1920,1080 "! Jummah outside Dhuhr"
ls -l docs/prints/*.png
finish
