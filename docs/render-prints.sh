#!/usr/bin/env bash
# Renders what a mosque prints and shows in four languages (English, Arabic, Urdu, Turkish) in headless
# Chromium and keeps the screenshots in docs/prints/ (small: rendered at 0.6 of their size): the A4 month
# (Albertslund, March 2026: Ramadan, Fridays with Jummah, Eid al-Fitr), the Ramadan sheet of the UK timetable
# CSV (its Imsak measured from the file's own Fajr, marked §), and the board at Friday 12:55 (London's two
# Jummah sessions, named in the board's language), with one more board of the MyMasjid example on a Friday
# whose Jummah (12:15) is before Dhuhr (marked and said). Checks the text of each page for the words that
# must be there. Needs chromium and fonts-noto-core (apt-get install chromium fonts-noto-core). Run from the
# repository root.
set -euo pipefail
cd "$(dirname "$0")/.."
browser=$(command -v chromium || command -v chromium-browser)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product miqat >/dev/null
miqat=.build/release/miqat
mosques=ReferenceData/mosques
mkdir -p docs/prints
failures=0
shoot() { "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=0.6 \
  --virtual-time-budget=2000 --window-size="$2" --screenshot="$3" "file://$1" 2>/dev/null; }
dom() { "$browser" --headless --no-sandbox --disable-gpu --virtual-time-budget=2000 --dump-dom "file://$1" \
  2>/dev/null; }
# check FILE TEXT...: the page (its DOM once the script ran) holds every TEXT.
check() {
  local page=$1 text; shift
  local content
  content=$(dom "$page")
  for text in "$@"; do
    if ! grep -qF -- "$text" <<<"$content"; then echo "FAIL $page: '$text' not shown"; failures=$((failures + 1)); fi
  done
}
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
check "$work/month-ar.html" "الجمعة" "رمضان" "العيد"
check "$work/month-ur.html" "جمعہ" "رمضان" "عید"
check "$work/month-tr.html" "Cuma" "Ramazan" "Bayram"
check "$work/ramadan-en.html" "Suhoor ends" "§ 10 min before the mosque's own Fajr"
check "$work/ramadan-ar.html" "قبل فجر المسجد بـ 10 دقائق"
check "$work/board-ar.html?at=2026-04-03T12:55:00" "الجمعة · الأولى" "الجمعة · الثانية" "Jummah · First"
check "$work/board-ur.html?at=2026-04-03T12:55:00" "جمعہ · پہلی" "جمعہ · دوسری"
check "$work/board-tr.html?at=2026-04-03T12:55:00" "Cuma · Birinci" "Cuma · İkinci"
check "$work/board-warning.html?at=2026-02-27T11:30:00" "! Jummah outside Dhuhr"
echo "$browser: $("$browser" --version 2>/dev/null)"
ls -l docs/prints/*.png
if [ "$failures" -ne 0 ]; then echo "$failures checks failed"; exit 1; fi
echo "every check passed"
