extension PreviewPage {
    /// The style sheet: a sidebar, a dark stage for the frame, a timeline under it.
    static let style = #"""
:root { --bg: #f5f5f7; --panel: #fff; --ink: #1d1d1f; --muted: #6e6e73; --accent: #0071e3; --bad: #d70015; --ok: #248a3d; }
* { box-sizing: border-box; }
body { margin: 0; display: flex; min-height: 100vh; font: 14px/1.4 system-ui, "Noto Sans", sans-serif; background: var(--bg); color: var(--ink); }
#sidebar { width: 250px; flex: none; background: var(--panel); border-right: 1px solid #d2d2d7; padding: 12px; overflow: auto; max-height: 100vh; }
h1 { font-size: 16px; margin: 0 0 10px; } h1 span { color: var(--accent); font-weight: 500; }
#templates { list-style: none; margin: 0; padding: 0; }
#templates li { padding: 5px 8px; border-radius: 6px; cursor: pointer; display: flex; gap: 6px; align-items: baseline; }
#templates li:hover { background: #e8e8ed; } #templates li.selected { background: var(--accent); color: #fff; }
#templates li .dot { font-size: 11px; } #templates li .ok { color: var(--ok); } #templates li .bad { color: var(--bad); }
#templates li.selected .dot { color: #fff; }
.muted { color: var(--muted); font-size: 12px; }
main { flex: 1; padding: 12px 16px; min-width: 0; }
header { display: flex; gap: 12px; align-items: baseline; flex-wrap: wrap; }
header h2 { margin: 0; font-size: 18px; }
#directions { margin-left: auto; }
#problems { background: #fff0f0; border: 1px solid var(--bad); border-radius: 8px; padding: 8px 12px; margin: 8px 0; }
#problems .problem { margin: 4px 0; } #problems code { color: var(--bad); font-weight: 600; white-space: pre-wrap; }
#problems pre { margin: 2px 0 6px; background: #fff; padding: 4px 6px; border-radius: 4px; overflow: auto; }
#stage { display: flex; gap: 16px; margin-top: 10px; align-items: flex-start; }
#viewer { background: #2c2c2e; padding: 12px; border-radius: 10px; line-height: 0; }
#viewer img { display: block; image-rendering: auto; }
#viewer img:not([src]) { display: none; }
#viewer.stale img { opacity: 0.35; }
#side { display: flex; flex-direction: column; gap: 8px; min-width: 220px; }
.buttons { display: flex; gap: 8px; }
button { font: inherit; padding: 5px 12px; border-radius: 6px; border: 1px solid #c7c7cc; background: var(--panel); cursor: pointer; }
button:hover { border-color: var(--accent); }
#video { max-width: 320px; max-height: 420px; background: #000; }
#transport { display: flex; gap: 8px; align-items: center; margin-top: 10px; }
#scrubber { flex: 1; }
#readout { font-variant-numeric: tabular-nums; min-width: 190px; }
#timelineBox { margin-top: 6px; }
#timeline { width: 100%; display: block; background: var(--panel); border-radius: 8px; border: 1px solid #d2d2d7; }
#timeline text { font-size: 11px; fill: var(--muted); }
#timeline .hold { fill: #f2f2f7; } #timeline .bar { fill: #cfe3fb; } #timeline .curve { fill: none; stroke: var(--accent); stroke-width: 1.5; }
#timeline .transition .curve { stroke: #ff9500; } #timeline .layer .curve { stroke: #af52de; }
#timeline .now { stroke: var(--bad); stroke-width: 1.5; } #timeline .hover { stroke: var(--muted); stroke-dasharray: 3 3; }
#timeline .mark { fill: #34c759; } #timeline .caption { fill: #5856d6; }
"""#
}
