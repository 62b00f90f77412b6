# Sourced by the docs/render-*.sh scripts: what each starts with. In the repository root, finds the browser, makes
# a scratch folder (`$work`, removed on exit), builds the release `miqat` (`$miqat`), and gives the helpers that
# open a page in headless Chromium and check the text of its DOM (`failures` counts the checks that failed).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
browser=$(command -v chromium || command -v chromium-browser)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product miqat >/dev/null
miqat=.build/release/miqat
failures=0
# offline COMMAND...: COMMAND in an empty network namespace where unshare can make one (root, or user namespaces),
# so that a page can load nothing beyond file://.
offline() { if unshare -n true 2>/dev/null; then unshare -n "$@"; else "$@"; fi; }
# run ARG...: headless Chromium, offline, the page's scripts given two seconds (virtual time) to run.
run() { offline "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --virtual-time-budget=2000 "$@" \
  2>/dev/null; }
# shows PAGE SIZE TEXT...: the page's DOM (opened from file:// in a window of SIZE) holds every TEXT.
shows() {
  local page=$1 size=$2 text dom; shift 2
  dom=$(run --window-size="$size" --dump-dom "file://$page")
  for text in "$@"; do
    if ! grep -qF -- "$text" <<<"$dom"; then echo "FAIL $page $size: '$text' not shown"; failures=$((failures + 1)); fi
  done
}
# finish: the browser's version, then whether every check passed (exit 1 if not).
finish() {
  echo "$browser: $("$browser" --version 2>/dev/null)"
  if [ "$failures" -ne 0 ]; then echo "$failures checks failed"; exit 1; fi
  echo "every check passed"
}
