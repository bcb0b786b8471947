extension PreviewPage {
    /// The document: the template list, the viewer with its transport, the timeline, the
    /// problems panel and the render/save buttons. `data-testid`s are what scripts/preview-e2e.sh reads.
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>segue-video preview</title>
<link rel="stylesheet" href="/app.css">
</head>
<body>
<aside id="sidebar">
  <h1>segue-video <span>preview</span></h1>
  <ul id="templates" data-testid="templates"></ul>
  <p id="watch" class="muted">watching for changes…</p>
</aside>
<main>
  <header>
    <h2 id="title">Choose a template</h2>
    <code id="path" class="muted"></code>
    <div id="directions" role="radiogroup" aria-label="direction">
      <label><input type="radio" name="direction" value="present" checked> present</label>
      <label><input type="radio" name="direction" value="dismiss"> dismiss</label>
    </div>
  </header>
  <section id="problems" data-testid="problems" hidden></section>
  <section id="stage">
    <div id="viewer" data-testid="viewer"><img id="frame" alt="the frame at the scrubber"></div>
    <div id="side">
      <div class="buttons">
        <button id="render" title="Render the whole clip at full quality">Render clip</button>
        <button id="save" title="Write this frame, full size, to the output folder">Save still</button>
      </div>
      <progress id="progress" max="1" value="0" hidden></progress>
      <p id="renderStatus" class="muted"></p>
      <video id="video" controls hidden></video>
      <p id="saved" class="muted"></p>
    </div>
  </section>
  <section id="transport">
    <button id="play" title="Play / pause (space)">▶</button>
    <button id="back" title="Previous frame (←)">⏮</button>
    <button id="next" title="Next frame (→)">⏭</button>
    <input id="scrubber" data-testid="scrubber" type="range" min="0" max="0" value="0" step="1">
    <span id="readout" data-testid="readout">frame –</span>
  </section>
  <section id="timelineBox">
    <svg id="timeline" data-testid="timeline" xmlns="http://www.w3.org/2000/svg"></svg>
    <span id="cursor" class="muted" data-testid="cursor"></span>
  </section>
</main>
<script src="/app.js"></script>
</body>
</html>
"""#
}
