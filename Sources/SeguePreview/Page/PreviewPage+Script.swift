extension PreviewPage {
    /// The script: loads the list, shows frames as the scrubber moves (one request in flight,
    /// the newest position wins; full size once the scrubber rests), draws the timeline, and
    /// reloads on the server's change events keeping the frame.
    static let script = #"""
"use strict";
const $ = (id) => document.getElementById(id);
const S = { id: null, info: null, direction: "present", frame: 0, playing: false, inflight: false, pending: false,
            restTimer: null, shownKey: "", render: null, lastFrameAt: 0 };
const REST_MS = 250;

function query(params) { return Object.entries(params).map(([k, v]) => k + "=" + encodeURIComponent(v)).join("&"); }
function timeline() { return S.info && S.info.timelines ? S.info.timelines[S.direction] : null; }
function frameCount() { const t = timeline(); return t ? t.frameCount : 1; }

async function loadList() {
  const r = await fetch("/api/templates");
  const { templates } = await r.json();
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
  document.body.dataset.listed = String(templates.length);
  return templates;
}

async function select(id) {
  S.id = id;
  for (const li of $("templates").children) li.classList.toggle("selected", li.dataset.id === id);
  history.replaceState(null, "", "?" + query({ t: id }));
  await reload();
}

/// Fetches the template's state again (after a selection or a change on disk), keeping the frame.
async function reload() {
  if (!S.id) return;
  const r = await fetch("/api/template?" + query({ t: S.id }));
  const info = await r.json();
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
  const count = frameCount();
  S.frame = Math.min(S.frame, count - 1);
  $("scrubber").max = String(count - 1);
  $("scrubber").value = String(S.frame);
  drawTimeline();
  document.body.dataset.state = "ok";
  S.shownKey = "";
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

function stillURL(frame, scale) {
  return "/api/still?" + query({ t: S.id, direction: S.direction, frame, scale, v: S.info.hash });
}

/// Shows frame `frame`: one preview request in flight at a time; the newest position wins.
function show(frame) {
  S.frame = frame;
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
  try {
    const r = await fetch(stillURL(frame, scale));
    if (r.ok) {
      const blob = await r.blob();
      if (frame === S.frame || scale === "preview") await setImage(blob, key);
    } else if (r.status === 422) {
      showProblems((await r.json()).problems);
    }
  } catch (e) { /* the server restarted: the event stream reconnects and reloads */ }
  S.inflight = false;
  if (S.pending) { S.pending = false; fetchFrame(S.frame, "preview"); return; }
  afterFrame(frame, scale);
}

function afterFrame(frame, scale) {
  if (scale === "preview" && !S.playing) {
    clearTimeout(S.restTimer);
    S.restTimer = setTimeout(() => { if (S.frame === frame && !S.inflight) fetchFrame(frame, "full"); }, REST_MS);
  }
  if (S.playing) scheduleNext();
}

function setImage(blob, key) {
  return new Promise((resolve) => {
    const img = $("frame");
    const url = URL.createObjectURL(blob);
    const old = img.src;
    img.onload = () => {
      // Always shown at the preview's pixel size: a full-size frame is scaled down to it.
      img.style.width = S.info.preview[0] + "px";
      if (old.startsWith("blob:")) URL.revokeObjectURL(old);
      S.shownKey = key;
      document.body.dataset.shown = key;
      resolve();
    };
    img.onerror = () => resolve();
    img.src = url;
  });
}

function updateReadout() {
  const t = timeline();
  if (!t) { $("readout").textContent = "frame –"; return; }
  $("readout").textContent = `frame ${S.frame} / ${t.frameCount - 1} · ${(S.frame / t.fps).toFixed(3)} s`;
}

// Playback: real time when frames arrive fast enough, else as fast as they come.
function scheduleNext() {
  const t = timeline();
  if (!S.playing || !t) return;
  const due = S.lastFrameAt + 1000 / t.fps;
  setTimeout(() => {
    if (!S.playing) return;
    const now = performance.now();
    const step = Math.max(1, Math.round((now - S.lastFrameAt) * t.fps / 1000));
    S.lastFrameAt = now;
    const next = S.frame + step;
    if (next >= t.frameCount) { setPlaying(false); show(t.frameCount - 1); return; }
    show(next);
  }, Math.max(0, due - performance.now()));
}

function setPlaying(on) {
  S.playing = on;
  $("play").textContent = on ? "⏸" : "▶";
  if (on) {
    if (S.frame >= frameCount() - 1) S.frame = 0;
    S.lastFrameAt = performance.now();
    show(S.frame);
  } else {
    afterFrame(S.frame, "preview");
  }
}

// The timeline: one row per track; holds shaded, active spans as bars, values as a curve.
const ROW = 26, LABEL = 170, PAD = 6;
function xOf(frame, width) { const t = timeline(); return LABEL + (width - LABEL - PAD) * frame / Math.max(1, t.frameCount - 1); }
function frameAt(x, width) {
  const t = timeline();
  const f = Math.round((x - LABEL) / (width - LABEL - PAD) * (t.frameCount - 1));
  return Math.min(Math.max(f, 0), t.frameCount - 1);
}

function drawTimeline() {
  const svg = $("timeline"), t = timeline();
  if (!t) { svg.innerHTML = ""; return; }
  const width = svg.clientWidth || 800, ns = "http://www.w3.org/2000/svg";
  const rows = [...(t.marks || []).length ? [{ name: "steps", kind: "marks" }] : [], ...t.tracks];
  const height = rows.length * ROW + 20;
  svg.setAttribute("height", String(height));
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  const el = (name, attrs, parent = svg) => { const e = document.createElementNS(ns, name); for (const k in attrs) e.setAttribute(k, attrs[k]); parent.appendChild(e); return e; };
  svg.innerHTML = "";
  // Holds before and after the transition (and flow holds, when the template is a flow).
  const holds = t.holds || [[0, t.transitionStart], [t.transitionEnd, t.frameCount - 1]];
  for (const [a, b] of holds) if (b > a) el("rect", { class: "hold", x: xOf(a, width), y: 0, width: xOf(b, width) - xOf(a, width), height: height - 20 });
  rows.forEach((track, i) => {
    const g = el("g", { class: track.kind, transform: `translate(0 ${i * ROW})` });
    const label = el("text", { x: 4, y: ROW / 2 + 4 }, g);
    label.textContent = track.name.length > 26 ? "…" + track.name.slice(-25) : track.name;
    const title = el("title", {}, g); title.textContent = track.name;
    if (track.kind === "marks") {
      for (const m of t.marks) {
        const c = el("circle", { class: m.kind === "caption" ? "caption" : "mark", cx: xOf(m.frame, width), cy: ROW / 2, r: 4 }, g);
        el("title", {}, c).textContent = m.label;
      }
      return;
    }
    for (const [a, b] of track.active) el("rect", { class: "bar", x: xOf(a, width), y: 3, width: Math.max(2, xOf(b, width) - xOf(a, width)), height: ROW - 6 }, g);
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
  // Seconds along the bottom.
  const seconds = (t.frameCount - 1) / t.fps, step = seconds > 6 ? 1 : seconds > 2 ? 0.5 : 0.25;
  for (let s = 0; s <= seconds + 1e-9; s += step) {
    const tick = el("text", { x: xOf(s * t.fps, width) - 8, y: height - 5 });
    tick.textContent = s.toFixed(2) + "s";
  }
  el("line", { id: "now", class: "now", x1: 0, x2: 0, y1: 0, y2: height - 18 });
  el("line", { id: "hover", class: "hover", x1: -10, x2: -10, y1: 0, y2: height - 18 });
  moveCursor();
}

function moveCursor() {
  const line = document.getElementById("now"), t = timeline();
  if (!line || !t) return;
  const x = xOf(S.frame, $("timeline").clientWidth || 800);
  line.setAttribute("x1", x); line.setAttribute("x2", x);
}

function svgX(event) { const r = $("timeline").getBoundingClientRect(); return (event.clientX - r.left) * ($("timeline").clientWidth / r.width); }
$("timeline").addEventListener("mousemove", (e) => {
  const t = timeline(); if (!t) return;
  const w = $("timeline").clientWidth, f = frameAt(svgX(e), w), hover = document.getElementById("hover");
  if (hover) { hover.setAttribute("x1", xOf(f, w)); hover.setAttribute("x2", xOf(f, w)); }
  $("cursor").textContent = `under the cursor: frame ${f} · ${(f / t.fps).toFixed(3)} s`;
});
$("timeline").addEventListener("mouseleave", () => { $("cursor").textContent = ""; });
$("timeline").addEventListener("click", (e) => { if (timeline()) show(frameAt(svgX(e), $("timeline").clientWidth)); });

$("scrubber").addEventListener("input", () => show(Number($("scrubber").value)));
$("play").onclick = () => setPlaying(!S.playing);
$("back").onclick = () => { setPlaying(false); show(Math.max(0, S.frame - 1)); };
$("next").onclick = () => { setPlaying(false); show(Math.min(frameCount() - 1, S.frame + 1)); };
document.addEventListener("keydown", (e) => {
  if (e.target.tagName === "INPUT" && e.target.type !== "range") return;
  if (e.key === " ") { e.preventDefault(); setPlaying(!S.playing); }
  if (e.key === "ArrowLeft") { e.preventDefault(); $("back").onclick(); }
  if (e.key === "ArrowRight") { e.preventDefault(); $("next").onclick(); }
});
for (const input of document.querySelectorAll("input[name=direction]")) {
  input.addEventListener("change", () => { S.direction = input.value; S.shownKey = ""; const c = frameCount(); S.frame = Math.min(S.frame, c - 1); $("scrubber").max = String(c - 1); drawTimeline(); show(S.frame); });
}
window.addEventListener("resize", drawTimeline);

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
  const r = await fetch("/api/still/save?" + query({ t: S.id, direction: S.direction, frame: S.frame }), { method: "POST" });
  const p = await r.json();
  $("saved").innerHTML = "";
  if (r.ok) { const a = document.createElement("a"); a.href = p.url; a.textContent = "saved " + p.file; a.target = "_blank"; $("saved").appendChild(a); }
  else $("saved").textContent = (p.problems || []).map((x) => x.text).join("\n") || p.error;
};

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
