extension PreviewPage {
    /// The script: loads the list, shows frames as the scrubber moves (one request in flight,
    /// the newest position wins; full size once the scrubber rests), the other direction beside
    /// it on request, the in/out range (played, looped, exported), the timeline and the
    /// filmstrip, exports with progress and cancel, and reloads on the server's change events
    /// keeping the frame. Choosing another template clears everything of the one before.
    static let script = #"""
"use strict";
const $ = (id) => document.getElementById(id);
// Everything about the template on screen; `select` of another template starts from `fresh()`.
function fresh() {
  return { frame: 0, playing: false, inflight: false, pending: false, restTimer: null, shownKey: "", otherKey: "",
           render: null, lastFrameAt: 0, inPoint: null, outPoint: null, strip: "" };
}
const S = Object.assign(fresh(), { id: null, info: null, direction: "present", both: false, loop: false, export: null,
                                   formats: [], deliveries: [] });
const REST_MS = 250, THUMB = 72, MAX_THUMBS = 12, MIN_THUMBS = 3;

function query(params) { return Object.entries(params).map(([k, v]) => k + "=" + encodeURIComponent(v)).join("&"); }
function timelineOf(direction) { return S.info && S.info.timelines ? S.info.timelines[direction] : null; }
function timeline() { return timelineOf(S.direction); }
function frameCount() { const t = timeline(); return t ? t.frameCount : 1; }
function otherDirection() { return S.direction === "present" ? "dismiss" : "present"; }
/// The range played and exported: frames [first, end), the whole clip when none is set.
function range() {
  const count = frameCount();
  const first = Math.min(S.inPoint ?? 0, count - 1), end = Math.min(S.outPoint ?? count, count);
  return end > first ? [first, end] : [0, count];
}
function hasRange() { return S.inPoint != null || S.outPoint != null; }

async function loadList() {
  const r = await fetch("/api/templates");
  const { templates, formats, deliveries } = await r.json();
  const ul = $("templates");
  ul.innerHTML = "";
  for (const t of templates) {
    const li = document.createElement("li");
    li.dataset.id = t.id;
    li.title = t.ok ? t.path : t.problems.map((p) => p.text).join("\n");
    li.innerHTML = `<span class="dot ${t.ok ? "ok" : "bad"}">${t.ok ? "●" : "✕"}</span><span></span>`;
    li.lastChild.textContent = t.name;
    if (t.id === S.id) li.classList.add("selected");
    li.onclick = () => select(t.id);
    ul.appendChild(li);
  }
  if (S.formats.length === 0) fillChoices(formats, deliveries);
  document.body.dataset.listed = String(templates.length);
  return templates;
}

function fillChoices(formats, deliveries) {
  S.formats = formats; S.deliveries = deliveries;
  for (const f of formats) $("codec").add(new Option(f.title, f.name));
  for (const d of deliveries) $("delivery").add(new Option(d.title, d.name));
}

/// Shows template `id`. Another template starts clean: no range, no frame, no clip, no
/// links, no filmstrip of the one before.
async function select(id) {
  if (id !== S.id) clearTemplateState();
  S.id = id;
  for (const li of $("templates").children) {
    li.classList.toggle("selected", li.dataset.id === id);
    // On a phone the list is a strip: bring the chosen one into view.
    if (li.dataset.id === id) li.scrollIntoView({ block: "nearest", inline: "nearest" });
  }
  history.replaceState(null, "", "?" + query({ t: id }));
  await reload();
}

function clearTemplateState() {
  if (S.render) { S.render.close(); }
  clearTimeout(S.restTimer);
  Object.assign(S, fresh(), { info: null });
  $("play").textContent = "▶";
  for (const img of [$("frame"), $("other")]) img.removeAttribute("src");
  $("video").pause(); $("video").removeAttribute("src"); $("video").hidden = true;
  $("progress").hidden = true; $("renderStatus").textContent = ""; $("saved").textContent = "";
  $("exportStatus").textContent = ""; $("exportProgress").hidden = true; $("exportName").value = "";
  $("filmstrip").innerHTML = ""; $("timeline").innerHTML = "";
  $("problems").hidden = true; $("problems").innerHTML = "";
  $("title").textContent = ""; $("path").textContent = "";
  delete document.body.dataset.shown; delete document.body.dataset.exported; document.body.dataset.thumbs = "0";
  showRange();
}

/// Fetches the template's state again (after a selection or a change on disk), keeping the frame.
async function reload() {
  if (!S.id) return;
  const id = S.id;
  const r = await fetch("/api/template?" + query({ t: id }));
  const info = await r.json();
  if (id !== S.id) return;
  S.info = info;
  $("title").textContent = info.name || info.path;
  $("path").textContent = info.path;
  showProblems(info.ok ? [] : info.problems);
  $("viewer").classList.toggle("stale", !info.ok);
  if (!info.ok) { document.body.dataset.state = "error"; return; }
  if (!info.timelines[S.direction]) S.direction = Object.keys(info.timelines)[0] || "present";
  for (const input of document.querySelectorAll("input[name=direction]")) {
    input.checked = input.value === S.direction;
    input.disabled = !info.timelines[input.value];
    input.parentElement.title = info.unavailable[input.value] || "";
  }
  $("both").disabled = !info.timelines.present || !info.timelines.dismiss;
  directionChanged();
  document.body.dataset.state = "ok";
}

/// After the direction (or the template) changed: the scrubber's length, the range kept inside
/// it, the timeline, the filmstrip and the frames.
function directionChanged() {
  const count = frameCount();
  S.frame = Math.min(S.frame, count - 1);
  if (S.outPoint != null && S.outPoint > count) S.outPoint = count;
  if (S.inPoint != null && S.inPoint >= count) S.inPoint = null;
  $("scrubber").max = String(count - 1);
  $("scrubber").value = String(S.frame);
  S.shownKey = ""; S.otherKey = "";
  showRange();
  drawTimeline();
  drawFilmstrip();
  show(S.frame);
}

function showProblems(problems) {
  const box = $("problems");
  box.hidden = problems.length === 0;
  box.innerHTML = "";
  for (const p of problems) {
    const div = document.createElement("div");
    div.className = "problem";
    const code = document.createElement("code");
    code.textContent = p.text;
    div.appendChild(code);
    if (p.source != null) {
      const pre = document.createElement("pre");
      const caret = p.column > 0 ? "\n" + " ".repeat(p.column - 1) + "^" : "";
      pre.textContent = `${String(p.line).padStart(4)} | ${p.source}` + (caret ? "\n       " + caret.slice(1) : "");
      div.appendChild(pre);
    }
    box.appendChild(div);
  }
}

function stillURL(frame, scale, direction = S.direction) {
  return "/api/still?" + query({ t: S.id, direction, frame, scale, v: S.info.hash });
}

/// Shows frame `frame`: one preview request in flight at a time; the newest position wins.
function show(frame) {
  S.frame = frame;
  document.body.dataset.frame = String(frame);
  $("scrubber").value = String(frame);
  updateReadout();
  moveCursor();
  clearTimeout(S.restTimer);
  if (S.inflight) { S.pending = true; return; }
  fetchFrame(frame, "preview");
}

async function fetchFrame(frame, scale) {
  if (!S.info || !S.info.ok) return;
  const key = `${S.info.hash}/${S.direction}/${frame}/${scale}`;
  if (key === S.shownKey) { afterFrame(frame, scale); return; }
  S.inflight = true;
  const id = S.id;
  try {
    const r = await fetch(stillURL(frame, scale));
    if (id !== S.id) { S.inflight = false; return; }
    if (r.ok) {
      const blob = await r.blob();
      if (frame === S.frame || scale === "preview") await setImage($("frame"), blob, key, "shown");
    } else if (r.status === 422) {
      showProblems((await r.json()).problems);
    }
    if (S.both) await fetchOther(frame, scale);
  } catch (e) { /* the server restarted: the event stream reconnects and reloads */ }
  S.inflight = false;
  if (S.pending) { S.pending = false; fetchFrame(S.frame, "preview"); return; }
  afterFrame(frame, scale);
}

/// The other direction at the same time (its frame count may differ: the last frame holds).
async function fetchOther(frame, scale) {
  const other = otherDirection(), t = timelineOf(other);
  if (!t) return;
  const at = Math.min(frame, t.frameCount - 1), key = `${S.info.hash}/${other}/${at}/${scale}`;
  if (key === S.otherKey) return;
  const r = await fetch(stillURL(at, scale, other));
  if (r.ok) await setImage($("other"), await r.blob(), key, "other");
  $("otherCaption").textContent = `${other} · frame ${at}`;
}

function afterFrame(frame, scale) {
  if (scale === "preview" && !S.playing) {
    clearTimeout(S.restTimer);
    S.restTimer = setTimeout(() => { if (S.frame === frame && !S.inflight) fetchFrame(frame, "full"); }, REST_MS);
  }
  if (S.playing) scheduleNext();
}

function setImage(img, blob, key, which) {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(blob);
    const old = img.src;
    img.onload = () => {
      // Never larger than the preview's pixel size (a full-size frame is scaled down to it);
      // smaller when the window leaves less room (the style sheet's max sizes).
      img.style.width = S.info.preview[0] + "px";
      img.style.aspectRatio = `${S.info.preview[0]} / ${S.info.preview[1]}`;
      if (old.startsWith("blob:")) URL.revokeObjectURL(old);
      if (which === "shown") { S.shownKey = key; document.body.dataset.shown = key; } else { S.otherKey = key; document.body.dataset.other = key; }
      resolve();
    };
    img.onerror = () => resolve();
    img.src = url;
  });
}

