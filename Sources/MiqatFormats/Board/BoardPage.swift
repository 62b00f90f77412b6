import Foundation
import Miqat

/// A mosque's screen as one self-contained HTML file: its data (`BoardPlan`, the words of its languages) in
/// the page, its style and script inline, no request of any kind, so it opens from `file://` on a TV stick
/// or a Raspberry Pi with no network. The script only looks up the plan's state for the moment and subtracts
/// for the countdown; `?at=YYYY-MM-DDTHH:MM:SS` (the mosque's wall clock) freezes a moment, `?layout=portrait`
/// or `landscape` overrides the screen's orientation.
package enum BoardPage {
    /// The page of `plan`, with `data`'s name, languages and clock; the Hijri date and the Iqamah column unless
    /// `data` says the mosque's screen shows none.
    package static func html(_ plan: BoardPlan, _ data: TimetableData) -> String {
        let l = data.language
        return """
            <!DOCTYPE html>
            <html lang="\(l.code)" dir="\(l.isRightToLeft ? "rtl" : "ltr")"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(PrintFormats.escape(data.mosque?.name ?? data.label))</title>
            <style>\(style)</style></head>
            <body><main id="board">
            <header id="mosque">\(PrintFormats.escape(data.mosque?.name ?? data.label))</header>
            <section id="now"><div id="clock"></div><div id="gregorian"></div><div id="hijri"></div>
            <div id="countdown-box"><div id="countdown-label"></div><div id="countdown"></div><div id="next"></div>
            </div></section>
            <section id="day"><div id="day-label"></div><table id="times"><thead><tr><th></th>
            <th id="head-adhan"></th><th id="head-iqamah"></th></tr></thead><tbody></tbody></table>
            <div id="notice"></div></section>
            </main>
            <script id="board-data" type="application/json">\(json(plan, data))</script>
            <script>\(script)</script>
            </body></html>

            """
    }

    /// The plan and the words as JSON (`<` escaped, so the data cannot close its script element).
    static func json(_ plan: BoardPlan, _ data: TimetableData) -> String {
        func slot(_ s: BoardPlan.Slot) -> [String: Any] {
            var o: [String: Any] = ["p": s.prayer.rawValue]
            if let a = s.adhan { o["a"] = a }
            if let i = s.iqamah { o["i"] = i }
            if let k = s.khutbah { o["k"] = k }
            if !s.names.isEmpty { o["n"] = s.names }
            if s.outsideWindow { o["x"] = 1 }
            return o
        }
        let days: [[String: Any]] = plan.days.map { d in
            ["date": d.date.description, "weekday": d.date.weekday, "month": d.date.month, "day": d.date.day,
             "year": d.date.year, "hijri": [d.hijri.year, d.hijri.month, d.hijri.day],
             "evening": [d.evening.year, d.evening.month, d.evening.day], "slots": d.slots.map(slot)]
        }
        let kinds: [BoardPlan.Countdown: Int] = [.adhan: 0, .iqamah: 1, .khutbah: 2]
        // [at, shown day, current day, current slot, target, kind, target day, target slot, evening]; -1: none.
        let changes: [[Int]] = plan.changes.map { c in
            [c.at, c.shownDay, c.current?.day ?? -1, c.current?.slot ?? -1, c.target ?? -1, kinds[c.kind]!,
             c.targetSlot?.day ?? -1, c.targetSlot?.slot ?? -1, c.evening ? 1 : 0]
        }
        let object: [String: Any] = [
            "name": data.mosque?.name ?? data.label, "zone": data.zone.identifier, "clock": data.clock.rawValue,
            "hijri": data.showsHijri, "iqamah": data.showsIqamah,
            "languages": data.languages.map(\.code), "offsets": plan.offsets.map { [$0.at, $0.seconds] },
            "days": days, "changes": changes, "end": plan.end,
            "words": Dictionary(uniqueKeysWithValues: data.languages.map { ($0.code, words($0)) }),
        ]
        let bytes = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// A language's words the screen shows.
    static func words(_ l: Language) -> [String: Any] {
        let labels: [Language.Label] = [.now, .next, .adhan, .iqamah, .khutbah, .adhanIn, .iqamahIn, .khutbahIn,
                                        .today, .tomorrow, .timesEnd, .hijriEra, .legendJummahOutside]
        return [
            "code": l.code,
            "prayers": Dictionary(uniqueKeysWithValues: Prayer.allCases.map { ($0.rawValue, $0.name(in: l)) }),
            "labels": Dictionary(uniqueKeysWithValues: labels.map { ($0.rawValue, l.label($0)) }),
            "months": (1...12).map(l.gregorianMonth), "hijriMonths": (1...12).map(l.hijriMonth),
            "weekdays": (0..<7).map(l.weekday), "rtl": l.isRightToLeft,
        ]
    }

    /// Sizes in units of the screen, so the hall's back rows read it on any size; landscape puts the clock
    /// beside the times, portrait above them.
    static let style = """
        html, body { margin: 0; height: 100%; background: #0b2e24; color: #f4f1e8;
        font-family: "Noto Sans", "DejaVu Sans", "Noto Naskh Arabic", "Noto Sans Bengali", Arial, sans-serif; }
        #board { display: grid; height: 100vh; box-sizing: border-box; padding: 2vmin 3vmin; gap: 2vmin 4vmin;
        grid-template-columns: 1fr 1.25fr; grid-template-rows: auto 1fr; }
        #mosque { grid-column: 1 / 3; font-size: 4.5vmin; font-weight: bold; text-align: center; color: #e8c872; }
        #now { display: flex; flex-direction: column; justify-content: center; align-items: center; gap: 1vmin; }
        #clock { font-size: 16vmin; font-weight: bold; font-variant-numeric: tabular-nums; letter-spacing: .02em; }
        #gregorian, #hijri { font-size: 4.2vmin; text-align: center; } #hijri { color: #e8c872; }
        #countdown-box { margin-top: 2vmin; padding: 1.5vmin 3vmin; border: .4vmin solid #e8c872; border-radius: 2vmin;
        text-align: center; } #countdown-label { font-size: 3.6vmin; }
        #countdown { font-size: 10vmin; font-weight: bold; font-variant-numeric: tabular-nums; }
        #next { font-size: 3.4vmin; color: #cfe3da; }
        #day { display: flex; flex-direction: column; justify-content: center; }
        #day-label { font-size: 3.4vmin; color: #cfe3da; text-align: center; margin-bottom: 1vmin; }
        table { width: 100%; border-collapse: collapse; font-size: 5vmin; font-variant-numeric: tabular-nums; }
        th { font-size: 3vmin; color: #cfe3da; font-weight: normal; padding: .5vmin 1vmin; }
        td { padding: 1vmin 1.5vmin; border-bottom: .2vmin solid #2f5d4f; text-align: center; }
        td.name { text-align: start; } td small { display: block; font-size: 45%; color: #cfe3da;
        text-align: match-parent; }
        #gregorian small, #hijri small, #countdown-label small, #next small, #day-label small, th small,
        #notice small { display: block; font-size: 70%; }
        tr.current td { background: #e8c872; color: #0b2e24; font-weight: bold; }
        tr.current td small { color: #0b2e24; } tr.sunrise td { font-size: 80%; color: #cfe3da; }
        tr.jummah td.when { font-size: 75%; } b.outside { color: #ffb4a8; margin-inline-start: .3em; }
        body.no-hijri #hijri, body.no-iqamah .iqamah, body.no-iqamah #head-iqamah { display: none; }
        #notice { font-size: 4vmin; color: #ffb4a8; text-align: center; margin-top: 1vmin; }
        body.two table { font-size: 4vmin; } body.two td { padding: .5vmin 1.5vmin; }
        body.two #clock { font-size: 13vmin; } body.two #countdown { font-size: 8vmin; }
        body.portrait #board { grid-template-columns: 1fr; grid-template-rows: auto auto 1fr; }
        body.portrait #mosque { grid-column: 1; }
        @media (orientation: portrait) { body:not(.landscape) #board { grid-template-columns: 1fr;
        grid-template-rows: auto auto 1fr; } body:not(.landscape) #mosque { grid-column: 1; } }
        """

    /// Looks the moment up in the plan and fills the page; once a second unless `?at=` froze the moment.
    static let script = """
        "use strict";
        const D = JSON.parse(document.getElementById("board-data").textContent);
        const W = D.languages.map(c => D.words[c]);
        const params = new URLSearchParams(location.search);
        if (params.get("layout")) document.body.classList.add(params.get("layout"));
        if (W.length > 1) document.body.classList.add("two");
        // The mosque's screen settings: no Hijri date, no Iqamah column.
        if (D.hijri === false) document.body.classList.add("no-hijri");
        if (D.iqamah === false) document.body.classList.add("no-iqamah");
        function offsetAt(t) { let o = D.offsets[0][1]; for (const [a, s] of D.offsets) if (a <= t) o = s; return o; }
        function wall(t) { return new Date((t + offsetAt(t)) * 1000); }
        function two(n) { return String(n).padStart(2, "0"); }
        function hm(t, seconds) {
          const w = wall(t), h = w.getUTCHours(), m = two(w.getUTCMinutes());
          const s = seconds ? ":" + two(w.getUTCSeconds()) : "";
          if (D.clock === "12") return (h % 12 === 0 ? 12 : h % 12) + ":" + m + s + (h < 12 ? " am" : " pm");
          return two(h) + ":" + m + s;
        }
        // The first language's words, and the second's beneath in their own direction.
        function words(f) {
          const [a, b] = W.map(f);
          if (b === undefined || b === a) return esc(a);
          return esc(a) + `<small lang="${D.languages[1]}" dir="${W[1].rtl ? "rtl" : "ltr"}">` + esc(b) + "</small>";
        }
        function esc(s) { return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;"); }
        function instantOf(text) {
          const m = /^(\\d{4})-(\\d{2})-(\\d{2})T(\\d{2}):(\\d{2})(?::(\\d{2}))?$/.exec(text || "");
          if (!m) return null;
          const w = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] || 0)) / 1000;
          let t = w - D.offsets[0][1];
          for (let i = 0; i < 3; i++) t = w - offsetAt(t);
          return t;
        }
        function state(t) {
          if (!D.changes.length || t < D.changes[0][0] || t >= D.end) return null;
          let lo = 0, hi = D.changes.length - 1;
          while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (D.changes[mid][0] <= t) lo = mid; else hi = mid - 1; }
          return D.changes[lo];
        }
        function dateText(w, day) {
          return w.weekdays[day.weekday] + " " + day.day + " " + w.months[day.month - 1] + " " + day.year;
        }
        function hijriText(w, h) { return h[2] + " " + w.hijriMonths[h[1] - 1] + " " + h[0] + " " + w.labels.hijriEra; }
        function duration(s) {
          s = Math.max(0, Math.round(s));
          return two(Math.floor(s / 3600)) + ":" + two(Math.floor(s / 60) % 60) + ":" + two(s % 60);
        }
        const frozen = instantOf(params.get("at"));
        function render() {
          const t = frozen === null ? Math.floor(Date.now() / 1000) : frozen;
          document.getElementById("clock").textContent = hm(t, frozen === null);
          const s = state(t), notice = document.getElementById("notice"), body = document.querySelector("#times tbody");
          if (!s) {
            const last = D.days[D.days.length - 1];
            notice.textContent = W[0].labels.timesEnd + " " + (last ? last.date : "");
            document.getElementById("board").classList.add("ended");
            for (const id of ["gregorian", "hijri", "countdown-label", "countdown", "next", "day-label"]) {
              document.getElementById(id).textContent = "";
            }
            body.innerHTML = "";
            document.getElementById("countdown-box").style.display = "none";
            return;
          }
          const [at, shown, curDay, curSlot, target, kind, tDay, tSlot, evening] = s;
          const midnight = d => instantOf(d.date + "T00:00:00");
          const civil = D.days.filter(d => midnight(d) <= t).pop() || D.days[0];
          document.getElementById("gregorian").innerHTML = words(w => dateText(w, civil));
          document.getElementById("hijri").innerHTML = words(w => hijriText(w, evening ? civil.evening : civil.hijri));
          const day = D.days[shown];
          document.getElementById("day-label").innerHTML = words(w => (D.days.indexOf(civil) === shown ? w.labels.today
            : w.labels.tomorrow) + " · " + w.weekdays[day.weekday]);
          document.getElementById("head-adhan").innerHTML = words(w => w.labels.adhan);
          document.getElementById("head-iqamah").innerHTML = words(w => w.labels.iqamah);
          let rows = "", outside = false;
          day.slots.forEach((slot, i) => {
            const current = curDay === shown && curSlot === i;
            const cls = [slot.p, current ? "current" : ""].join(" ").trim();
            const name = words(w => w.prayers[slot.p] + (slot.n && slot.n[w.code] ? " · " + slot.n[w.code] : ""));
            let adhan = slot.a === undefined ? "—" : hm(slot.a);
            let iqamah = slot.i === undefined ? "" : hm(slot.i) + (slot.x ? "<b class=\\"outside\\">!</b>" : "");
            if (slot.x) outside = true;
            if (slot.k !== undefined) adhan = hm(slot.k) + "<small>" + esc(W[0].labels.khutbah) + "</small>";
            rows += `<tr class="${cls}" data-prayer="${slot.p}"><td class="name">${name}</td>`
              + `<td class="adhan">${adhan}</td><td class="iqamah">${iqamah}</td></tr>`;
          });
          body.innerHTML = rows;
          const labelKey = ["adhanIn", "iqamahIn", "khutbahIn"][kind];
          document.getElementById("countdown-box").style.display = target >= 0 ? "" : "none";
          if (target >= 0) {
            const ts = D.days[tDay].slots[tSlot];
            document.getElementById("countdown-label").innerHTML = words(w => w.labels[labelKey]);
            document.getElementById("countdown").textContent = duration(target - t);
            const what = w => w.prayers[ts.p] + (ts.n && ts.n[w.code] ? " · " + ts.n[w.code] : "")
              + (kind === 1 ? " · " + w.labels.iqamah : "")
              + (kind === 2 ? " · " + w.labels.khutbah : "");
            document.getElementById("next").innerHTML =
              words(w => (kind === 0 ? w.labels.next + ": " : "") + what(w) + " " + hm(target));
          } else {
            document.getElementById("countdown-label").textContent = "";
            document.getElementById("countdown").textContent = "";
            document.getElementById("next").textContent = "";
          }
          // The last day of the data: the screen says so all day.
          const lastDay = shown === D.days.length - 1 && D.days.indexOf(civil) === shown;
          // A Jummah outside Dhuhr's time, as the mosque's file gives it, is marked and said.
          notice.innerHTML = lastDay ? esc(W[0].labels.timesEnd + " " + day.date)
            : outside ? "! " + words(w => w.labels.legendJummahOutside) : "";
        }
        render();
        if (frozen === null) setInterval(render, 1000);
        """
}
