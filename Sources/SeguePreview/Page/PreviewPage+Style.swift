extension PreviewPage {
    /// The style sheet: a grid filling the window (no fixed widths), so the transport and the
    /// timeline stay in view at 1280×720 and on a 390-point phone; the frame shrinks to fit
    /// the room left, never the other way round. Under 760 px the template list becomes a strip
    /// above, and the render and export panel goes below the filmstrip. A saved or exported
    /// file's link keeps to one line inside the panel: its name ellipsized (whole in the
    /// title), its frames and size always shown.
    static let style = #"""
:root { --bg: #f5f5f7; --panel: #fff; --ink: #1d1d1f; --muted: #6e6e73; --accent: #0071e3; --bad: #d70015; --ok: #248a3d; --line: #d2d2d7; }
* { box-sizing: border-box; }
html, body { height: 100%; }
body { margin: 0; display: grid; grid-template-columns: minmax(140px, 220px) minmax(0, 1fr); height: 100vh; height: 100dvh; overflow: hidden;
       font: 14px/1.4 system-ui, "Noto Sans", sans-serif; background: var(--bg); color: var(--ink); }
#sidebar { min-height: 0; min-width: 0; background: var(--panel); border-right: 1px solid var(--line); padding: 12px; overflow: auto; }
h1 { font-size: 16px; margin: 0 0 10px; } h1 span { color: var(--accent); font-weight: 500; }
#templates { list-style: none; margin: 0; padding: 0; }
#templates li { padding: 5px 8px; border-radius: 6px; cursor: pointer; display: flex; gap: 6px; align-items: baseline; min-width: 0; }
#templates li span:last-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
#templates li:hover { background: #e8e8ed; } #templates li.selected { background: var(--accent); color: #fff; }
#templates li .dot { font-size: 11px; } #templates li .ok { color: var(--ok); } #templates li .bad { color: var(--bad); }
#templates li.selected .dot { color: #fff; }
.muted { color: var(--muted); font-size: 12px; }
main { display: grid; min-width: 0; min-height: 0; overflow: auto; padding: 8px 14px; gap: 6px 14px;
       grid-template-columns: minmax(0, 1fr) minmax(200px, 300px);
       grid-template-rows: auto auto minmax(120px, 1fr) auto auto auto auto;
       grid-template-areas: "head head" "problems problems" "stage side" "transport transport" "range range" "timeline timeline" "strip strip"; }
#head { grid-area: head; display: flex; gap: 4px 12px; align-items: baseline; flex-wrap: wrap; min-width: 0; }
#head h2 { margin: 0; font-size: 18px; overflow-wrap: anywhere; }
#path { overflow-wrap: anywhere; }
#directions { margin-left: auto; display: flex; gap: 10px; flex-wrap: wrap; }
#problems { grid-area: problems; background: #fff0f0; border: 1px solid var(--bad); border-radius: 8px; padding: 8px 12px; max-height: 30vh; overflow: auto; min-width: 0; }
#problems .problem { margin: 4px 0; } #problems code { color: var(--bad); font-weight: 600; white-space: pre-wrap; overflow-wrap: anywhere; }
#problems pre { margin: 2px 0 6px; background: #fff; padding: 4px 6px; border-radius: 4px; overflow: auto; }
#stage { grid-area: stage; min-height: 0; min-width: 0; }
#viewer { height: 100%; display: flex; gap: 12px; justify-content: center; align-items: stretch; background: #2c2c2e; padding: 8px; border-radius: 10px; overflow: hidden; }
#viewer figure { margin: 0; min-width: 0; min-height: 0; flex: 0 1 auto; display: flex; flex-direction: column; align-items: center; justify-content: center; }
#viewer figure[hidden] { display: none; }
#viewer img { display: block; min-width: 0; min-height: 0; max-width: 100%; max-height: calc(100% - 18px); object-fit: contain; }
#viewer img:not([src]) { display: none; }
#viewer figcaption { color: #d1d1d6; font-size: 11px; line-height: 16px; height: 16px; white-space: nowrap; }
#viewer.stale img { opacity: 0.35; }
#side { grid-area: side; display: flex; flex-direction: column; gap: 8px; min-width: 0; min-height: 0; overflow: auto; }
#side p { margin: 0; overflow-wrap: anywhere; }
.buttons { display: flex; gap: 8px; flex-wrap: wrap; }
button { font: inherit; padding: 4px 12px; border-radius: 6px; border: 1px solid #c7c7cc; background: var(--panel); cursor: pointer; }
button:hover { border-color: var(--accent); }
button:disabled { opacity: 0.5; cursor: default; }
#video { width: 100%; max-height: 160px; background: #000; }
#exportForm { display: grid; grid-template-columns: minmax(0, 1fr); min-width: 0; gap: 6px; border-top: 1px solid var(--line); padding-top: 8px; }
#exportForm label { display: flex; gap: 8px; align-items: center; justify-content: space-between; font-size: 13px; }
#exportForm select, #exportForm input { font: inherit; font-size: 13px; min-width: 0; width: 62%; }
progress { width: 100%; }
.fileLine { display: flex; min-width: 0; max-width: 100%; white-space: nowrap; }
.fileLine a { flex: 0 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.fileLine .details { flex: none; margin-left: 0.3em; }
#transport { grid-area: transport; display: flex; gap: 8px; align-items: center; min-width: 0; }
#scrubber { flex: 1 1 120px; min-width: 80px; }
#readout { font-variant-numeric: tabular-nums; white-space: nowrap; }
#range { grid-area: range; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; min-width: 0; }
#rangeReadout { font-variant-numeric: tabular-nums; }
#timelineBox { grid-area: timeline; max-height: 26vh; overflow-y: auto; overflow-x: hidden; min-width: 0; }
#timeline { width: 100%; display: block; background: var(--panel); border-radius: 8px; border: 1px solid var(--line); }
#timeline text { font-size: 11px; fill: var(--muted); }
#timeline .hold { fill: #f2f2f7; } #timeline .bar { fill: #cfe3fb; } #timeline .curve { fill: none; stroke: var(--accent); stroke-width: 1.5; }
#timeline .range { fill: #ffcc00; opacity: 0.22; }
#timeline .transition .curve { stroke: #ff9500; } #timeline .layer .curve { stroke: #af52de; }
#timeline .now { stroke: var(--bad); stroke-width: 1.5; } #timeline .hover { stroke: var(--muted); stroke-dasharray: 3 3; }
#timeline .mark { fill: #34c759; } #timeline .caption { fill: #5856d6; }
#filmstrip { grid-area: strip; display: flex; gap: 4px; height: 52px; min-width: 0; overflow: hidden; }
#filmstrip img { flex: 1 1 0; min-width: 0; height: 100%; object-fit: contain; background: #2c2c2e; border-radius: 4px; cursor: pointer; border: 2px solid transparent; }
#filmstrip img.inRange { border-color: #ffcc00; }
@media (max-width: 760px) {
  body { grid-template-columns: minmax(0, 1fr); grid-template-rows: auto minmax(0, 1fr); }
  #sidebar { border-right: none; border-bottom: 1px solid var(--line); padding: 6px 10px; max-height: 80px; display: flex; gap: 10px; align-items: center; }
  h1 { margin: 0; font-size: 14px; white-space: nowrap; }
  #templates { display: flex; gap: 4px; overflow-x: auto; min-width: 0; }
  #templates li { flex: none; white-space: nowrap; }
  #watch { display: none; }
  main { padding: 6px 10px; grid-template-columns: minmax(0, 1fr);
         grid-template-rows: auto auto minmax(160px, 40vh) auto auto auto auto auto;
         grid-template-areas: "head" "problems" "stage" "transport" "range" "timeline" "strip" "side"; }
  #head h2 { font-size: 16px; }
  #transport { gap: 6px; } #transport button { padding: 4px 8px; } #scrubber { min-width: 48px; }
  #directions { margin-left: 0; }
  #timelineBox { max-height: 24vh; }
  #side { overflow: visible; }
}
"""#
}