function seconds(frame) { const t = timeline(); return t ? (frame / t.fps).toFixed(3) + " s" : ""; }

function updateReadout() {
  const t = timeline();
  if (!t) { $("readout").textContent = "frame –"; return; }
  $("readout").textContent = `frame ${S.frame} / ${t.frameCount - 1} · ${seconds(S.frame)}`;
  $("mainCaption").textContent = S.both ? `${S.direction} · frame ${S.frame}` : "";
}

// Playback: real time when frames arrive fast enough, else as fast as they come; within the
// range, from its first frame to its last, again from the first when looping.
function scheduleNext() {
  const t = timeline();
  if (!S.playing || !t) return;
  const due = S.lastFrameAt + 1000 / t.fps;
  setTimeout(() => {
    if (!S.playing) return;
    const now = performance.now();
    const step = Math.max(1, Math.round((now - S.lastFrameAt) * t.fps / 1000));
    S.lastFrameAt = now;
    const [first, end] = range();
    let next = S.frame + step;
    if (next >= end || next < first) {
      if (!S.loop) { setPlaying(false); show(end - 1); return; }
      next = first + (next >= end ? (next - end) % (end - first) : 0);
      document.body.dataset.loops = String(Number(document.body.dataset.loops || 0) + 1);
    }
    show(next);
  }, Math.max(0, due - performance.now()));
}

