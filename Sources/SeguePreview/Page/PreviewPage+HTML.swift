extension PreviewPage {
    /// The document: the template list, the viewer (one direction, or present and dismiss side
    /// by side), the transport, the in/out range, the timeline, the filmstrip, and the panel
    /// that renders, saves and exports. `data-testid`s are what scripts/preview-e2e.sh reads.
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
  <header id="head">
    <h2 id="title">Choose a template</h2>
    <code id="path" class="muted"></code>
    <div id="directions" role="radiogroup" aria-label="direction">
      <label><input type="radio" name="direction" value="present" checked> present</label>
      <label><input type="radio" name="direction" value="dismiss"> dismiss</label>
      <label title="Present and dismiss side by side, at the same time"><input type="checkbox" id="both" data-testid="both"> side by side</label>
    </div>
  </header>
  <section id="problems" data-testid="problems" hidden></section>
  <section id="stage">
    <div id="viewer" data-testid="viewer">
      <figure id="mainFigure"><img id="frame" alt="the frame at the scrubber"><figcaption id="mainCaption"></figcaption></figure>
      <figure id="otherFigure" hidden><img id="other" data-testid="other" alt="the other direction at the same time"><figcaption id="otherCaption"></figcaption></figure>
    </div>
  </section>
  <section id="transport" data-testid="transport">
    <button id="play" title="Play / pause (space)">▶</button>
    <button id="back" title="Previous frame (←)">⏮</button>
    <button id="next" title="Next frame (→)">⏭</button>
    <input id="scrubber" data-testid="scrubber" type="range" min="0" max="0" value="0" step="1" aria-label="frame">
    <span id="readout" data-testid="readout">frame –</span>
  </section>
  <section id="range" data-testid="range">
    <button id="setIn" title="Start the range at this frame (I)">In</button>
    <button id="setOut" title="End the range after this frame (O)">Out</button>
    <button id="clearRange" title="The whole clip again">Clear</button>
    <label title="Play the range over and over (L)"><input type="checkbox" id="loop" data-testid="loop"> loop</label>
    <span id="rangeReadout" class="muted" data-testid="rangeReadout">whole clip</span>
  </section>
  <section id="timelineBox">
    <svg id="timeline" data-testid="timeline" xmlns="http://www.w3.org/2000/svg"></svg>
    <span id="cursor" class="muted" data-testid="cursor"></span>
  </section>
  <section id="filmstrip" data-testid="filmstrip" aria-label="filmstrip"></section>
  <section id="side">
    <div class="buttons">
      <button id="render" title="Render the whole clip at full quality">Render clip</button>
      <button id="save" title="Write this frame, full size, to the output folder">Save still</button>
    </div>
    <progress id="progress" max="1" value="0" hidden></progress>
    <p id="renderStatus" class="muted"></p>
    <video id="video" controls hidden></video>
    <p id="saved" class="muted"></p>
    <form id="exportForm" data-testid="export">
      <label>Format <select id="codec"></select></label>
      <label>Delivery <select id="delivery"><option value="">the template's</option><option value="none">none</option></select></label>
      <label>Into <select id="to"><option value="output">the output folder</option><option value="beside">the template's folder</option></select></label>
      <label>Name <input id="exportName" placeholder="automatic" maxlength="100" pattern="[A-Za-z0-9][A-Za-z0-9._\-]*"></label>
      <div class="buttons">
        <button id="export" type="submit" title="Export the range (or the whole clip)">Export</button>
        <button id="cancelExport" type="button" hidden>Cancel</button>
      </div>
      <progress id="exportProgress" max="1" value="0" hidden></progress>
      <p id="exportStatus" class="muted" data-testid="exportStatus"></p>
    </form>
  </section>
</main>
<script src="/app.js"></script>
</body>
</html>
"""#
}
