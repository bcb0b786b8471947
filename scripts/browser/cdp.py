"""A minimal Chrome DevTools Protocol client over --remote-debugging-pipe (stdlib only: no
WebSocket needed), and a tiny PNG decoder, for the preview's browser scripts.

The browser reads NUL-terminated JSON commands on fd 3 and writes replies and events on fd 4.
Every wait is bounded; `Browser.close()` kills Chromium (and is called on every exit path by
the `with` statement; the shell scripts also kill its pid, written to `pid_file`)."""
import base64, json, os, select, subprocess, time, zlib


class CDPError(Exception):
    pass


class Browser:
    def __init__(self, profile, width=1280, height=1000, pid_file=None, log=None):
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()

        def wire():  # in the child: the pipe ends at the fds Chromium expects, kept across exec
            high_r, high_w = os.dup(to_browser_r) + 100, os.dup(from_browser_w) + 100
            os.dup2(to_browser_r, high_r)
            os.dup2(from_browser_w, high_w)
            os.dup2(high_r, 3)
            os.dup2(high_w, 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)

        args = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                "--no-first-run", "--disable-extensions", "--disable-background-networking",
                f"--user-data-dir={profile}", f"--window-size={width},{height}", "--remote-debugging-pipe",
                "about:blank"]
        try:
            self.proc = subprocess.Popen(args, preexec_fn=wire, close_fds=False, stdin=subprocess.DEVNULL,
                                         stdout=log or subprocess.DEVNULL, stderr=log or subprocess.DEVNULL)
        except OSError as error:
            raise CDPError(f"cannot start chromium: {error}")
        os.close(to_browser_r)
        os.close(from_browser_w)
        if pid_file:
            with open(pid_file, "w") as f:
                f.write(str(self.proc.pid))
        self._next = 0
        self._buffer = b""
        self.events = []
        self.session = None
        self.width, self.height = width, height

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.close()

    def close(self):
        if self.proc.poll() is None:
            self.proc.kill()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            pass
        for fd in (self._to_browser, self._from_browser):
            try:
                os.close(fd)
            except OSError:
                pass

    def _read_message(self, deadline):
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise CDPError("timed out waiting for chromium")
            ready, _, _ = select.select([self._from_browser], [], [], left)
            if ready:
                chunk = os.read(self._from_browser, 1 << 20)
                if not chunk:
                    raise CDPError(f"chromium closed the pipe (exit {self.proc.poll()})")
                self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=True, timeout=30):
        self._next += 1
        message = {"id": self._next, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self._next:
                if "error" in reply:
                    raise CDPError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def open(self, url):
        """Opens `url` in a new page and attaches to it (later calls go to that page)."""
        target = self.call("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]
        self.call("Page.enable")
        self.call("Runtime.enable")
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": self.width, "height": self.height, "deviceScaleFactor": 1, "mobile": False})
        self.call("Page.navigate", {"url": url})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise CDPError(f"{expression}: {result['exceptionDetails'].get('text')} {result['exceptionDetails'].get('exception', {}).get('description', '')}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout, poll=0.02):
        """Polls `expression` until it is truthy; returns (value, seconds waited) or raises."""
        start = time.monotonic()
        while True:
            try:
                value = self.evaluate(expression)
            except CDPError:  # the page is still loading (no body yet)
                value = None
            if value:
                return value, time.monotonic() - start
            if time.monotonic() - start > timeout:
                raise CDPError(f"timed out after {timeout} s waiting for: {expression}")
            time.sleep(poll)

    def click(self, x, y):
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})

    def rect(self, selector):
        return self.evaluate(f"(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect();"
                             " return {x: r.x, y: r.y, width: r.width, height: r.height}; })()")

    def screenshot(self, clip=None):
        params = {"format": "png", "captureBeyondViewport": False}
        if clip:
            params["clip"] = {**clip, "scale": 1}
        return base64.b64decode(self.call("Page.captureScreenshot", params)["data"])


def decode_png(data):
    """(width, height, rows of RGBA tuples) of an 8-bit, non-interlaced RGB or RGBA PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length = int.from_bytes(data[pos:pos + 4], "big")
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            idat += body
    width, height = int.from_bytes(header[0:4], "big"), int.from_bytes(header[4:8], "big")
    depth, color, interlace = header[8], header[9], header[12]
    assert depth == 8 and color in (2, 6) and interlace == 0, f"unsupported PNG (depth {depth}, color {color})"
    channels = 4 if color == 6 else 3
    raw, stride = zlib.decompress(idat), width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append([tuple(line[x * channels:x * channels + 3]) + ((line[x * channels + 3],) if channels == 4 else (255,))
                     for x in range(width)])
        previous = line
    return width, height, rows


def compare(a, b):
    """(max channel difference, mean difference, share of pixels off by more than 8) of two
    decoded images of the same size (alpha ignored: both are opaque)."""
    (wa, ha, ra), (wb, hb, rb) = a, b
    if (wa, ha) != (wb, hb):
        raise CDPError(f"sizes differ: {wa}x{ha} vs {wb}x{hb}")
    worst, total, off = 0, 0, 0
    for row_a, row_b in zip(ra, rb):
        for pa, pb in zip(row_a, row_b):
            d = max(abs(pa[0] - pb[0]), abs(pa[1] - pb[1]), abs(pa[2] - pb[2]))
            worst, total, off = max(worst, d), total + d, off + (d > 8)
    return worst, total / (wa * ha), off / (wa * ha)