function setPlaying(on) {
  S.playing = on;
  $("play").textContent = on ? "⏸" : "▶";
  if (on) {
    const [first, end] = range();
    if (S.frame >= end - 1 || S.frame < first) S.frame = first;
    S.lastFrameAt = performance.now();
    show(S.frame);
  } else {
    afterFrame(S.frame, "preview");
  }
}

// The range: in at a frame, out after a frame; shown on the timeline and the filmstrip.
function setIn(frame) { S.inPoint = frame; if (S.outPoint != null && S.outPoint <= frame) S.outPoint = null; showRange(); }
function setOut(frame) { S.outPoint = frame + 1; if (S.inPoint != null && S.inPoint > frame) S.inPoint = null; showRange(); }
function clearRange() { S.inPoint = null; S.outPoint = null; showRange(); }

function showRange() {
  const t = timeline();
  const [first, end] = range();
  document.body.dataset.range = hasRange() ? `${first}-${end}` : "";
  $("rangeReadout").textContent = !t ? "whole clip" : hasRange()
    ? `frames ${first}–${end - 1} · ${((end - first) / t.fps).toFixed(3)} s from ${seconds(first)}`
    : `whole clip · ${(t.frameCount / t.fps).toFixed(3)} s`;
  const rect = document.getElementById("rangeRect");
  if (rect && t) {
    const w = $("timeline").clientWidth || 800;
    rect.setAttribute("x", xOf(first, w)); rect.setAttribute("width", Math.max(0, xOf(end - 1, w) - xOf(first, w)));
    rect.style.display = hasRange() ? "" : "none";
  }
  for (const img of $("filmstrip").children) {
    const f = Number(img.dataset.frame);
    img.classList.toggle("inRange", hasRange() && f >= first && f < end);
  }
}

// The timeline: one row per track; holds shaded, active spans as bars, values as a curve.
const ROW = 26, PAD = 6;
function labelWidth(width) { return Math.round(Math.min(170, Math.max(60, width * 0.25))); }
function xOf(frame, width) {
  const t = timeline(), label = labelWidth(width);
  return label + Math.max(0, width - label - PAD) * frame / Math.max(1, t.frameCount - 1);
}
function frameAt(x, width) {
  const t = timeline(), label = labelWidth(width);
  const f = Math.round((x - label) / Math.max(1, width - label - PAD) * (t.frameCount - 1));
  return Math.min(Math.max(f, 0), t.frameCount - 1);
}

function drawTimeline() {
  const svg = $("timeline"), t = timeline();
  if (!t) { svg.innerHTML = ""; return; }
  const width = svg.clientWidth || 800, ns = "http://www.w3.org/2000/svg", label = labelWidth(width);
  const rows = [...(t.marks || []).length ? [{ name: "steps", kind: "marks" }] : [], ...t.tracks];
  const height = rows.length * ROW + 20;
  svg.setAttribute("height", String(height));
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  const el = (name, attrs, parent = svg) => { const e = document.createElementNS(ns, name); for (const k in attrs) e.setAttribute(k, attrs[k]); parent.appendChild(e); return e; };
  const span = (a, b) => Math.max(0, xOf(b, width) - xOf(a, width));
  svg.innerHTML = "";
  // Holds before and after the transition (and flow holds, when the template is a flow).
  const holds = t.holds || [[0, t.transitionStart], [t.transitionEnd, t.frameCount - 1]];
  for (const [a, b] of holds) if (b > a) el("rect", { class: "hold", x: xOf(a, width), y: 0, width: span(a, b), height: height - 20 });
  el("rect", { id: "rangeRect", class: "range", x: 0, y: 0, width: 0, height: height - 20 });
  const chars = Math.max(6, Math.floor(label / 6.5));
  rows.forEach((track, i) => {
    const g = el("g", { class: track.kind, transform: `translate(0 ${i * ROW})` });
    const text = el("text", { x: 4, y: ROW / 2 + 4 }, g);
    text.textContent = track.name.length > chars ? "…" + track.name.slice(-(chars - 1)) : track.name;
    el("title", {}, g).textContent = track.name;
    if (track.kind === "marks") {
      for (const m of t.marks) {
        const c = el("circle", { class: m.kind === "caption" ? "caption" : "mark", cx: xOf(m.frame, width), cy: ROW / 2, r: 4 }, g);
        el("title", {}, c).textContent = m.label;
      }
      return;
    }
    for (const [a, b] of track.active) el("rect", { class: "bar", x: xOf(a, width), y: 3, width: Math.max(2, span(a, b)), height: ROW - 6 }, g);
    const values = track.values.filter((v) => v != null);
    if (values.length === 0) return;
    const lo = Math.min(0, ...values), hi = Math.max(1, ...values);
    let d = "", pen = false;
    track.values.forEach((v, k) => {
      if (v == null) { pen = false; return; }
      const x = xOf(t.frames[k], width), y = ROW - 4 - (ROW - 8) * (v - lo) / (hi - lo || 1);
      d += (pen ? "L" : "M") + x.toFixed(1) + " " + y.toFixed(1);
      pen = true;
    });
    el("path", { class: "curve", d }, g);
  });
  // Seconds along the bottom, as many as fit.
  const total = (t.frameCount - 1) / t.fps, room = Math.max(1, Math.floor((width - label) / 48));
  const step = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60].find((s) => total / s <= room) || 60;
  for (let s = 0; s <= total + 1e-9; s += step) {
    const tick = el("text", { x: Math.min(xOf(s * t.fps, width) - 8, width - 34), y: height - 5 });
    tick.textContent = (step < 1 ? s.toFixed(2) : s.toFixed(0)) + "s";
  }
  el("line", { id: "now", class: "now", x1: 0, x2: 0, y1: 0, y2: height - 18 });
  el("line", { id: "hover", class: "hover", x1: -10, x2: -10, y1: 0, y2: height - 18 });
  moveCursor();
  showRange();
}

function moveCursor() {
  const line = document.getElementById("now"), t = timeline();
  if (!line || !t) return;
  const x = xOf(S.frame, $("timeline").clientWidth || 800);
  line.setAttribute("x1", x); line.setAttribute("x2", x);
}

// The filmstrip: thumbnails at evenly spaced frames (as many as fit, at most MAX_THUMBS),
// through the still route (cached by the server); a click goes to that frame.
function drawFilmstrip() {
  const strip = $("filmstrip"), t = timeline();
  if (!t || !S.info || !S.info.ok) { strip.innerHTML = ""; return; }
  const n = Math.max(MIN_THUMBS, Math.min(MAX_THUMBS, t.frameCount, Math.floor(strip.clientWidth / THUMB)));
  const key = `${S.info.hash}/${S.direction}/${n}`;
  if (key === S.strip) return;
  S.strip = key;
  strip.innerHTML = "";
  document.body.dataset.thumbs = "0";
  for (let k = 0; k < n; k++) {
    const frame = Math.round(k * (t.frameCount - 1) / Math.max(1, n - 1));
    const img = document.createElement("img");
    img.dataset.frame = String(frame);
    img.alt = `frame ${frame}`; img.title = `frame ${frame} · ${seconds(frame)}`;
    img.onload = () => { if (S.strip === key) document.body.dataset.thumbs = String(Number(document.body.dataset.thumbs) + 1); };
    img.onclick = () => { setPlaying(false); show(frame); };
    img.src = stillURL(frame, "preview");
    strip.appendChild(img);
  }
  showRange();
}

function svgX(event) { const r = $("timeline").getBoundingClientRect(); return (event.clientX - r.left) * ($("timeline").clientWidth / r.width); }
$("timeline").addEventListener("mousemove", (e) => {
  const t = timeline(); if (!t) return;
  const w = $("timeline").clientWidth, f = frameAt(svgX(e), w), hover = document.getElementById("hover");
  if (hover) { hover.setAttribute("x1", xOf(f, w)); hover.setAttribute("x2", xOf(f, w)); }
  $("cursor").textContent = `under the cursor: frame ${f} · ${seconds(f)}`;
});
$("timeline").addEventListener("mouseleave", () => { $("cursor").textContent = ""; });
$("timeline").addEventListener("click", (e) => { if (timeline()) show(frameAt(svgX(e), $("timeline").clientWidth)); });

$("scrubber").addEventListener("input", () => show(Number($("scrubber").value)));
$("play").onclick = () => setPlaying(!S.playing);
$("back").onclick = () => { setPlaying(false); show(Math.max(0, S.frame - 1)); };
$("next").onclick = () => { setPlaying(false); show(Math.min(frameCount() - 1, S.frame + 1)); };
$("setIn").onclick = () => setIn(S.frame);
$("setOut").onclick = () => setOut(S.frame);
$("clearRange").onclick = clearRange;
$("loop").onchange = () => { S.loop = $("loop").checked; };
$("both").onchange = () => {
  S.both = $("both").checked;
  $("otherFigure").hidden = !S.both;
  S.otherKey = ""; S.shownKey = "";
  if (!S.both) { $("other").removeAttribute("src"); $("mainCaption").textContent = ""; }
  show(S.frame);
};
document.addEventListener("keydown", (e) => {
  if (["INPUT", "SELECT"].includes(e.target.tagName) && e.target.type !== "range" && e.target.type !== "checkbox") return;
  if (e.key === " ") { e.preventDefault(); setPlaying(!S.playing); }
  if (e.key === "ArrowLeft") { e.preventDefault(); $("back").onclick(); }
  if (e.key === "ArrowRight") { e.preventDefault(); $("next").onclick(); }
  if (e.key === "i") setIn(S.frame);
  if (e.key === "o") setOut(S.frame);
  if (e.key === "l") { $("loop").checked = !$("loop").checked; S.loop = $("loop").checked; }
});
for (const input of document.querySelectorAll("input[name=direction]")) {
  input.addEventListener("change", () => { S.direction = input.value; directionChanged(); });
}
let resizeTimer = null;
window.addEventListener("resize", () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => {
    drawTimeline(); drawFilmstrip();
    const chosen = document.querySelector("#templates li.selected");
    if (chosen) chosen.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, 100);
});

// Render the whole clip at full quality; closing the stream (or the page) cancels it.
$("render").onclick = () => {
  if (!S.info || !S.info.ok) return;
  if (S.render) S.render.close();
  const source = new EventSource("/api/render?" + query({ t: S.id, direction: S.direction }));
  S.render = source;
  $("progress").hidden = false; $("progress").value = 0; $("renderStatus").textContent = "rendering…";
  source.addEventListener("progress", (e) => { const p = JSON.parse(e.data); $("progress").value = p.done / p.total; $("renderStatus").textContent = `rendering: frame ${p.done} of ${p.total}`; });
  source.addEventListener("done", (e) => {
    const p = JSON.parse(e.data); source.close(); S.render = null;
    $("progress").value = 1; $("renderStatus").textContent = p.cached ? "rendered before (cached)" : "rendered";
    $("video").hidden = false; $("video").src = p.url;
  });
  source.addEventListener("failed", (e) => { source.close(); S.render = null; $("renderStatus").textContent = JSON.parse(e.data).problems.join("\n"); });
  source.onerror = () => { if (S.render === source) { source.close(); S.render = null; $("renderStatus").textContent = "the render stopped"; } };
};

$("save").onclick = async () => {
  if (!S.info || !S.info.ok) return;
  const id = S.id;
  const r = await fetch("/api/still/save?" + query({ t: S.id, direction: S.direction, frame: S.frame }), { method: "POST" });
  const p = await r.json();
  if (id !== S.id) return;
  if (r.ok) fileLink($("saved"), "saved " + p.file, p.url, "");
  else $("saved").textContent = (p.problems || []).map((x) => x.text).join("\n") || p.error;
};

/// Puts a link to a written file into `box` on one line: `text` (the file's name) cut with an
/// ellipsis where the panel ends, the whole of it in the link's title, then `details`, which
/// always show whole.
function fileLink(box, text, url, details) {
  box.innerHTML = "";
  const line = document.createElement("span"); line.className = "fileLine";
  const a = document.createElement("a"); a.href = url; a.target = "_blank"; a.textContent = text; a.title = text;
  line.appendChild(a);
  if (details) { const d = document.createElement("span"); d.className = "details"; d.textContent = details; line.appendChild(d); }
  box.appendChild(line);
}

// Export: the range (or the whole clip) in the chosen format, delivery preset and place. The
// answer is a stream of events (progress, then done or failed); aborting it cancels the export.
$("exportForm").onsubmit = async (e) => {
  e.preventDefault();
  if (!S.info || !S.info.ok || S.export) return;
  const [first, end] = range(), id = S.id;
  const params = { t: S.id, direction: S.direction, in: first, out: end, codec: $("codec").value, to: $("to").value };
  if ($("delivery").value) params.delivery = $("delivery").value;
  if ($("exportName").value) params.name = $("exportName").value;
  const controller = new AbortController();
  S.export = controller;
  const status = (text) => { if (id === S.id) $("exportStatus").textContent = text; };
  $("export").disabled = true; $("cancelExport").hidden = false;
  $("exportProgress").hidden = false; $("exportProgress").value = 0;
  delete document.body.dataset.exported;
  status("exporting…");
  try {
    const r = await fetch("/api/export?" + query(params), { method: "POST", signal: controller.signal });
    if (!r.ok) { const p = await r.json(); status((p.problems || []).map((x) => x.text).join("\n") || p.error); return; }
    const reader = r.body.getReader(), decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const frame = buffer.slice(0, cut); buffer = buffer.slice(cut + 2);
        const name = (frame.match(/^event: (.*)$/m) || [])[1], data = JSON.parse((frame.match(/^data: (.*)$/m) || [])[1] || "{}");
        if (name === "progress") { $("exportProgress").value = data.done / data.total; status(`exporting: frame ${data.done} of ${data.total}`); }
        if (name === "failed") status(data.problems.join("\n"));
        if (name === "done" && id === S.id) {
          $("exportProgress").value = 1;
          fileLink($("exportStatus"), `exported ${data.file}`, data.url, `· ${data.frames} frames, ${(data.bytes / 1024).toFixed(0)} KB`);
          document.body.dataset.exported = JSON.stringify(data);
        }
      }
    }
  } catch (error) {
    status(controller.signal.aborted ? "export cancelled" : "the export stopped");
  } finally {
    S.export = null; $("export").disabled = false; $("cancelExport").hidden = true;
  }
};
$("cancelExport").onclick = () => { if (S.export) S.export.abort(); };

// Hot reload: the server says which templates changed; reload ours keeping the frame.
function listen() {
  const events = new EventSource("/api/events");
  events.addEventListener("changed", async (e) => {
    const { ids } = JSON.parse(e.data);
    $("watch").textContent = "changed at " + new Date().toLocaleTimeString();
    await loadList();
    if (S.id && ids.includes(S.id)) await reload();
  });
  events.addEventListener("hello", () => { if (S.id) reload(); });
}

(async () => {
  const templates = await loadList();
  listen();
  const wanted = new URLSearchParams(location.search).get("t");
  const first = templates.find((t) => t.id === wanted) || null;
  if (first) await select(first.id);
})();
"""#
}
